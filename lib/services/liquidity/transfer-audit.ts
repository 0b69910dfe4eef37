import "server-only";
import { recordAttempt, recordAudit } from "@/lib/db/audit";
import type { TIntentRequest } from "@/lib/db/liquidity-intents";
import type { ProviderError } from "@/lib/errors/provider-error";
import type { TReadBack } from "@/lib/domain/liquidity/transfer-outcome";
import type { TActor } from "../actor";

// One audit row per thing a person did with a liquidity transfer: a send (the first, or an explicit one
// after a read-back: detail.resend), "look again", and "this is my transfer". Each names the intent, what
// was asked, whether the platform was called, and what the read-back showed.

export type TTransferAuditAction =
  "liquidity.transfer" | "liquidity.transfer.look_again" | "liquidity.transfer.confirm_found";

export type TTransferAudit = {
  action: TTransferAuditAction;
  outcome: "success" | "failure";
  actor: TActor;
  requestId: string;
  request: TIntentRequest;
  transferId?: number | null;
  err?: ProviderError | null;
  readBack?: TReadBack | null;
  detail: Record<string, unknown>;
  /** The send's 'attempted' row (recordTransferAttempt), written before the POST. */
  attemptId?: bigint | null;
};

/** What an audit row keeps of a read-back: enough to say later what the person was shown. */
export const readBackSummary = (rb: TReadBack) => ({
  status: rb.status,
  complete: rb.complete,
  rowsRead: rb.rowsRead,
  listed: rb.listed,
  from: rb.from,
  to: rb.to,
  candidates: rb.candidates.map((c) => ({
    id: c.transfer.id,
    status: c.transfer.status,
    createdAt: c.transfer.createdAt,
    requestId: c.requestId,
    dismissed: c.dismissed,
  })),
});

/**
 * The 'attempted' row of a send, written before the POST: if the database is lost after the platform
 * answered, this row still names the person, the intent's request id and what was asked (README.md,
 * "Audit trail").
 */
export function recordTransferAttempt(a: {
  actor: TActor;
  requestId: string;
  request: TIntentRequest;
  detail: Record<string, unknown>;
}): Promise<bigint> {
  return recordAttempt({
    action: "liquidity.transfer",
    actor: a.actor.user,
    target: `request:${a.requestId}`,
    requestId: a.actor.requestId,
    ip: a.actor.ip,
    detail: JSON.parse(JSON.stringify({ requestId: a.requestId, ...a.request, ...a.detail })),
  });
}

export function recordTransferAudit(a: TTransferAudit): Promise<void> {
  return recordAudit({
    attemptId: a.attemptId ?? null,
    action: a.action,
    outcome: a.outcome,
    actor: a.actor.user,
    target: typeof a.transferId === "number" ? `transfer:${a.transferId}` : `request:${a.requestId}`,
    requestId: a.actor.requestId,
    ip: a.actor.ip,
    providerStatus: a.err?.status ?? null,
    providerCode: a.err?.code ?? null,
    detail: JSON.parse(
      JSON.stringify({
        requestId: a.requestId,
        ...a.request,
        ...a.detail,
        ...(a.readBack && { readBack: readBackSummary(a.readBack) }),
      }),
    ),
  });
}
