import "server-only";

// The shapes that tell a webhook's kind without a name (classify-kind.ts). Presence of fields only: a
// field of the wrong type still names the kind, and its handler then says which field is wrong, which
// helps an operator more than UNKNOWN would.

type TBody = Record<string, unknown>;
const has = (b: TBody, ...keys: string[]) => keys.every((k) => b[k] !== undefined && b[k] !== null);
const hasAny = (b: TBody, ...keys: string[]) => keys.some((k) => has(b, k));

/**
 * The two bodies the interface shows ("Payment status webhook body", "Cancellation status webhook
 * body"): `trx_id` with `end_to_end_id`, or `cancellationId`. No other kind has these fields.
 */
export function documentedShape(b: TBody): "PAYMENT_STATUS" | "CANCELLATION_STATUS" | null {
  if (has(b, "trx_id", "end_to_end_id")) return "PAYMENT_STATUS";
  if (has(b, "cancellationId")) return "CANCELLATION_STATUS";
  return null;
}

/**
 * The kinds whose payload the interface does not show, by the shapes the sandbox documents
 * (docs/platform.md, Assumptions): a holding breach carries both amounts; a liquidity
 * event is the transfer resource (its required fields: id, amount, currency, creditorAccount, status); a
 * pending confirmation has the transaction id, status and the account numbers the interface names.
 */
export function guessedShape(
  b: TBody,
): "MAX_HOLDING_AMOUNT_BREACHED" | "LIQUIDITY" | "PENDING_CONFIRMATION" | null {
  if (has(b, "holdingAmount", "maxHoldingAmount")) return "MAX_HOLDING_AMOUNT_BREACHED";
  if (has(b, "id", "amount", "currency", "creditorAccount", "status")) return "LIQUIDITY";
  if (has(b, "trx_id", "status") && hasAny(b, "debtor_account_number", "creditor_account_number")) {
    return "PENDING_CONFIRMATION";
  }
  return null;
}
