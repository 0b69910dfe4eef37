"use server";

import { guardAction } from "@/lib/auth/guard-action";
import { ZCreateTransferInput } from "@/lib/schemas/liquidity-transfer";
import { createLiquidityTransfer } from "@/lib/services/liquidity/create-transfer";

/**
 * Creates a liquidity transfer between two settlement accounts (finance_ops only: liquidity.transfer).
 * The form's values are parsed again here with the form's own schema; the outcome (made, made before
 * under the same request id, refused with the reason, or unknown) is data for the form to show. The page
 * follows the transfer through the "liquidity" topic, so nothing is revalidated.
 */
export const createTransferAction = guardAction(
  "createTransfer",
  "liquidity.transfer",
  ZCreateTransferInput,
  async (command, ctx) => createLiquidityTransfer(command, ctx),
);
