import "server-only";
import { finishSend, type THeldSend, type TIntentRequest } from "@/lib/db/liquidity-intents";
import { isProviderError, type ProviderError } from "@/lib/errors/provider-error";
import { logger } from "@/lib/logger";
import { toMinorNumber } from "@/lib/money";
import type { TNewTransfer, TTransfer } from "@/lib/domain/liquidity/liquidity";
import type { TCreateTransferOutcome, TReadBack } from "@/lib/domain/liquidity/transfer-outcome";
import type { TActor } from "../actor";
import { platform } from "../platform/registry";
import { readBack, readByRequestId } from "./read-back";
import { matchesIntent, readBackWindow, type TReadBackIntent } from "./read-back-match";
import { readBackWording } from "./read-back-wording";
import { readBackSummary, recordTransferAttempt, recordTransferAudit } from "./transfer-audit";
import { transferWording } from "./transfer-wording";

// The one POST of a claimed send, and what it means. Never repeated here: the interface promises no
// idempotency for POST /v1/nostro-accounts/transfers, so a send without an answer is read back (the list,
// checked row by row) and left 'uncertain' for the person to decide (settle-transfer.ts).

export type TSendIntent = { requestId: string; request: TIntentRequest } & THeldSend;

/** Why a send is being made: the person's first, or their explicit resend after a read-back. */
export type TResendNote = { dismissed: number[]; readBack: TReadBack } | null;

export const readBackIntentOf = (i: {
  requestId: string;
  request: TIntentRequest;
  dismissed: number[];
}): TReadBackIntent => ({
  requestId: i.requestId,
  debtorAccount: i.request.debtorAccount,
  creditorAccount: i.request.creditorAccount,
  amountMinor: BigInt(i.request.amountMinor),
  currency: i.request.currency,
  dismissed: i.dismissed,
});

/** The list read back for an intent whose send got no answer, as the form's "uncertain" outcome. */
export async function uncertainOutcome(
  i: { requestId: string; request: TIntentRequest; dismissed: number[]; firstSentAt: Date; sends: number },
  cause: string | null,
): Promise<Extract<TCreateTransferOutcome, { state: "uncertain" }>> {
  const rb = await readBack(readBackIntentOf(i), readBackWindow(i.firstSentAt));
  const amount = { amountMinor: BigInt(i.request.amountMinor), currency: i.request.currency };
  const message = readBackWording(cause, rb, amount);
  return { state: "uncertain", requestId: i.requestId, sends: i.sends, message, readBack: rb };
}

const isDuplicate = (err: unknown): err is ProviderError =>
  isProviderError(err) && err.status === 409 && err.code === "DUPLICATE_REQUEST_ID";

export async function sendClaimed(
  i: TSendIntent,
  actor: TActor,
  resend: TResendNote,
): Promise<TCreateTransferOutcome> {
  const r = i.request;
  const order: TNewTransfer = {
    requestId: i.requestId,
    amountMinor: toMinorNumber(BigInt(r.amountMinor)),
    currency: r.currency,
    debtorAccount: r.debtorAccount,
    creditorAccount: r.creditorAccount,
    transferType: "INTERNAL" as const,
    ...(r.purpose && { purpose: r.purpose }),
  };
  const sendDetail = {
    send: i.sends,
    resend: resend !== null,
    // What the person was shown and said was not theirs before they sent it again.
    ...(resend && { beforeResend: readBackSummary(resend.readBack), dismissed: resend.dismissed }),
  };
  // Before the POST, and awaited: no row, no send.
  const attemptId = await recordTransferAttempt({
    actor,
    requestId: i.requestId,
    request: r,
    detail: sendDetail,
  });
  const audit = (outcome: "success" | "failure", detail: object, extra: object = {}) =>
    recordTransferAudit({
      action: "liquidity.transfer",
      outcome,
      actor,
      requestId: i.requestId,
      request: r,
      attemptId,
      ...extra,
      detail: { platformCalled: true, ...sendDetail, ...detail },
    });
  const created = async (transfer: TTransfer, source: "answer" | "request_id", err: ProviderError | null) => {
    await finishSend(i.requestId, i.sends, {
      state: "created",
      transfer,
      providerStatus: err ? err.status : 201,
      providerCode: err?.code ?? null,
    });
    await audit(
      "success",
      { result: "created", source, status: transfer.status },
      {
        transferId: transfer.id,
        err,
      },
    );
    return { state: "created" as const, transfer, source };
  };

  try {
    const transfer = await platform().gateway.createTransfer(order, {
      requestId: actor.requestId ?? undefined,
    });
    return await created(transfer, "answer", null);
  } catch (err) {
    let cause: string;
    if (isDuplicate(err)) {
      // A platform with request-id idempotency (the sandbox's default) says it has one already. Only a
      // transfer read back under our id with our amount and accounts is ours.
      const listed = await readByRequestId(i.requestId).catch(() => null);
      const ever = { from: new Date(0), to: new Date(8.64e15) };
      const same = listed?.find((t) => matchesIntent(t, readBackIntentOf(i), ever));
      if (same) return await created(same, "request_id", err);
      if (listed?.length) return refused(err, i, audit, { mismatched: listed.map((t) => t.id) });
      cause =
        "The platform says it already holds a transfer under this request id (409 DUPLICATE_REQUEST_ID), " +
        "but none could be read back under it.";
    } else if (isProviderError(err)) {
      const w = transferWording(err);
      if (w.state === "refused") return refused(err, i, audit, {}, w);
      cause = w.message;
    } else {
      // A fault of ours during the call: whether the request went out is not known.
      logger.error({ err, requestId: actor.requestId }, "liquidity transfer failed unexpectedly");
      cause = "Something went wrong on our side while sending.";
    }
    // Recorded before the read-back (which may take a few pages): the send is over, its outcome unknown.
    await finishSend(i.requestId, i.sends, {
      state: "uncertain",
      providerStatus: isProviderError(err) ? err.status : null,
      providerCode: isProviderError(err) ? (err.code ?? null) : null,
      message: cause,
    });
    const out = await uncertainOutcome(i, cause);
    await audit(
      "failure",
      { result: "uncertain", cause },
      { err: isProviderError(err) ? err : null, readBack: out.readBack },
    );
    return out;
  }
}

async function refused(
  err: ProviderError,
  i: TSendIntent,
  audit: (o: "failure", detail: object, extra: object) => Promise<void>,
  detail: object,
  words = transferWording(err),
): Promise<TCreateTransferOutcome> {
  await finishSend(i.requestId, i.sends, {
    state: "refused",
    providerStatus: err.status,
    providerCode: err.code ?? null,
    message: words.message,
  });
  await audit("failure", { result: "refused", message: words.message, ...detail }, { err });
  return {
    state: "refused",
    message: words.message,
    providerCode: err.code ?? null,
    fieldErrors: words.fieldErrors,
  };
}
