import { z } from "zod";
import type { TSandboxContext } from "../../context";
import { envelopeError } from "../../http/errors";
import type { TTransfer } from "../../state/model";
import { isSameBicCrossScheme } from "./accounts";
import { createTransfer, progress } from "./lifecycle";

// POST /v1/nostro-accounts/transfers body (not shown in the interface; the sandbox's choice). Amount in
// minor units; only EUR; transferType INTERNAL by default, INTRA_NOSTRO still accepted but stored and
// answered as INTERNAL; purpose up to 140 characters, a default text when absent or empty.

export const ZNewTransferBody = z.object({
  requestId: z
    .string()
    .regex(/^\S{1,64}$/, "1-64 characters without whitespace")
    .optional(),
  amount: z.number().int().positive().max(1e13),
  currency: z.literal("EUR").default("EUR"),
  debtorAccount: z.string().min(1).max(34),
  creditorAccount: z.string().min(1).max(34),
  transferType: z.enum(["INTERNAL", "INTRA_NOSTRO"]).default("INTERNAL"),
  purpose: z.string().max(140).optional(),
});
export type TNewTransferBody = z.output<typeof ZNewTransferBody>;

/** Liquidity transfers are a per-tenant feature: when off, the endpoints answer 403 FEATURE_DISABLED. */
export function requireLiquidity(ctx: TSandboxContext) {
  if (!ctx.features.liquidity) {
    throw envelopeError(403, "FEATURE_DISABLED", "Liquidity transfers are not enabled for the tenant");
  }
}

export function createFromApi(ctx: TSandboxContext, body: TNewTransferBody): TTransfer {
  if (!isSameBicCrossScheme(body.debtorAccount, body.creditorAccount)) {
    throw envelopeError(
      400,
      "TRANSFER_BETWEEN_DIFFERENT_SCHEMES",
      "Transfers are possible only between the tenant's SCT and SCT Inst settlement accounts of the same BIC",
    );
  }
  // requestId identifies the client's request: a second transfer with the same one is refused, so a
  // retried POST never moves liquidity twice (the client finds the first with ?requestId=). The interface
  // promises no such idempotency: the strict profile creates another transfer, as a platform may.
  const existing =
    ctx.config.profile === "default" &&
    body.requestId &&
    [...ctx.store.transfers.values()].find((t) => t.requestId === body.requestId);
  if (existing) {
    throw envelopeError(
      409,
      "DUPLICATE_REQUEST_ID",
      `A transfer with requestId ${body.requestId} already exists (id ${existing.id})`,
    );
  }
  const transfer = createTransfer(
    ctx,
    {
      amount: body.amount,
      debtorAccount: body.debtorAccount,
      creditorAccount: body.creditorAccount,
      ...(body.requestId && { requestId: body.requestId }),
      ...(body.purpose && { purpose: body.purpose }),
    },
    { emit: true },
  );
  progress(ctx, transfer);
  return transfer;
}
