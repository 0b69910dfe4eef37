/** The one line of help the condition fields need: how patterns and lists work. */
export function GlobHelp() {
  return (
    <p className="text-xs text-muted-foreground" data-testid="glob-help">
      Patterns: <code className="font-mono">*</code> matches any run of characters and{" "}
      <code className="font-mono">?</code> exactly one (<code className="font-mono">FR76*</code>,{" "}
      <code className="font-mono">BNPAFRPP???</code>); lists take one entry per line; an empty condition is
      ignored, and a rule without conditions matches every payment. Amounts are in EUR, typed as you read
      them.
    </p>
  );
}
