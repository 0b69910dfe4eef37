import "server-only";
import type { TRestrictionOrder } from "@/lib/providers/restriction/schemas";
import type {
  TDecisionRecord,
  TOrderDetail,
  TOrderParty,
  TOrderRow,
  TRemittance,
} from "@/lib/schemas/restriction-orders";

// The platform's snake_case order → the page's shapes. Absent optional fields become null, never "", so the
// page can say "not given" instead of showing an empty cell.

const text = (v: string | undefined) => (v === undefined || v === "" ? null : v);

function party(p: TRestrictionOrder["data"]["payer"]): TOrderParty {
  return {
    name: text(p?.name),
    account: text(p?.account),
    bic: text(p?.bic),
    id: text(p?.id),
    memberCode: text(p?.member_code),
  };
}

export function toOrderRow(o: TRestrictionOrder, decision: TDecisionRecord | null): TOrderRow {
  return {
    docId: o.header.doc_id,
    date: text(o.header.date ?? undefined),
    type: text(o.header.type ?? undefined),
    referenceDocId: text(o.header.reference_doc_id),
    status: o.data.status,
    amount: o.data.amount ?? null,
    currency: text(o.data.currency ?? undefined),
    payer: party(o.data.payer),
    payee: party(o.data.payee),
    decision,
  };
}

const KNOWN_DATA = new Set([
  "status",
  "amount",
  "currency",
  "fr_dspstn_amnt",
  "fr_dspstn_cmmnt",
  "payer",
  "payee",
  "remittance_information",
]);

export function toOrderDetail(o: TRestrictionOrder, decision: TDecisionRecord | null): TOrderDetail {
  const r = o.data.remittance_information;
  const remittance: TRemittance | null = r
    ? {
        date: text(r.date),
        executeDate: text(r.execute_date),
        executeId: text(r.execute_id),
        executePid: text(r.execute_pid),
        executeProcessingDate: text(r.execute_processing_date),
        executeReason: text(r.execute_reason),
        executeType: text(r.execute_type),
        id: text(r.id),
      }
    : null;
  const other = Object.fromEntries(Object.entries(o.data).filter(([k]) => !KNOWN_DATA.has(k)));
  return {
    ...toOrderRow(o, decision),
    freeDisposalAmount: o.data.fr_dspstn_amnt ?? null,
    freeDisposalComment: text(o.data.fr_dspstn_cmmnt),
    remittance,
    other,
    fetchedAt: new Date().toISOString(),
  };
}
