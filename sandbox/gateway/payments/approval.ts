import type { TSandboxContext } from "../../context";
import { envelopeError } from "../../http/errors";
import type { TPayment } from "../../state/model";
import { continueAfterSigning, isSignable } from "./lifecycle";

// PATCH /v1/transactions/{id}:approve, its rules in order (docs/platform-interface.md#approval and
// docs/platform-interface.md#approval-separation). The interface shows neither codes nor statuses for
// approval errors: the sandbox's choices are in docs/platform.md#assumptions-payments. Each rule is checked
// only when the ones before it pass.

export type TApprovalResult = {
  signatureId: number;
  signatureWeight: number;
  signedAt: string;
  signer: string;
  transactionId: number;
};

/** Every signature weighs 1: the tenant needs `signing.requiredApprovals` of them. */
const SIGNATURE_WEIGHT = 1;

export function approvePayment(ctx: TSandboxContext, id: number, clientId: string): TApprovalResult {
  const p = ctx.store.payments.get(id);
  if (!p) throw envelopeError(404, "TRANSACTION_NOT_FOUND", `Transaction ${id} not found`);
  // 1. Signing is a tenant feature.
  if (!ctx.features.signing.enabled)
    throw envelopeError(403, "SIGNING_DISABLED", "Transaction signing is not enabled for the tenant");
  // 2. Only outbound SCT, SCT Inst and SWIFT payments are ever held for signing.
  if (!isSignable(p))
    throw envelopeError(
      400,
      "UNSUPPORTED_PAYMENT_METHOD",
      `${p.direction} ${p.method} payments are not signed`,
    );
  // 3. Only a payment in TO_SIGN can be approved.
  if (p.status !== "To sign")
    throw envelopeError(
      400,
      "ILLEGAL_TRANSACTION_STATUS",
      `Transaction is ${p.status_hardvalue}, not TO_SIGN`,
    );
  // 4. Approval separation: never the API client that created it.
  if (p.internal.createdByClient === clientId)
    throw envelopeError(
      403,
      "SAME_CLIENT_APPROVAL",
      "A transaction must be approved by another API client than the one that created it",
    );
  // 5. The API client must hold the approval permission.
  if (!ctx.config.clients.find((c) => c.id === clientId)?.canApprove)
    throw envelopeError(403, "APPROVAL_PERMISSION_MISSING", "The API client may not approve transactions");
  // 6. API approval: off → nothing is approved through the API; on → only API-created payments are.
  if (!ctx.features.apiApproval)
    throw envelopeError(
      403,
      "API_APPROVAL_DISABLED",
      "Approval through the API is not enabled for the tenant",
    );
  if (p.internal.channel === "web")
    throw envelopeError(
      403,
      "API_APPROVAL_NOT_ALLOWED",
      "Payments created in the web interface are approved in the web interface",
    );
  // A client's second signature would not count again.
  if (p.internal.approvals.some((a) => a.signer === clientId))
    throw envelopeError(409, "ALREADY_APPROVED", "This API client has already approved the transaction");
  return sign(ctx, p, clientId);
}

/** Records one signature; the last required one moves the payment on. Also used by the web-signature scene. */
export function sign(ctx: TSandboxContext, p: TPayment, signer: string): TApprovalResult {
  const signature = {
    signatureId: ctx.store.nextId("signature"),
    signer,
    signatureWeight: SIGNATURE_WEIGHT,
    signedAt: ctx.clock.nowIso(),
  };
  p.internal.approvals.push(signature);
  const weight = p.internal.approvals.reduce((sum, a) => sum + a.signatureWeight, 0);
  if (weight >= ctx.features.signing.requiredApprovals) continueAfterSigning(ctx, p);
  return { ...signature, transactionId: p.transaction_id };
}
