import type { TSandboxContext } from "../context";
import { statusByName, typeByName, type TPaymentTypeName } from "./catalog";
import type { TDirection, TPayment, TPaymentStatusName, TScheme } from "./model";

// Creating payments and moving their status: shared by the gateway's payment routes, cancellations
// (returns), instant confirmations, the control API and traffic. Every status change emits an event; the
// webhook sender decides which become notifications (provider-api.md, Events → Kinds).

export type TNewPayment = {
  direction: TDirection;
  method: TScheme;
  amount: number;
  currency?: string;
  type?: TPaymentTypeName;
  status?: TPaymentStatusName;
  debtorName?: string;
  debtorAccount?: string;
  debtorBic?: string;
  creditorName?: string;
  creditorAccount?: string;
  creditorBic?: string;
  endToEndId?: string;
  uetr?: string;
  metadata?: string[];
  settlementDate?: string;
  parentTrxId?: number;
  parentTrxAmount?: number;
  purpose?: string;
  /** Unstructured remittance information (trx_purpose_information). */
  purposeInformation?: string;
  createdByClient?: string | null;
  channel?: "api" | "web";
  channelBic?: string;
  compensationAmount?: number;
  unaccountedTaxAmount?: number;
  originReasonCode?: string;
  originReasonInfo?: string;
  /** Backdates the payment (seed data, scenes); default: the sandbox clock's now. */
  createdAt?: string;
  /** Seed data: no status events, so first start does not queue a webhook per seeded payment. */
  silent?: boolean;
};

export function createPayment(ctx: TSandboxContext, init: TNewPayment): TPayment {
  const id = ctx.store.nextId("payment");
  const now = init.createdAt ?? ctx.clock.nowIso();
  const status = statusByName(init.status ?? "Created");
  const type = typeByName(init.type ?? "Payment");
  const payment: TPayment = {
    transaction_id: id,
    amount: init.amount,
    currency_isocode_alphabetic: init.currency ?? "EUR",
    direction: init.direction,
    sepa_msg_id: `MSG${String(ctx.store.nextId("message")).padStart(10, "0")}`,
    status: status.name,
    status_hardvalue: status.hardvalue,
    type: type.name,
    type_id: type.id,
    datetime: now,
    updated_at: now,
    method: init.method,
    ...(init.metadata && { metadata: init.metadata }),
    ...(init.debtorName && { debtor_name: init.debtorName }),
    ...(init.debtorAccount && { debtor_account: init.debtorAccount }),
    ...(init.debtorBic && { debtor_bank_bic: init.debtorBic }),
    ...(init.creditorName && { creditor_name: init.creditorName }),
    ...(init.creditorAccount && { creditor_account: init.creditorAccount }),
    ...(init.creditorBic && { creditor_bank_bic: init.creditorBic }),
    end_to_end_id: init.endToEndId ?? `E2E${id}`,
    ...(init.uetr && { uetr: init.uetr }),
    ...(init.settlementDate && { settlement_date: init.settlementDate }),
    ...(init.parentTrxId !== undefined && {
      parent_trx_id: init.parentTrxId,
      parent_trx_amt: init.parentTrxAmount,
    }),
    ...(init.purpose && { trx_purpose: init.purpose }),
    ...(init.purposeInformation && { trx_purpose_information: init.purposeInformation }),
    ...(init.compensationAmount !== undefined && { compensation_amount: init.compensationAmount }),
    ...(init.unaccountedTaxAmount !== undefined && { unaccounted_tax_amt: init.unaccountedTaxAmount }),
    ...(init.originReasonCode && { origin_reason_code: init.originReasonCode }),
    ...(init.originReasonInfo && { origin_reason_info: init.originReasonInfo }),
    internal: {
      createdByClient: init.createdByClient ?? null,
      channel: init.channel ?? "api",
      approvals: [],
      ...(init.channelBic && { channelBic: init.channelBic }),
    },
  };
  ctx.store.payments.set(id, payment);
  if (!init.silent) emitStatus(ctx, payment);
  return payment;
}

export function setPaymentStatus(ctx: TSandboxContext, payment: TPayment, name: TPaymentStatusName): void {
  if (payment.status === name) return;
  const status = statusByName(name);
  payment.status = status.name;
  payment.status_hardvalue = status.hardvalue;
  payment.updated_at = ctx.clock.nowIso();
  emitStatus(ctx, payment);
}

function emitStatus(ctx: TSandboxContext, payment: TPayment) {
  const at = payment.updated_at;
  if (payment.status === "Pending confirmation")
    ctx.events.emit({ kind: "payment.pending_confirmation", payment, at });
  else ctx.events.emit({ kind: "payment.status", payment, at });
}
