import { DateTime } from "@/components/ui/date-time";
import type { TDraftView } from "@/lib/domain/initiation/draft-view";

/** Who decided, when, how and why; the closing of a withdrawn draft too, since it is the maker's decision. */
export function DraftDecisions({ draft }: { draft: TDraftView }) {
  const { decisions } = draft;
  const withdrawn = draft.state === "withdrawn" && draft.closedAt;
  if (!decisions.length && !withdrawn) {
    return <p className="py-2 text-muted-foreground">Nobody has decided yet.</p>;
  }
  return (
    <ol className="flex flex-col gap-1.5" data-testid="draft-decisions">
      {decisions.map((d) => (
        <li key={`${d.userEmail}-${d.at}`} data-decision={d.decision}>
          <span className="font-medium">{d.decision === "approve" ? "Approved" : "Rejected"}</span> by{" "}
          {d.userEmail}, <DateTime iso={d.at} />
          {d.reason ? <span className="block text-muted-foreground">Reason: {d.reason}</span> : null}
        </li>
      ))}
      {withdrawn ? (
        <li data-decision="withdraw">
          <span className="font-medium">Withdrawn</span> by {draft.closedByEmail ?? draft.makerEmail},{" "}
          <DateTime iso={draft.closedAt!} />
        </li>
      ) : null}
    </ol>
  );
}
