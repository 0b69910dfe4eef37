import "server-only";
import {
  addDismissed,
  claimResend,
  findIntent,
  isUnsettled,
  settleAsFound,
  type TIntent,
} from "@/lib/db/liquidity-intents";
import { AppError } from "@/lib/errors/app-error";
import type { TCreateTransferOutcome, TSettleTransferInput } from "@/lib/domain/liquidity/transfer-outcome";
import type { TActor } from "../actor";
import { STALE_FACTOR } from "./create-transfer";
import { platform } from "../platform/registry";
import { sendClaimed, uncertainOutcome } from "./send-transfer";
import { recordTransferAudit, type TTransferAuditAction } from "./transfer-audit";

// The person's decision about a transfer whose send got no answer, each made on a fresh read-back of the
// platform's list: "look again" (it may be listed a moment later), "this is my transfer" (one of the
// listed candidates: recorded, the form shows it as made), or "send it again" (an explicit new POST,
// allowed only when the list was read and shows nothing the person has not already said is not theirs).

export async function settleTransfer(
  input: TSettleTransferInput,
  actor: TActor,
): Promise<TCreateTransferOutcome> {
  const found = await findIntent(input.requestId);
  if (!found) throw new AppError("not_found", "Countersign has sent no transfer with this request id.");
  const intent = { ...found, dismissed: found.dismissed.map(Number) };
  const action: TTransferAuditAction =
    input.choice === "mine"
      ? "liquidity.transfer.confirm_found"
      : input.choice === "resend"
        ? "liquidity.transfer"
        : "liquidity.transfer.look_again";
  const audit = (outcome: "success" | "failure", detail: object, extra: object = {}) =>
    recordTransferAudit({
      action,
      outcome,
      actor,
      requestId: intent.requestId,
      request: intent.request,
      detail: { choice: input.choice, platformCalled: false, ...detail },
      ...extra,
    });

  const settled = settledOutcome(found, STALE_FACTOR * platform().timeoutMs);
  if (settled) {
    await audit("failure", { result: `already_${settled.state}` });
    return settled;
  }
  const look = await uncertainOutcome(intent, intent.message);
  const rb = look.readBack;

  if (input.choice === "look_again") {
    await audit(rb.status === "done" ? "success" : "failure", { result: "uncertain" }, { readBack: rb });
    return look;
  }

  if (input.choice === "mine") {
    const chosen = rb.candidates.find((c) => c.transfer.id === input.transferId);
    if (!chosen) {
      await audit("failure", { result: "not_a_candidate", transferId: input.transferId }, { readBack: rb });
      return {
        ...look,
        message:
          `Transfer ${input.transferId} is not among the transfers the platform lists now that match this ` +
          `one, so nothing was recorded. ${look.message}`,
      };
    }
    if (!(await settleAsFound(intent.requestId, chosen.transfer, STALE_FACTOR * platform().timeoutMs))) {
      await audit("failure", { result: "overtaken", transferId: chosen.transfer.id }, { readBack: rb });
      return settledNow(intent.requestId);
    }
    await audit(
      "success",
      { result: "created", source: "confirmed", requestIdMatch: chosen.requestId },
      { readBack: rb, transferId: chosen.transfer.id },
    );
    return { state: "created", transfer: chosen.transfer, source: "confirmed" };
  }

  // "Send it again": only on a list that was read, showing nothing the person has not dismissed.
  const known = new Set([...input.dismissed, ...intent.dismissed]);
  const unseen = rb.candidates.filter((c) => !known.has(c.transfer.id));
  if (rb.status === "failed" || unseen.length) {
    const why =
      rb.status === "failed"
        ? "The list could not be checked, so nothing was sent."
        : `The platform now lists ${unseen.length === 1 ? "a transfer" : `${unseen.length} transfers`} you have not looked at, so nothing was sent: check ${unseen.length === 1 ? "it" : "them"} first.`;
    await audit(
      "failure",
      { result: "not_resent", unseen: unseen.map((c) => c.transfer.id) },
      { readBack: rb },
    );
    return { ...look, message: `${why} ${look.message}` };
  }
  const dismissed = rb.candidates.map((c) => c.transfer.id);
  await addDismissed(intent.requestId, dismissed);
  const held = await claimResend(intent.requestId, input.sends, STALE_FACTOR * platform().timeoutMs);
  if (!held) {
    await audit("failure", { result: "overtaken", sends: input.sends }, { readBack: rb });
    return settledNow(intent.requestId);
  }
  const again = { requestId: intent.requestId, request: intent.request, ...held };
  return sendClaimed(again, actor, { dismissed, readBack: rb });
}

/** An intent that no longer waits for a decision, as the form shows it; null while it waits. */
function settledOutcome(i: TIntent, staleAfterMs: number): TCreateTransferOutcome | null {
  if (i.state === "created" && i.transfer)
    return { state: "created", transfer: i.transfer, source: "record" };
  if (i.state === "refused")
    return {
      state: "refused",
      message: i.message ?? "The platform refused this transfer; nothing was made.",
      providerCode: i.providerCode,
      fieldErrors: {},
    };
  if (isUnsettled(i, staleAfterMs)) return null;
  return {
    state: "in_progress",
    requestId: i.requestId,
    message: "This transfer is being sent right now (another click or tab). Look again in a moment.",
  };
}

/** Someone else decided or sent meanwhile: answer with where the intent stands now. */
async function settledNow(requestId: string): Promise<TCreateTransferOutcome> {
  const now = await findIntent(requestId);
  if (!now) throw new AppError("not_found", "Countersign has sent no transfer with this request id.");
  const settled = settledOutcome(now, STALE_FACTOR * platform().timeoutMs);
  if (settled) return settled;
  const out = await uncertainOutcome({ ...now, dismissed: now.dismissed.map(Number) }, now.message);
  return {
    ...out,
    message: `Another send or decision for this transfer happened meanwhile, so nothing was done. ${out.message}`,
  };
}
