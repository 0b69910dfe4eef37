import "server-only";
import type {
  TOrderParty,
  TRemittance,
  TRestrictionOrder,
  TRestrictionOrdersPage,
} from "@/lib/domain/restriction-orders/types";
import type { TOrdersPage, TWireOrder } from "./schemas";

// Wire → domain: the platform's snake_case orders become TRestrictionOrder. Absent optional fields become
// null, never "", so the page can say "not given" instead of showing an empty cell.

const text = (v: string | null | undefined) => (v === undefined || v === null || v === "" ? null : v);

function party(p: TWireOrder["data"]["payer"]): TOrderParty {
  return {
    name: text(p?.name),
    account: text(p?.account),
    bic: text(p?.bic),
    id: text(p?.id),
    memberCode: text(p?.member_code),
  };
}

function remittance(r: TWireOrder["data"]["remittance_information"]): TRemittance | null {
  if (!r) return null;
  return {
    date: text(r.date),
    executeDate: text(r.execute_date),
    executeId: text(r.execute_id),
    executePid: text(r.execute_pid),
    executeProcessingDate: text(r.execute_processing_date),
    executeReason: text(r.execute_reason),
    executeType: text(r.execute_type),
    id: text(r.id),
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

export function toOrder(o: TWireOrder): TRestrictionOrder {
  return {
    docId: o.header.doc_id,
    date: text(o.header.date),
    type: text(o.header.type),
    referenceDocId: text(o.header.reference_doc_id),
    status: o.data.status,
    amount: o.data.amount ?? null,
    currency: text(o.data.currency),
    payer: party(o.data.payer),
    payee: party(o.data.payee),
    freeDisposalAmount: o.data.fr_dspstn_amnt ?? null,
    freeDisposalComment: text(o.data.fr_dspstn_cmmnt),
    remittance: remittance(o.data.remittance_information),
    other: Object.fromEntries(Object.entries(o.data).filter(([k]) => !KNOWN_DATA.has(k))),
  };
}

export function toOrdersPage(p: TOrdersPage): TRestrictionOrdersPage {
  return {
    orders: p.orders.map(toOrder),
    isLastPage: p.metadata.is_last_page,
    pageNumber: p.metadata.page_number,
    pageSize: p.metadata.page_size,
    totalItems: p.metadata.total_items,
  };
}
