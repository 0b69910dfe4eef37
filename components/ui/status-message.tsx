// The outcome of the last action taken on a list or form, in a sentence announced politely (in the
// destructive colour when it failed, with the words saying so too).
export type TStatusMessage = { tone: "ok" | "error"; text: string } | null;

export function StatusMessage({ message, testId }: { message: TStatusMessage; testId: string }) {
  return (
    <p
      aria-live="polite"
      data-testid={testId}
      className={message?.tone === "error" ? "text-sm text-destructive" : "text-sm"}
    >
      {message?.text}
    </p>
  );
}
