import { Badge, type BadgeStatus } from "@/components/ui/badge";

// The ledger's account statuses on the shared status colours (components/ui/README.md): an open account
// is in order (done), a blocked one was stopped by someone (refused), a closed one is simply over
// (neutral). The badge shows the ledger's own word; the sentence beside it says what it means here.
const MEANING: Record<string, { status: BadgeStatus; words: string }> = {
  OPENED: { status: "done", words: "takes postings" },
  BLOCKED: { status: "refused", words: "blocked: takes no postings, can still be closed" },
  CLOSED: { status: "neutral", words: "closed: takes no postings; balances stay readable" },
};

export function AccountStatusBadge({ status, withWords = false }: { status: string; withWords?: boolean }) {
  const m = MEANING[status] ?? { status: "neutral" as const, words: "a status Countersign does not know" };
  return (
    <span className="inline-flex items-center gap-2" data-testid="account-status" data-status={status}>
      <Badge status={m.status}>{status}</Badge>
      {withWords ? <span className="text-[13px] text-muted-foreground">{m.words}</span> : null}
    </span>
  );
}
