import "server-only";
import { createHash } from "node:crypto";
import { recordAttempt, recordAudit } from "@/lib/db/audit";
import { claimLedgerWrite, finishLedgerWrite, type TLedgerWriteKind } from "@/lib/db/ledger-writes";
import { isProviderError, type TFieldError } from "@/lib/errors/provider-error";
import type { TLedgerAcceptance } from "@/lib/domain/ledger/acceptance";
import type { TActor } from "../actor";

// One ledger write (post a transaction, close an account) for one user intent. The intent key is made
// once by the browser when the form or dialog opens and sent with every attempt; it is the ledger's
// Idempotency-Key, so however often the person (or a retry after a timeout) sends it, the ledger queues
// the work once and replays the first 202. Every attempt is audited, replays included: a send writes its
// 'attempted' row before the ledger is called, so a database lost after the ledger's answer still leaves a
// row naming who sent what under which key (README.md, "Audit trail").

export type TLedgerWriteOutcome =
  | { state: "accepted"; correlationId: string; replay: boolean }
  /** The ledger said no (4xx): nothing was queued, the same intent may be sent again after a change. */
  | {
      state: "refused";
      providerStatus: number | null;
      providerCode: string | null;
      message: string;
      fieldErrors: TFieldError[];
    }
  /** No answer (timeout, connection, 5xx): it may have been queued; sending again with the key is safe. */
  | { state: "unknown"; message: string }
  /** The key was used for another request (or by another user): a new intent needs a new form. */
  | { state: "other_request"; message: string };

export type TLedgerWrite = {
  kind: TLedgerWriteKind;
  intentKey: string;
  /** The account id of a close; the referenceId of a transaction. */
  target: string;
  /** What is sent (the transaction body; `{accountId}` for a close): hashed to tell requests apart. */
  request: object;
  /** The audit action, e.g. ledger.close_account. */
  action: string;
  send: (idempotencyKey: string, requestId: string | undefined) => Promise<TLedgerAcceptance>;
};

export const UNKNOWN_MESSAGE =
  "The ledger did not answer, so it may or may not have queued this. Send it again: the same request " +
  "carries the same Idempotency-Key, so the ledger queues it at most once.";

const OTHER_REQUEST_MESSAGE =
  "This form was already used for a different request. Reload the page to start a new one; nothing was sent.";

/** Stable JSON: object keys sorted, so the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export async function sendLedgerWrite(w: TLedgerWrite, actor: TActor): Promise<TLedgerWriteOutcome> {
  const requestSha256 = createHash("sha256").update(canonicalJson(w.request)).digest("hex");
  const claim = await claimLedgerWrite({
    intentKey: w.intentKey,
    kind: w.kind,
    user: actor.user,
    target: w.target,
    requestSha256,
    request: w.request,
  });

  const target = w.kind === "close" ? `ledger-account:${w.target}` : `ledger-transaction-ref:${w.target}`;
  let outcome: TLedgerWriteOutcome;
  let platformCalled = false;
  let attemptId: bigint | null = null;
  if (!claim.claimed) {
    outcome =
      claim.reason === "accepted" && claim.row.requestSha256 === requestSha256
        ? { state: "accepted", correlationId: claim.row.correlationId ?? "", replay: true }
        : { state: "other_request", message: OTHER_REQUEST_MESSAGE };
  } else {
    attemptId = await recordAttempt({
      action: w.action,
      actor: actor.user,
      target,
      requestId: actor.requestId,
      ip: actor.ip,
      // What is sent, as JSON (the request is a plain object: the transaction body or `{accountId}`).
      detail: JSON.parse(
        JSON.stringify({
          intentKey: w.intentKey,
          attempt: claim.attempts,
          requestSha256,
          request: w.request,
        }),
      ),
    });
    platformCalled = true;
    outcome = await attempt(w, actor);
    await finishLedgerWrite(
      w.intentKey,
      outcome.state === "accepted"
        ? { state: "accepted", correlationId: outcome.correlationId }
        : outcome.state === "refused"
          ? { ...outcome, state: "refused" }
          : outcome.state === "other_request" // the ledger's 422: nothing was queued
            ? { state: "refused", providerStatus: 422, providerCode: null, message: outcome.message }
            : { state: "unknown", providerStatus: null, providerCode: null, message: outcome.message },
    );
  }

  await recordAudit({
    action: w.action,
    outcome: outcome.state === "accepted" ? "success" : "failure",
    actor: actor.user,
    target,
    requestId: actor.requestId,
    attemptId,
    ip: actor.ip,
    providerStatus:
      outcome.state === "accepted" ? 202 : outcome.state === "refused" ? outcome.providerStatus : null,
    providerCode: outcome.state === "refused" ? outcome.providerCode : null,
    detail: {
      intentKey: w.intentKey,
      state: outcome.state,
      platformCalled,
      ...(outcome.state === "accepted"
        ? { correlationId: outcome.correlationId, replay: outcome.replay }
        : {}),
      ...(outcome.state === "refused"
        ? { fieldErrors: outcome.fieldErrors.map((f) => ({ field: f.field, message: f.message })) }
        : {}),
    },
  });
  return outcome;
}

async function attempt(w: TLedgerWrite, actor: TActor): Promise<TLedgerWriteOutcome> {
  try {
    const accepted = await w.send(w.intentKey, actor.requestId ?? undefined);
    return { state: "accepted", correlationId: accepted.correlationId, replay: false };
  } catch (err) {
    if (!isProviderError(err)) throw err;
    if (err.kind === "http" && err.status !== null && err.status >= 400 && err.status < 500) {
      // 422: the ledger holds this key for another request: our check above makes that a bug, but the
      // ledger's word wins and nothing was queued.
      if (err.status === 422) return { state: "other_request", message: OTHER_REQUEST_MESSAGE };
      return {
        state: "refused",
        providerStatus: err.status,
        providerCode: err.code ?? null,
        message: err.problem?.detail ?? err.platformMessage ?? err.problem?.title ?? "The ledger refused it.",
        fieldErrors: err.fieldErrors,
      };
    }
    return { state: "unknown", message: UNKNOWN_MESSAGE };
  }
}
