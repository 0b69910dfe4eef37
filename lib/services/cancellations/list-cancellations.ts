import "server-only";
import { listInbox, type TInboxRow } from "@/lib/db/cancellations";
import { readSlaMinutes } from "@/lib/db/deadline-slas";
import { AT_RISK_SHARE } from "@/lib/domain/deadlines/deadlines";
import type { TCancellationFilters } from "@/lib/domain/cancellations/filters";
import type { TCancellationPage, TCancellationRow } from "@/lib/domain/cancellations/cancellations";
import { cancellationDeadline, sddAtRiskCutoff } from "../deadlines/cancellation-deadline";
import { toRow } from "./rows";

/** One page of the inbox under the URL's filters, newest first; `older` is the next page's cursor. */
export async function listCancellations(f: TCancellationFilters): Promise<TCancellationPage> {
  const [at, id] = f.before?.split(".") ?? [];
  const { cancellations: minutes } = await readSlaMinutes();
  const now = Date.now();
  const { rows, more } = await listInbox({
    atRisk: f.risk
      ? { sddDate: sddAtRiskCutoff(now), since: new Date(now - minutes * 60_000 * (1 - AT_RISK_SHARE)) }
      : undefined,
    status: f.status,
    direction: f.direction,
    scheme: f.scheme,
    awaiting: f.awaiting === "yes",
    before: at && id ? { at: new Date(Number(at)), id: BigInt(id) } : undefined,
    limit: f.limit,
  });
  const last = rows.at(-1);
  return {
    rows: rows.map((r) => withDeadline(toRow(r), r, minutes)),
    older: more && last ? `${last.firstSeenAt.getTime()}.${last.cancellationId}` : null,
    fetchedAt: new Date().toISOString(),
  };
}

/** Only a request awaiting our answer has a deadline that matters (docs/deadlines.md#cancellations). */
function withDeadline(row: TCancellationRow, r: TInboxRow, minutes: number): TCancellationRow {
  return { ...row, deadline: row.awaitingAnswer ? cancellationDeadline(r, minutes) : null };
}
