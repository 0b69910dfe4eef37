import type { TSandboxContext } from "../../context";
import type { TPaymentStatusName } from "../../state/model";
import { createPayment } from "../../state/payments";
import { SANDBOX_CUSTOMER_CODE } from "../payments/parties";
import { TIMEOUT_REASON, type TConfirmation } from "./confirmation";

// Decided inbound Instant payments for a first start: answered by the client (accepted, rejected) and
// decided by the platform's fallback. None is left pending — its 5-second window would close at once.

const SENDERS = [
  { name: "Instant Sender SARL", account: "FR1420041010050500013M02606", bic: "BNPAFRPPXXX" },
  { name: "Snelle Betaling BV", account: "NL02ABNA0123456789", bic: "ABNANL2AXXX" },
  { name: "Rapido Servizi SpA", account: "IT60X0542811101000000123456", bic: "BPMOIT22XXX" },
];

const ROWS: { status: TPaymentStatusName; confirmation: TConfirmation }[] = [
  { status: "Completed", confirmation: { decision: "ACCEPT", by: "response" } },
  { status: "Completed", confirmation: { decision: "ACCEPT", by: "response" } },
  { status: "Rejected", confirmation: { decision: "REJECT", by: "response", reasonCode: "AC04" } },
  { status: "Rejected", confirmation: { decision: "REJECT", by: "fallback", reasonCode: TIMEOUT_REASON } },
];

export function seedInstant(ctx: TSandboxContext): void {
  for (const row of ROWS) {
    const at = new Date(ctx.clock.now() - ctx.rng.int(600, 172_800) * 1000).toISOString();
    const sender = ctx.rng.pick(SENDERS);
    const payment = createPayment(ctx, {
      direction: "INBOUND",
      method: "INST",
      amount: ctx.rng.int(1, 5_000) * 100,
      status: row.status,
      debtorName: sender.name,
      debtorAccount: sender.account,
      debtorBic: sender.bic,
      creditorName: "Sandbox Customer GmbH",
      creditorAccount: "DE89370400440532013000",
      creditorBic: "SANDDEFFXXX",
      settlementDate: at.slice(0, 10),
      channelBic: "SANDBEB2XXX",
      creditorCode: SANDBOX_CUSTOMER_CODE,
      createdAt: at,
      silent: true,
    });
    payment.internal.confirmation = { ...row.confirmation, at };
    if (row.confirmation.reasonCode) payment.origin_reason_code = row.confirmation.reasonCode;
  }
}
