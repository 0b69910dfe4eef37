// What each platform answer to a liquidity transfer means to the person, in words, and where it belongs
// on the form. Pure (no server-only import), so it is tested row by row (transfer-wording.test.ts).

export type TTransferFailure = {
  kind: "http" | "timeout" | "connection" | "invalid_response";
  status: number | null;
  code?: string;
  platformMessage?: string;
  fieldErrors?: { field: string; message: string }[];
};

export type TTransferWording = {
  /** refused: nothing was created; unknown: no answer, so it may have been (read back, never resent). */
  state: "refused" | "unknown";
  message: string;
  /** Form field → message, for the fields the platform named. */
  fieldErrors: Record<string, string>;
};

export const FEATURE_DISABLED_MESSAGE =
  "Liquidity transfers are not enabled for this tenant. This is a tenant setting at the platform (the " +
  "platform answered FEATURE_DISABLED): ask the platform's support to enable liquidity transfers; " +
  "Countersign cannot switch it on.";

export const DIFFERENT_SCHEMES_MESSAGE =
  "The platform refused this pair of accounts. Money can move only between the SCT account and the " +
  "SCT Inst (instant) account of the same BIC — not between two accounts of the same scheme, not to " +
  "another BIC (such as a branch's account), and not to an account that is not the tenant's. " +
  "Nothing was transferred.";

// The platform's body field names → the form's.
const FIELD_OF: Record<string, string> = {
  amount: "amount",
  currency: "amount",
  debtorAccount: "debtorAccount",
  creditorAccount: "creditorAccount",
  purpose: "purpose",
  transferType: "transferType",
  requestId: "requestId",
};

/**
 * What the failure means. "unknown" (no answer: a timeout, a connection that broke, a 5xx, a body we could
 * not read) is never a reason to send again: the caller reads the list back first (read-back.ts) and the
 * person decides, so its message only says what happened.
 */
export function transferWording(f: TTransferFailure): TTransferWording {
  const none: Record<string, string> = {};
  const unknown = (message: string): TTransferWording => ({ state: "unknown", message, fieldErrors: none });
  if (f.kind === "timeout") return unknown("The platform did not answer in time.");
  // A refused connection and one dropped after the request was taken look alike from here.
  if (f.kind === "connection") return unknown("The connection to the platform broke before an answer came.");
  if (f.kind === "invalid_response")
    return unknown("The platform answered in a form Countersign cannot read.");
  if (f.status !== null && f.status >= 500)
    return unknown(`The platform answered with an internal error (HTTP ${f.status}).`);
  switch (f.code) {
    case "FEATURE_DISABLED":
      return { state: "refused", message: FEATURE_DISABLED_MESSAGE, fieldErrors: none };
    case "TRANSFER_BETWEEN_DIFFERENT_SCHEMES":
      return {
        state: "refused",
        message: DIFFERENT_SCHEMES_MESSAGE,
        fieldErrors: { creditorAccount: "Not allowed with this debtor account: see the explanation above." },
      };
    case "DUPLICATE_REQUEST_ID":
      return {
        state: "refused",
        message:
          "The platform already holds a transfer under this request id, and it is not this one (another " +
          "amount or other accounts). Nothing was sent. Start over: a new transfer gets a new request id.",
        fieldErrors: none,
      };
    case "VALIDATION_ERROR": {
      const fieldErrors: Record<string, string> = {};
      for (const e of f.fieldErrors ?? []) {
        const field = FIELD_OF[e.field.replace(/^body\./, "")];
        if (field) fieldErrors[field] ??= `The platform refused this value: ${e.message}`;
      }
      return {
        state: "refused",
        message: "The platform refused some of the values; nothing was transferred. Fix the fields marked.",
        fieldErrors,
      };
    }
  }
  return {
    state: "refused",
    message: `The platform refused the transfer${f.platformMessage ? `: ${f.platformMessage.replace(/\.?$/, ".")}` : "."} Nothing was transferred.`,
    fieldErrors: none,
  };
}

/** A list read that failed, as the page says it (FEATURE_DISABLED is a tenant setting, not a fault). */
export function listFailureMessage(f: TTransferFailure): string | null {
  if (f.code === "FEATURE_DISABLED") return FEATURE_DISABLED_MESSAGE;
  if (f.status === 400 && f.fieldErrors?.length)
    return `The platform refused the filters: ${f.fieldErrors.map((e) => `${e.field}: ${e.message}`).join("; ")}.`;
  return null;
}
