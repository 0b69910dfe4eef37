// What each answer to PATCH /v1/transactions/{id}:approve means to the person who asked, and what they can
// do next. The interface shows no approval codes or statuses: these are the sandbox's documented choices
// (docs/platform.md, Assumptions → "Approval: rules, order, codes"), checked there in this order. Pure, so
// the table is unit-tested row by row (approval-wording.test.ts).

/** How Countersign records the attempt: refused may be tried again; unknown is found out on the next try. */
export type TWordedState = "approved" | "refused" | "unknown";
export type TWording = { state: TWordedState; message: string };

export type TApprovalFailure = {
  kind: "http" | "timeout" | "connection" | "invalid_response";
  status: number | null;
  code?: string;
  platformMessage?: string;
};

export type TWordingContext = {
  /** The payment's status now, as the gateway lists it ("Signed"), when it was looked up. */
  currentStatus?: string | null;
  /** An earlier attempt of Countersign's got no answer (timeout, lost connection, stale pending). */
  earlierAttemptUnanswered?: boolean;
};

// Statuses a payment reaches only after its approvals are in (docs/platform-interface.md#payment-statuses).
const PAST_SIGNING = new Set(["SIGNED", "ACCEPTED", "SENT_TO_CLEAR", "COMPLETED"]);
const hard = (status: string) => status.toUpperCase().replace(/\s+/g, "_");
/** "To sign" as the v2 list names it, TO_SIGN as the interface's states do. */
export const isToSign = (status: string) => hard(status) === "TO_SIGN";

export const UNCHECKED_MESSAGE =
  "The earlier attempt got no answer, and the payment could not be read to check whether it went through, " +
  "so nothing was sent. Try again in a moment: Countersign checks first and never approves twice.";

export const APPROVAL_CODES = {
  TRANSACTION_NOT_FOUND: () => ({
    state: "refused",
    message:
      "The platform has no payment with this id. Reload the queue; if the payment should exist, look it up on the Payments page.",
  }),
  SIGNING_DISABLED: () => ({
    state: "refused",
    message:
      "Transaction signing is switched off for your tenant, so no payment can be approved. Ask an administrator to have the platform enable signing.",
  }),
  UNSUPPORTED_PAYMENT_METHOD: () => ({
    state: "refused",
    message:
      "Only outbound SEPA, SEPA Instant and SWIFT payments are approved, and this one is not. It needs no approval: follow it on the Payments page.",
  }),
  ILLEGAL_TRANSACTION_STATUS: (ctx: TWordingContext) => notWaitingWording(ctx),
  SAME_CLIENT_APPROVAL: () => ({
    state: "refused",
    message:
      "The platform refused because Countersign approves with the same API client that created this payment. An administrator must set a separate approver client (PLATFORM_APPROVER_CLIENT_ID).",
  }),
  APPROVAL_PERMISSION_MISSING: () => ({
    state: "refused",
    message:
      "Countersign's approver API client lacks the approval permission at the platform. Ask an administrator to grant it in the platform's dashboard, then approve again.",
  }),
  API_APPROVAL_DISABLED: () => ({
    state: "refused",
    message:
      "Approval through the API is switched off for your tenant. Approve this payment in the platform's web interface, or ask an administrator to enable API approval.",
  }),
  API_APPROVAL_NOT_ALLOWED: () => ({
    state: "refused",
    message:
      "This payment was created in the platform's web interface, so it can only be approved there. Approve it in the web interface.",
  }),
  ALREADY_APPROVED: () => ({
    state: "approved",
    message:
      "Already approved: Countersign's approver client signed this payment before (an earlier attempt went through). Nothing more to do; it moves on once any other required approvals arrive.",
  }),
  VALIDATION_ERROR: () => ({
    state: "refused",
    message:
      "The platform did not accept the payment id. Reload the queue and try again; if it happens again, report it with the code below.",
  }),
} satisfies Record<string, (ctx: TWordingContext) => TWording>;

export type TApprovalCode = keyof typeof APPROVAL_CODES;

/** The payment no longer waits for approval: where it went decides whether an unanswered attempt counts. */
export function notWaitingWording(ctx: TWordingContext): TWording {
  const status = ctx.currentStatus;
  if (status && ctx.earlierAttemptUnanswered && PAST_SIGNING.has(hard(status))) {
    return {
      state: "approved",
      message: `Approved: the payment has moved on (now ${status}), so the earlier attempt that got no answer went through, or another approver completed it. Nothing more to do.`,
    };
  }
  if (status && PAST_SIGNING.has(hard(status))) {
    return {
      state: "refused",
      message: `This payment no longer waits for approval: it is now ${status}, approved elsewhere (for example in the platform's web interface). Nothing more to do.`,
    };
  }
  return {
    state: "refused",
    message: status
      ? `This payment no longer waits for approval: it is now ${status}. Nothing can be approved; the queue drops it on its next refresh.`
      : "This payment no longer waits for approval. Reload the queue to see where it stands.",
  };
}

const isKnownCode = (code: string | undefined): code is TApprovalCode =>
  code !== undefined && Object.hasOwn(APPROVAL_CODES, code);

/** The outcome of a failed approval call: how to record it and what to tell the person. */
export function approvalWording(f: TApprovalFailure, ctx: TWordingContext = {}): TWording {
  switch (f.kind) {
    case "timeout":
      return {
        state: "unknown",
        message:
          "The platform did not answer in time, so it is not known whether the payment was approved. Approve it again: Countersign checks first and never approves twice.",
      };
    case "connection":
      return {
        state: "unknown",
        message:
          "The connection to the platform failed, so it is not known whether the approval arrived. Try again in a moment: Countersign checks first and never approves twice.",
      };
    case "invalid_response":
      return {
        state: "unknown",
        message:
          "The platform answered in a form Countersign does not understand; the approval may have gone through. Approve it again to find out: Countersign never approves twice.",
      };
    case "http":
      break;
  }
  if (isKnownCode(f.code)) return APPROVAL_CODES[f.code](ctx);
  if (f.status !== null && f.status >= 500) {
    return {
      state: "unknown",
      message: `The platform had an internal error (HTTP ${f.status}); the approval may or may not have been recorded. Try again in a moment: Countersign checks first and never approves twice.`,
    };
  }
  if (f.status === 401) {
    return {
      state: "refused",
      message:
        "The platform refused Countersign's approver credentials. An administrator must check PLATFORM_APPROVER_CLIENT_ID and its secret.",
    };
  }
  if (f.status === 429) {
    return {
      state: "refused",
      message:
        "The platform is limiting how fast Countersign may call it. Wait a minute, then approve again.",
    };
  }
  const said = f.platformMessage ? `: "${f.platformMessage}"` : "";
  return {
    state: "refused",
    message: `The platform refused the approval${said}. Check the payment on the Payments page; if it still waits for approval, report the code below.`,
  };
}

/** A successful call (or a stored one) in words. */
export function approvedWording(r: { signer: string; signatureWeight: number; signatureId: number }) {
  return `Approved: signature ${r.signatureId} by ${r.signer}, weight ${r.signatureWeight}.`;
}

/** Another request holds the payment right now. */
export function inProgressWording(by: string, sameIntent: boolean) {
  return sameIntent
    ? "This approval is already under way from an earlier click. Wait a moment; the queue shows the result when it arrives."
    : `${by} is approving this payment right now. Wait a moment; the queue shows the result when it arrives.`;
}
