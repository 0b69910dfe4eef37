import "server-only";
import type { TPayment } from "@/lib/domain/payments/payments";
import type { TV2Item, TV3Summary } from "./schemas";

// Wire → one payment shape. v2 carries everything; the v3 summary is compact (no BICs, no status name), so
// those are null for v3 rows unless the caller fills the status name from the status list.

export function fromV3(s: TV3Summary): TPayment {
  return {
    id: s.id,
    uetr: s.uetr ?? null,
    endToEndId: s.endToEndId ?? null,
    direction: s.direction,
    method: s.method ?? null,
    type: s.type,
    typeId: s.typeId ?? null,
    status: s.status,
    statusName: null,
    statusId: s.statusId ?? null,
    amount: s.amount,
    currency: s.currency,
    debtorName: s.debtorName ?? null,
    debtorAccount: s.debtorAccount ?? null,
    debtorBic: null,
    creditorName: s.creditorName ?? null,
    creditorAccount: s.creditorAccount ?? null,
    creditorBic: null,
    settlementDate: s.settlementDate ?? null,
    parentId: s.parentId ?? null,
    createdAt: s.createdAt ?? null,
    updatedAt: s.updatedAt ?? null,
  };
}

export function fromV2(i: TV2Item): TPayment {
  return {
    id: i.transaction_id,
    uetr: i.uetr ?? null,
    endToEndId: i.end_to_end_id ?? null,
    direction: i.direction,
    method: i.method ?? null,
    type: i.type,
    typeId: i.type_id,
    status: i.status_hardvalue,
    statusName: i.status,
    statusId: null,
    amount: i.amount,
    currency: i.currency_isocode_alphabetic,
    debtorName: i.debtor_name ?? null,
    debtorAccount: i.debtor_account ?? null,
    debtorBic: i.debtor_bank_bic ?? null,
    creditorName: i.creditor_name ?? null,
    creditorAccount: i.creditor_account ?? null,
    creditorBic: i.creditor_bank_bic ?? null,
    settlementDate: i.settlement_date ?? null,
    parentId: i.parent_trx_id ?? null,
    createdAt: i.datetime ?? null,
    updatedAt: i.updated_at ?? null,
  };
}
