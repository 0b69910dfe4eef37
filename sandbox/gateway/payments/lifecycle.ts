import type { TSandboxContext } from "../../context";
import type { TPayment, TPaymentStatusName } from "../../state/model";
import { setPaymentStatus } from "../../state/payments";

// How a payment moves on by itself (docs/platform-interface.md#payment-statuses). Each step waits
// ctx.config.delays.paymentStepMs of sandbox time; a step only fires if the payment is still where the
// previous step left it, so a payment moved meanwhile (cancelled, rejected by a scene) stays put.
//   outbound SCT (and SDD, T2):  [Signed →] Accepted → Completed
//   outbound INST:               [Signed →] Sent to clear → Accepted → Completed
//   outbound SWIFT:              [Signed →] Sent to clear, then Accepted on the correspondent's statement
//   inbound SCT, future settlement date: Accepted, then Completed when the sandbox clock reaches the date

const SIGNABLE = new Set(["SEPA", "INST", "SWIFT"]);

/** Outbound SCT, INST and SWIFT above the tenant's threshold are held for signing while signing is on. */
export function needsSigning(ctx: TSandboxContext, p: TPayment): boolean {
  const { enabled, thresholdMinor } = ctx.features.signing;
  return enabled && p.direction === "OUTBOUND" && SIGNABLE.has(p.method) && p.amount > thresholdMinor;
}

export function isSignable(p: TPayment): boolean {
  return p.direction === "OUTBOUND" && SIGNABLE.has(p.method);
}

function stepsFor(p: TPayment): TPaymentStatusName[] {
  if (p.method === "SWIFT") return ["Sent to clear"];
  if (p.method === "INST") return ["Sent to clear", "Accepted", "Completed"];
  return ["Accepted", "Completed"];
}

function runSteps(ctx: TSandboxContext, p: TPayment, steps: TPaymentStatusName[]) {
  const [next, ...rest] = steps;
  if (!next) return;
  const from = p.status;
  ctx.clock.after(ctx.config.delays.paymentStepMs, () => {
    if (ctx.store.payments.get(p.transaction_id) !== p || p.status !== from) return;
    setPaymentStatus(ctx, p, next);
    runSteps(ctx, p, rest);
  });
}

/** A freshly created outbound payment: held for signing, or on its way. */
export function submitOutbound(ctx: TSandboxContext, p: TPayment): void {
  if (needsSigning(ctx, p)) setPaymentStatus(ctx, p, "To sign");
  else runSteps(ctx, p, stepsFor(p));
}

/** The required approvals are in: Signed at once, then the method's steps. */
export function continueAfterSigning(ctx: TSandboxContext, p: TPayment): void {
  setPaymentStatus(ctx, p, "Signed");
  runSteps(ctx, p, stepsFor(p));
}

/** Inbound SCT with a settlement date: Accepted now, Completed at 00:00 UTC of that date. */
export function settleInbound(ctx: TSandboxContext, p: TPayment, settlementDate: string): void {
  const due = Date.parse(`${settlementDate}T00:00:00Z`);
  if (due <= ctx.clock.now()) {
    setPaymentStatus(ctx, p, "Completed");
    return;
  }
  setPaymentStatus(ctx, p, "Accepted");
  ctx.clock.after(due - ctx.clock.now(), () => {
    if (ctx.store.payments.get(p.transaction_id) === p && p.status === "Accepted")
      setPaymentStatus(ctx, p, "Completed");
  });
}

/** The correspondent bank's statement confirms the debit of an outbound SWIFT payment or return. */
export function confirmByStatement(ctx: TSandboxContext, p: TPayment): boolean {
  if (p.method !== "SWIFT" || p.direction !== "OUTBOUND" || p.status !== "Sent to clear") return false;
  setPaymentStatus(ctx, p, "Accepted");
  return true;
}
