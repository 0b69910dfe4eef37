import type { TSandboxContext } from "../context";
import { statusByName, typeByName, type TPaymentTypeName } from "./catalog";
import { bankNameOf } from "./banks";
import type { TAccountOther, TDirection, TPayment, TPaymentStatusName, TScheme } from "./model";

// Creating payments and moving their status: shared by the gateway's payment routes, cancellations
// (returns), instant confirmations, the control API and traffic. Every status change emits an event; the
// webhook sender decides which become notifications (docs/platform-interface.md#webhook-kinds).

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
  /** Identification codes of the parties (company or personal code). */
  debtorCode?: string;
  creditorCode?: string;
  /** Return charges kept by the returning bank (a Payment return's fee). */
  returnCharges?: number;
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
    ...(init.debtorCode && { debtor_code: init.debtorCode }),
    ...(init.creditorCode && { creditor_code: init.creditorCode }),
    ...derivedFields(id, now, init),
    end_to_end_id: init.endToEndId ?? `E2E${id}`,
    ...(init.uetr && { uetr: init.uetr }),
    ...(init.settlementDate && { settlement_date: init.settlementDate }),
    ...(init.returnCharges && { rtrn_chrgs_amt: init.returnCharges }),
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
  ctx.store.addPayment(payment);
  if (!init.silent) emitStatus(ctx, payment);
  return payment;
}

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** A non-IBAN account travels as ISO 20022 Othr: its id, the issuing bank, scheme BBAN. */
function accountOther(account: string | undefined, bic: string | undefined): TAccountOther | undefined {
  if (!account || IBAN_SHAPE.test(account)) return undefined;
  return { id: account, issuer: bic?.slice(0, 8) ?? "", scheme_name_code: "BBAN" };
}

/** Fields the platform derives from the message itself rather than from the creator's input. */
function derivedFields(id: number, createdAt: string, init: TNewPayment): Partial<TPayment> {
  const debtorOther = accountOther(init.debtorAccount, init.debtorBic);
  const creditorOther = accountOther(init.creditorAccount, init.creditorBic);
  const originName = init.direction === "INBOUND" ? bankNameOf(init.debtorBic) : undefined;
  const party = (name?: string, account?: string, bic?: string) => ({
    account: account ?? "",
    bic: bic ?? "",
    name: name ?? "",
  });
  return {
    ...(debtorOther && { debtor_account_other: debtorOther }),
    ...(creditorOther && { creditor_account_other: creditorOther }),
    // The instructing bank of an inbound payment is the debtor's bank in the sandbox (no intermediaries).
    ...(init.direction === "INBOUND" && init.debtorBic && { origin_bic: init.debtorBic }),
    ...(originName && { origin_name: originName }),
    // The pacs.008/003 TxId: only messages of the SEPA schemes carry one.
    ...((init.method === "SEPA" || init.method === "INST" || init.method === "SDD") && {
      sepa_trx_id: `TX${createdAt.slice(0, 10).replaceAll("-", "")}${String(id).padStart(10, "0")}`,
    }),
    ...(init.type === "Adjustment" && {
      adjustment_display_parties: {
        creditor: party(init.creditorName, init.creditorAccount, init.creditorBic),
        debtor: party(init.debtorName, init.debtorAccount, init.debtorBic),
      },
    }),
  };
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
