import "server-only";
import { createHash } from "node:crypto";
import { claimFirstSend, isUnsettled, type TIntent, type TIntentRequest } from "@/lib/db/liquidity-intents";
import { AppError } from "@/lib/errors/app-error";
import type { TCreateTransferCommand } from "@/lib/domain/liquidity/transfer";
import type { TCreateTransferOutcome } from "@/lib/domain/liquidity/transfer-outcome";
import type { TActor } from "../actor";
import { canonicalJson } from "../ledger/send-ledger-write";
import { checkSettlementAccounts } from "./check-settlement-accounts";
import { platform } from "../platform/registry";
import { sendClaimed, uncertainOutcome } from "./send-transfer";
import { recordTransferAudit } from "./transfer-audit";

// Creates a liquidity transfer for one intent (the request id the form made), with at most one POST per
// click and none by itself. The interface promises no idempotency for this POST (it names Idempotency-Key
// only for SEPA payment creation and the ledger's writes), so the intent is claimed in
// liquidity_transfer_intents first: a double click or a second tab sends nothing more, a send that got no
// answer is read back and left to the person (settle-transfer.ts), and only a refusal frees the intent
// for another send (docs/platform.md, "Never resend a write whose idempotency the interface does not
// promise").

export const STALE_FACTOR = 2;

export const requestOf = (cmd: TCreateTransferCommand): TIntentRequest => ({
  debtorAccount: cmd.debtorAccount,
  creditorAccount: cmd.creditorAccount,
  amountMinor: cmd.amountMinor.toString(),
  currency: cmd.currency,
  transferType: cmd.transferType,
  purpose: cmd.purpose ?? null,
});

export async function createLiquidityTransfer(
  cmd: TCreateTransferCommand,
  actor: TActor,
): Promise<TCreateTransferOutcome> {
  const checked = checkSettlementAccounts(cmd, platform().settlementAccounts);
  if (!checked.ok) {
    await recordTransferAudit({
      action: "liquidity.transfer",
      outcome: "failure",
      actor,
      requestId: cmd.requestId,
      request: requestOf(cmd),
      detail: {
        platformCalled: false,
        result: "refused",
        reason: "not_a_settlement_account",
        fieldErrors: checked.fieldErrors,
      },
    });
    throw new AppError(
      "invalid_input",
      "A transfer moves money between the configured settlement accounts only; nothing was sent.",
      { fieldErrors: checked.fieldErrors },
    );
  }
  const { debtorAccount, creditorAccount } = checked;
  const request = requestOf({ ...cmd, debtorAccount, creditorAccount });
  const requestSha256 = createHash("sha256").update(canonicalJson(request)).digest("hex");
  const claim = await claimFirstSend({ requestId: cmd.requestId, user: actor.user, request, requestSha256 });
  if (claim.claimed) return sendClaimed({ requestId: cmd.requestId, request, ...claim }, actor, null);
  return answerUnclaimed(claim.intent, requestSha256, actor);
}

/** The intent was sent before: say where it stands, without calling the platform's POST. */
async function answerUnclaimed(
  intent: TIntent,
  requestSha256: string,
  actor: TActor,
): Promise<TCreateTransferOutcome> {
  const audit = (outcome: "success" | "failure", detail: object, extra: object = {}) =>
    recordTransferAudit({
      action: "liquidity.transfer",
      outcome,
      actor,
      requestId: intent.requestId,
      request: intent.request,
      detail: { platformCalled: false, replay: true, ...detail },
      ...extra,
    });
  if (intent.requestSha256 !== requestSha256) {
    await audit("failure", { result: "other_request" });
    return {
      state: "refused",
      message:
        "This request id was already used for a different transfer, so nothing was sent. Start over: a new " +
        "transfer gets a new request id.",
      providerCode: null,
      fieldErrors: {},
    };
  }
  if (intent.state === "created" && intent.transfer) {
    await audit("success", { result: "created" }, { transferId: intent.transfer.id });
    return { state: "created", transfer: intent.transfer, source: "record" };
  }
  if (isUnsettled(intent, STALE_FACTOR * platform().timeoutMs)) {
    const out = await uncertainOutcome(
      { ...intent, dismissed: intent.dismissed.map(Number) },
      intent.message,
    );
    await audit("failure", { result: "uncertain" }, { readBack: out.readBack });
    return out;
  }
  await audit("failure", { result: "in_progress" });
  return {
    state: "in_progress",
    requestId: intent.requestId,
    message:
      "This transfer is being sent right now (another click or tab). Nothing more was sent; look again in " +
      "a moment to see how it ended.",
  };
}
