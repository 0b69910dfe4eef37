// Client-safe: what a payments page (or the Approvals queue) tells the reader about how its rows were read,
// when Countersign had to do part of the platform's work itself (docs/platform.md: rely on what the
// interface states, check the rest at run time, fall back to stated shapes). Made by lib/providers/gateway
// and lib/services/payments, shown by components/payments/payment-notices.tsx.

/** The search's filters as Countersign checks them on each row (one per field of the filter form). */
export const FILTER_FAMILIES = [
  "id",
  "endToEndId",
  "uetr",
  "metadata",
  "schemes",
  "direction",
  "status",
  "type",
  "datetime",
  "settlementDate",
  "currency",
  "amount",
  "unaccountedTaxAmount",
  "compensationAmount",
  "debtorAccount",
  "creditorAccount",
  "debtorBankCode",
  "creditorBankCode",
  "parentTransactionId",
] as const;
export type TFilterFamily = (typeof FILTER_FAMILIES)[number];

export const FILTER_FAMILY_LABELS: Record<TFilterFamily, string> = {
  id: "Transaction id",
  endToEndId: "End-to-end id",
  uetr: "UETR",
  metadata: "Metadata",
  schemes: "Scheme",
  direction: "Direction",
  status: "Status",
  type: "Type",
  datetime: "Created from/to",
  settlementDate: "Settled from/to",
  currency: "Currency",
  amount: "Amount",
  unaccountedTaxAmount: "Unaccounted tax",
  compensationAmount: "Compensation",
  debtorAccount: "Debtor account",
  creditorAccount: "Creditor account",
  debtorBankCode: "Debtor bank (BIC)",
  creditorBankCode: "Creditor bank (BIC)",
  parentTransactionId: "Parent transaction id",
};

export type TPaymentNotice =
  /** The platform returned rows these filters exclude (it did not apply them): Countersign applies them. */
  | { kind: "filtered_here"; filters: TFilterFamily[] }
  /** The platform's status/type lists are not available: these filters are applied by name, here. */
  | { kind: "named_here"; filters: ("status" | "type")[] }
  /** Filtering here, Countersign stopped reading after `scanned` payments of the platform's list. */
  | { kind: "scan_budget"; scanned: number; found: number }
  /** The v3 list answered in a shape Countersign does not know: the v2 search (stated shape) was read. */
  | { kind: "v2_fallback" }
  /** The platform refused the page position (cursor) for these filters: the first page is shown. */
  | { kind: "cursor_reset" };

/** Notices of several pages as one list: one per kind, filters merged, the last scan figures kept. */
export function mergeNotices(lists: readonly (readonly TPaymentNotice[] | undefined)[]): TPaymentNotice[] {
  const out = new Map<TPaymentNotice["kind"], TPaymentNotice>();
  for (const notice of lists.flatMap((l) => l ?? [])) {
    const seen = out.get(notice.kind);
    if (seen && "filters" in seen && "filters" in notice) {
      const filters = [...new Set([...seen.filters, ...notice.filters])];
      out.set(notice.kind, { ...seen, filters } as TPaymentNotice);
    } else out.set(notice.kind, notice);
  }
  return [...out.values()];
}
