"use server";

import { guardAction } from "@/lib/auth/guard-action";
import { ZDecideInput } from "@/lib/domain/restriction-orders/input";
import { decideOrder } from "@/lib/services/restriction-orders/decide-order";

/**
 * Confirms or rejects one restriction order under the intent id the browser made when the dialog opened
 * (the same id when the person retries). The page re-reads the order and the list afterwards, so nothing
 * is revalidated here.
 */
export const decideRestrictionOrderAction = guardAction(
  "decideRestrictionOrder",
  "restrictions.decide",
  ZDecideInput,
  async (input, ctx) => decideOrder(input, ctx),
  { stepUp: true },
);
