import "server-only";
import type { TLiquidityNotice, TTransferFilter } from "@/lib/domain/liquidity/list";
import type { TPagesRead } from "./read-transfer-pages";
import { filterWords } from "./transfer-list-notices";

// What the totals and the chart say when Countersign counted them itself (./summarise-transfers.ts): why
// the platform's counts could not be used, and, when the read was cut by its budget, that the figures are
// lower bounds rather than a wrong number.

const count = (n: number) => n.toLocaleString("en");

export function summaryNotices(
  counted: "platform" | "here",
  local: ReadonlySet<TTransferFilter>,
  reads: readonly TPagesRead[],
): TLiquidityNotice[] {
  if (counted === "platform") return [];
  const notices: TLiquidityNotice[] = [];
  const scanned = reads.reduce((n, r) => n + r.scanned, 0);
  const others = [...local].filter((f) => f !== "status");
  const alsoOthers = others.length ? ` It also applied ${filterWords(others)} itself.` : "";
  if (local.has("status"))
    notices.push({
      kind: "counted_here",
      message:
        `The platform did not apply the Status filter, so its counts are not counts per status. Countersign ` +
        `read the transfers of every status in one list (${count(scanned)} read) and counted each by its own ` +
        `status.${alsoOthers}`,
    });
  else
    notices.push({
      kind: "counted_here",
      message:
        `The platform did not apply ${filterWords(others)}, so its counts include transfers ` +
        `${others.length > 1 ? "these filters exclude" : "this filter excludes"}. Countersign counted the ` +
        `matching transfers among the ${count(scanned)} it read, status by status.`,
    });
  const cut = reads.filter((r) => !r.complete);
  if (cut.length) {
    const listed = cut.every((r) => r.listed !== null)
      ? ` of the ${count(cut.reduce((n, r) => n + r.listed!, 0))} the platform listed`
      : "";
    notices.push({
      kind: "count_cut",
      message:
        `Countersign stopped after reading ${count(cut.reduce((n, r) => n + r.scanned, 0))} transfers` +
        `${listed}, so the counts marked “at least” are lower bounds, and the amounts and the chart cover ` +
        `only the transfers read. Narrow the date range for full figures.`,
    });
  }
  return notices;
}
