import "server-only";
import { isProviderError } from "@/lib/errors/provider-error";
import type { TCatalogEntry } from "@/lib/domain/payments/payments";

// The transaction status and type list operations: the interface names them but shows neither their paths
// nor their shapes. Countersign asks the sandbox's guess (GET /v2/transaction/statuses and …/types, a bare
// `[{id, name}]`); when a platform has no such operation, or answers it in another shape, the filters fall
// back to the classifiers the interface itself lists (docs/platform.md, Assumptions → Payments). Their
// platform ids are then unknown: a filter on them is never sent with an invented id, it is applied by name
// to each row (verify-filters.ts).

/** Payment statuses as the interface lists them (payment status webhook body, and "Sent to clear"). */
export const STATED_STATUSES = [
  "Created",
  "To sign",
  "Signed",
  "Accepted",
  "Completed",
  "Some problems",
  "Cancelled",
  "Rejected",
  "Pending confirmation",
  "Sent to clear",
] as const;

/** Transaction types as the interface lists them (payment status webhook body, `type`). */
export const STATED_TYPES = [
  "Payment",
  "Payment return",
  "Payment cancellation",
  "CSM fees",
  "Reverse payment",
  "Adjustment",
] as const;

export const statedEntries = (names: readonly string[]): TCatalogEntry[] =>
  names.map((name) => ({ id: null, name }));

/**
 * True when a list operation's failure means "this platform does not offer it as guessed": no such path
 * (404), not this method (405), not implemented (501), or a body that is not the guessed shape. Anything
 * else (a 5xx, a timeout) is a failure to report, not a reason to stop asking the platform.
 */
export function isMissingListOperation(err: unknown): boolean {
  if (!isProviderError(err)) return false;
  if (err.kind === "invalid_response") return true;
  return err.kind === "http" && (err.status === 404 || err.status === 405 || err.status === 501);
}

/** The platform's list, or the interface's names when the platform has no such list. */
export async function listOrStated(
  read: () => Promise<TCatalogEntry[]>,
  stated: readonly string[],
): Promise<TCatalogEntry[]> {
  try {
    return await read();
  } catch (err) {
    if (isMissingListOperation(err)) return statedEntries(stated);
    throw err;
  }
}
