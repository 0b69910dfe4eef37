import { ProviderError } from "@/lib/errors/provider-error";
import type { TTransfer, TTransferQuery } from "@/lib/domain/liquidity/liquidity";
import type { TGatewayPort } from "@/lib/services/platform/ports";

// For unit tests only: a transfer list as an independent implementation of the interface might answer it.
// It applies only the parameter names it is told to (`honours`; default all of Countersign's), ignores every
// other one silently, and may refuse some names with a 400 that names them (as the default sandbox refuses a
// name it does not know). Without `sort` (or when it ignores it) it lists newest first. Paging by offset;
// meta.amount counts what its own filters let through.

/** The gateway's transfer operations, as a fake hands them to withPlatform. */
export type TFakeGateway = Pick<TGatewayPort, "listTransfers" | "createTransfer">;

export type TFakeTransfersOptions = {
  /** Names applied; any other parameter is ignored. Default: all. */
  honours?: readonly (keyof TTransferQuery)[];
  /** Names answered with 400 VALIDATION_ERROR naming them. */
  refuses?: readonly (keyof TTransferQuery)[];
};

const FILTERS = [
  "requestId",
  "debtorAccount",
  "creditorAccount",
  "status",
  "dateTimeFrom",
  "dateTimeTo",
  "sort",
] as const;

export function fakeTransfer(id: number, over: Partial<TTransfer> = {}): TTransfer {
  return {
    id,
    requestId: `R-${String(id).padStart(4, "0")}`,
    amount: 1_000,
    currency: "EUR",
    debtorAccount: "LT223999010000000101",
    creditorAccount: "LT113999010000000202",
    debtorBankName: null,
    creditorBankName: null,
    sepaMessageId: null,
    status: "COMPLETED",
    transferType: "INTERNAL",
    settlementDate: null,
    purpose: null,
    createdAt: new Date(Date.UTC(2026, 2, 1, 10, 0, id)).toISOString(),
    updatedAt: null,
    ...over,
  };
}

function applies(t: TTransfer, q: TTransferQuery): boolean {
  const at = Date.parse(t.createdAt);
  return (
    (q.requestId === undefined || t.requestId === q.requestId) &&
    (q.debtorAccount === undefined || t.debtorAccount === q.debtorAccount) &&
    (q.creditorAccount === undefined || t.creditorAccount === q.creditorAccount) &&
    (!q.status?.length || q.status.includes(t.status as never)) &&
    (q.dateTimeFrom === undefined || at >= Date.parse(q.dateTimeFrom)) &&
    (q.dateTimeTo === undefined || at <= Date.parse(q.dateTimeTo))
  );
}

export function fakeTransfersPlatform(transfers: readonly TTransfer[], opts: TFakeTransfersOptions = {}) {
  const honours = new Set<string>(opts.honours ?? FILTERS);
  const queries: TTransferQuery[] = [];
  const gateway: TFakeGateway = {
    async listTransfers(q) {
      queries.push(q);
      const refused = (opts.refuses ?? []).filter((p) => q[p] !== undefined);
      if (refused.length)
        throw new ProviderError({
          api: "gateway",
          kind: "http",
          status: 400,
          code: "VALIDATION_ERROR",
          method: "GET",
          path: "/v1/nostro-accounts/transfers",
          requestId: "fake",
          fieldErrors: refused.map((field) => ({ field, message: `Unknown query parameter ${field}` })),
        });
      const applied = Object.fromEntries(
        Object.entries(q).filter(([k]) => honours.has(k) || k === "limit" || k === "offset"),
      ) as TTransferQuery;
      const newest = (a: TTransfer, b: TTransfer) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
      const dir = applied.sort?.endsWith("DESC") ? -1 : 1;
      const rows = transfers
        .filter((t) => applies(t, applied))
        .sort(applied.sort ? (a, b) => dir * (a.requestId ?? "").localeCompare(b.requestId ?? "") : newest);
      return {
        rows: rows.slice(q.offset, q.offset + q.limit),
        total: rows.length,
        limit: q.limit,
        offset: q.offset,
      };
    },
    createTransfer: () => Promise.reject(new Error("not in this fake")),
  };
  return { gateway, queries };
}
