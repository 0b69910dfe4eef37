// Pure (no server-only import needed): shared by the intake, which marks the delivery urgent, and the
// handlers. The platform may announce a payment held for confirmation in either of two ways (docs/platform.md):
// its own PENDING_CONFIRMATION kind (the sandbox's default profile), or a payment status webhook whose
// status is "Pending confirmation" — a status classifier that body documents, sent by an implementation
// that follows the interface's shapes only (the strict profile). Classifier names are compared tolerantly:
// "Pending confirmation", "PENDING_CONFIRMATION" and "pending-confirmation" are one status.

const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

const PENDING = "pending confirmation";

/** Whether a status (or kind) name means "held for confirmation", whatever its case and separators. */
export function isPendingConfirmationName(name: unknown): boolean {
  return typeof name === "string" && normalise(name) === PENDING;
}

/**
 * Whether a verified delivery announces a payment held for confirmation, by its kind or by the status in
 * its body: such a delivery has 5 seconds, so the processing loop takes it before anything else.
 */
export function announcesPendingConfirmation(kind: string | null, body: unknown): boolean {
  if (kind === "PENDING_CONFIRMATION") return true;
  if (kind !== "PAYMENT_STATUS" || !body || typeof body !== "object") return false;
  return isPendingConfirmationName((body as { status?: unknown }).status);
}
