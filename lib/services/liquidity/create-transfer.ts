import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { isProviderError, type ProviderError } from "@/lib/errors/provider-error";
import { logger } from "@/lib/logger";
import { toMinorNumber } from "@/lib/money";
import type { TTransfer } from "@/lib/schemas/liquidity";
import type { TCreateTransferCommand, TCreateTransferOutcome } from "@/lib/schemas/liquidity-transfer";
import type { TActor } from "../actor";
import { platformLiquidityDeps, type TLiquidityDeps } from "./deps";
import { transferWording } from "./transfer-wording";

// Creates a liquidity transfer, at most once per intent. The request id (made once per intent by the
// form) is the platform's idempotency on this endpoint: a repeat is refused 409 DUPLICATE_REQUEST_ID and
// nothing is created (sandbox/README.md, Assumptions → Liquidity transfers). So a call that got no answer
// (timeout, 5xx) is sent once more with the same id, and a 409 — from that retry or from the person
// sending the same intent again — is read back by ?requestId= and shown as the same transfer.

const unanswered = (err: unknown): err is ProviderError =>
  isProviderError(err) &&
  (err.kind === "timeout" || err.kind === "invalid_response" || (err.status ?? 0) >= 500);
const duplicate = (err: unknown) =>
  isProviderError(err) && err.status === 409 && err.code === "DUPLICATE_REQUEST_ID";

async function findByRequestId(requestId: string, deps: TLiquidityDeps): Promise<TTransfer | null> {
  const page = await deps.listTransfers({ requestId, limit: 1, offset: 0 });
  return page.rows[0] ?? null;
}

async function post(cmd: TCreateTransferCommand, actor: TActor, deps: TLiquidityDeps) {
  const body = {
    requestId: cmd.requestId,
    amount: toMinorNumber(cmd.amountMinor),
    currency: cmd.currency,
    debtorAccount: cmd.debtorAccount,
    creditorAccount: cmd.creditorAccount,
    transferType: cmd.transferType,
    ...(cmd.purpose && { purpose: cmd.purpose }),
  };
  const opts = { requestId: actor.requestId ?? undefined };
  try {
    return { transfer: await deps.createTransfer(body, opts), duplicate: false };
  } catch (err) {
    if (!unanswered(err)) throw err;
    logger.warn({ err, requestId: actor.requestId }, "liquidity transfer unanswered; sending it again");
    return { transfer: await deps.createTransfer(body, opts), duplicate: false };
  }
}

export async function createLiquidityTransfer(
  cmd: TCreateTransferCommand,
  actor: TActor,
  deps: TLiquidityDeps = platformLiquidityDeps(),
): Promise<TCreateTransferOutcome> {
  const detail = {
    requestId: cmd.requestId,
    debtorAccount: cmd.debtorAccount,
    creditorAccount: cmd.creditorAccount,
    amountMinor: cmd.amountMinor.toString(),
    currency: cmd.currency,
    transferType: cmd.transferType,
    purpose: cmd.purpose ?? null,
  };
  const audit = (outcome: "success" | "failure", extra: Record<string, unknown>, err?: ProviderError) =>
    recordAudit({
      action: "liquidity.transfer",
      outcome,
      actor: actor.user,
      target:
        typeof extra.transferId === "number" ? `transfer:${extra.transferId}` : `request:${cmd.requestId}`,
      requestId: actor.requestId,
      ip: actor.ip,
      providerStatus: err?.status ?? null,
      providerCode: err?.code ?? null,
      detail: { ...detail, ...extra },
    });

  let made: { transfer: TTransfer; duplicate: boolean };
  try {
    made = await post(cmd, actor, deps);
  } catch (err) {
    if (duplicate(err)) {
      const found = await findByRequestId(cmd.requestId, deps).catch(() => null);
      if (found) {
        await audit("success", { transferId: found.id, duplicate: true });
        return { state: "created", transfer: found, duplicate: true };
      }
    }
    if (!isProviderError(err)) throw err;
    const words = transferWording(err);
    await audit("failure", { state: words.state, message: words.message }, err);
    return words.state === "unknown"
      ? { state: "unknown", message: words.message }
      : {
          state: "refused",
          message: words.message,
          providerCode: err.code ?? null,
          fieldErrors: words.fieldErrors,
        };
  }
  await audit("success", { transferId: made.transfer.id, duplicate: false, status: made.transfer.status });
  return { state: "created", ...made };
}
