import type { TSandboxContext } from "../../context";
import type { TCancellationStatus, TScheme } from "../../state/model";
import { createPayment } from "../../state/payments";
import { SANDBOX_CUSTOMER_CODE } from "../payments/parties";
import { DEFAULT_CHANNEL_BIC, uuidFrom } from "./control";
import { createCancellation, createReturn } from "./lifecycle";

// A small, deterministic set of cancellation requests for a first start: inbound ones waiting for an answer
// in each answerable scheme (SEPA, INST, SWIFT through v3; SDD through v1), finished ones of both outcomes,
// and outbound requests before and after their return. Silent: no webhooks are queued for seed data.

const BANKS = [
  { name: "Banque Exemple SA", account: "FR7630006000011234567890189", bic: "BEXAFRPPXXX" },
  { name: "Voorbeeld Bank NV", account: "NL91ABNA0417164300", bic: "ABNANL2AXXX" },
  { name: "Beispiel Handels AG", account: "DE44500105175407324931", bic: "INGDDEFFXXX" },
  { name: "Ejemplo Import SL", account: "ES9121000418450200051332", bic: "CAIXESBBXXX" },
];
const OURS = { name: "Sandbox Customer GmbH", account: "DE89370400440532013000", bic: "SANDDEFFXXX" };

type TRow = {
  scheme: TScheme;
  direction: "INBOUND" | "OUTBOUND";
  status: TCancellationStatus;
  reason: string;
  daysAgo: number;
};

const ROWS: TRow[] = [
  { scheme: "SEPA", direction: "INBOUND", status: "CANCELLATION_IN_PROGRESS", reason: "DUPL", daysAgo: 1 },
  { scheme: "INST", direction: "INBOUND", status: "CANCELLATION_IN_PROGRESS", reason: "FRAD", daysAgo: 0 },
  { scheme: "SWIFT", direction: "INBOUND", status: "CANCELLATION_IN_PROGRESS", reason: "CUST", daysAgo: 2 },
  { scheme: "SDD", direction: "INBOUND", status: "CANCELLATION_IN_PROGRESS", reason: "AM05", daysAgo: 1 },
  { scheme: "SEPA", direction: "INBOUND", status: "PAYMENT_RETURNED", reason: "TECH", daysAgo: 6 },
  { scheme: "SWIFT", direction: "INBOUND", status: "CANCELLATION_REFUSED", reason: "FRAD", daysAgo: 9 },
  { scheme: "SEPA", direction: "OUTBOUND", status: "CANCELLATION_CREATED", reason: "DUPL", daysAgo: 0 },
  { scheme: "INST", direction: "OUTBOUND", status: "PAYMENT_RETURNED", reason: "CUST", daysAgo: 4 },
];

export function seedCancellations(ctx: TSandboxContext): void {
  for (const row of ROWS) {
    const at = new Date(
      ctx.clock.now() - row.daysAgo * 86_400_000 - ctx.rng.int(0, 36_000_000),
    ).toISOString();
    const bank = ctx.rng.pick(BANKS);
    const [debtor, creditor] = row.direction === "INBOUND" ? [bank, OURS] : [OURS, bank];
    const payment = createPayment(ctx, {
      direction: row.direction,
      method: row.scheme,
      amount: ctx.rng.int(50, 25_000) * 100,
      status: "Completed",
      debtorName: debtor.name,
      debtorAccount: debtor.account,
      debtorBic: debtor.bic,
      debtorCode: debtor === OURS ? SANDBOX_CUSTOMER_CODE : undefined,
      creditorCode: creditor === OURS ? SANDBOX_CUSTOMER_CODE : undefined,
      creditorName: creditor.name,
      creditorAccount: creditor.account,
      creditorBic: creditor.bic,
      uetr: row.scheme === "SWIFT" ? uuidFrom(ctx) : undefined,
      settlementDate: at.slice(0, 10),
      channelBic: DEFAULT_CHANNEL_BIC,
      createdAt: at,
      silent: true,
    });
    const start = row.direction === "INBOUND" ? "CANCELLATION_IN_PROGRESS" : "CANCELLATION_CREATED";
    const c = createCancellation(ctx, {
      direction: row.direction,
      status: start,
      reason: row.reason,
      schema: row.scheme,
      transactionId: payment.transaction_id,
      createdAt: at,
      silent: true,
    });
    if (row.status === start) continue;
    if (row.status === "PAYMENT_RETURNED")
      c.returnTransactionId = createReturn(ctx, payment, 0, "Completed", true).transaction_id;
    if (row.status === "CANCELLATION_REFUSED") {
      Object.assign(c, {
        rejectionReason: "CUST",
        rejectionAdditionalReason: "Beneficiary does not agree to return the funds",
        rejectionSepaMessageId: `MSG${ctx.rng.digits(10)}`,
      });
    }
    const middle = row.status === "PAYMENT_RETURNED" ? "RETURNING" : "REFUSING";
    if (row.direction === "INBOUND") c.internal.history.push({ status: middle, at });
    c.internal.history.push({ status: row.status, at });
    c.status = row.status;
  }
}
