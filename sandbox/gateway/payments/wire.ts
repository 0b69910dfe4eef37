import type { TPayment } from "../../state/model";
import { statusByName } from "../../state/catalog";

// What the gateway shows of a payment record: the v2 search item is the record without `internal`;
// the v3 summary is a compact camelCase view (docs/platform-interface.md#payment-search shows only `id` and
// `uetr`; the rest of its fields are the sandbox's choice, listed in docs/platform.md#assumptions-payments).

export type TV2Item = Omit<TPayment, "internal">;

export function toV2Item(payment: TPayment): TV2Item {
  const { internal: _internal, ...item } = payment;
  return item;
}

export type TV3Summary = {
  id: number;
  uetr: string | null;
  endToEndId: string | null;
  direction: TPayment["direction"];
  method: TPayment["method"];
  type: string;
  typeId: number;
  status: string;
  statusId: number;
  amount: number;
  currency: string;
  debtorName: string | null;
  debtorAccount: string | null;
  creditorName: string | null;
  creditorAccount: string | null;
  settlementDate: string | null;
  parentId: number | null;
  createdAt: string;
  updatedAt: string;
};

export function toV3Summary(p: TPayment): TV3Summary {
  return {
    id: p.transaction_id,
    uetr: p.uetr ?? null,
    endToEndId: p.end_to_end_id ?? null,
    direction: p.direction,
    method: p.method,
    type: p.type,
    typeId: p.type_id,
    status: p.status_hardvalue,
    statusId: statusByName(p.status).id,
    amount: p.amount,
    currency: p.currency_isocode_alphabetic,
    debtorName: p.debtor_name ?? null,
    debtorAccount: p.debtor_account ?? null,
    creditorName: p.creditor_name ?? null,
    creditorAccount: p.creditor_account ?? null,
    settlementDate: p.settlement_date ?? null,
    parentId: p.parent_trx_id ?? null,
    createdAt: p.datetime,
    updatedAt: p.updated_at,
  };
}
