import type { TJumpReason } from "@/lib/quick-jump";

/** Why the text opens nothing: in the words of each allowed kind's own id schema. */
export function JumpInvalid({ text, reasons }: { text: string; reasons: readonly TJumpReason[] }) {
  return (
    <div data-testid="quick-jump-invalid" className="flex flex-col gap-1.5 px-4 pt-1 pb-3 text-sm">
      <p className="font-medium break-all">
        Not an id Countersign knows: <span className="font-mono">{text.slice(0, 80)}</span>
      </p>
      <ul className="flex flex-col gap-1 text-[13px] text-muted-foreground">
        {reasons.map((r) => (
          <li key={r.kind}>
            <span className="text-foreground">{r.label}:</span> {r.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
