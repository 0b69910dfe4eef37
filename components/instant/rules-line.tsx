import Link from "next/link";

/** Which rule set answers payments before anyone sees them, with the way to read (or, for admins, edit) it. */
export function RulesLine({ version }: { version: number | null }) {
  return (
    <p className="text-xs" data-testid="rules-line">
      {version === null ? (
        <>No confirmation rules are in force: every payment waits here for a person. </>
      ) : (
        <>
          Confirmation rules version{" "}
          <span className="font-medium text-foreground tabular-nums">{version}</span> are in force: payments
          they match are answered at once and show here already decided.{" "}
        </>
      )}
      <Link href="/settings/confirmation-rules" className="text-accent underline underline-offset-2">
        View the rules
      </Link>
    </p>
  );
}
