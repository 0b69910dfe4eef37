"use server";

import { guardAction } from "@/lib/auth/guard-action";
import { ZCreateTransferInput } from "@/lib/domain/liquidity/transfer";
import { ZSettleTransferInput } from "@/lib/domain/liquidity/transfer-outcome";
import { createLiquidityTransfer } from "@/lib/services/liquidity/create-transfer";
import { settleTransfer } from "@/lib/services/liquidity/settle-transfer";

/**
 * Creates a liquidity transfer between two settlement accounts (finance_ops only: liquidity.transfer).
 * The form's values are parsed again here with the form's own schema; the outcome (made, refused with the
 * reason, uncertain with what the platform's list shows, or being sent by another click) is data for the
 * form to show. The page follows the transfer through the "liquidity" topic, so nothing is revalidated.
 */
export const createTransferAction = guardAction(
  "createTransfer",
  "liquidity.transfer",
  ZCreateTransferInput,
  async (command, ctx) => createLiquidityTransfer(command, ctx),
  { stepUp: true },
);

/**
 * The person's decision about a transfer whose send got no answer: look again, "this is my transfer", or
 * send it again (each on a fresh read-back of the platform's list; audited).
 */
export const settleTransferAction = guardAction(
  "settleTransfer",
  "liquidity.transfer",
  ZSettleTransferInput,
  async (input, ctx) => settleTransfer(input, ctx),
  // Only sending it again moves money; looking again and "this is mine" do not.
  { stepUp: (input) => input.choice === "resend" },
);
