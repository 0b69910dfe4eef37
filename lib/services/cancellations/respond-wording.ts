// What each refusal of an answer means to the person who sent it, and what to do next: every code of
// docs/platform-interface.md#cancellation-errors plus the v1 SDD one (docs/platform.md, Assumptions →
// Cancellations). Each code is worded on its own: the platform checks in an order of its own, so an error
// never says that a later check passed. Pure, so the table is tested row by row (respond-wording.test.ts).

import { statusWords, WORKING_STATUSES, FINAL_STATUSES } from "@/lib/domain/cancellations/words";

/** How the attempt is recorded: refused (the request is unchanged; may be answered again), sent, or unknown. */
export type TWordedState = "sent" | "refused" | "unknown";
export type TRespondWording = { state: TWordedState; message: string };

export type TRespondFailure = {
  kind: "http" | "timeout" | "connection" | "invalid_response";
  status: number | null;
  code?: string;
  platformMessage?: string;
  fieldErrors?: { field: string; message: string }[];
};

export type TRespondWordingContext = {
  scheme: string | null;
  api: "v3" | "v1";
  /** The request's status read after the refusal, when it was read. */
  currentStatus?: string | null;
  /** An earlier attempt of ours got no answer: a refusal of "status" may mean it went through. */
  earlierAttemptUnanswered?: boolean;
};

const SCHEME_NAMES: Record<string, string> = {
  SEPA: "SEPA credit transfer",
  INST: "SEPA Instant",
  SWIFT: "SWIFT",
  SDD: "SEPA direct debit",
  T2: "T2",
};
const schemeName = (s: string | null) => (s ? (SCHEME_NAMES[s] ?? s) : "this");
const refused = (message: string): TRespondWording => ({ state: "refused", message });

export const RESPOND_CODES = {
  ILLEGAL_CANCELLATION_REQUEST_STATUS: (ctx: TRespondWordingContext) => illegalStatus(ctx),
  ILLEGAL_CANCELLATION_REASON: (ctx: TRespondWordingContext) =>
    refused(
      `The platform does not accept this rejection reason for a ${schemeName(ctx.scheme)} request. Choose another reason from the list and send again.`,
    ),
  VALIDATION_ERROR: (ctx: TRespondWordingContext, f?: TRespondFailure) => validation(ctx, f),
  NEGATIVE_FEE_AMOUNT: () =>
    refused(
      "The platform refused the fee because it is below zero. Enter no fee or a positive one, then send again.",
    ),
  FEE_AMOUNT_GREATER_THAN_OR_EQUAL_TO_TRANSACTION_AMOUNT: () =>
    refused(
      "The fee is not smaller than the payment amount, so nothing would be left to return. Enter a smaller fee, or none, and send again.",
    ),
  FEE_NOT_SUPPORTED_FOR_SCHEMA: (ctx: TRespondWordingContext) =>
    refused(`A ${schemeName(ctx.scheme)} answer takes no fee. Send the answer again without a fee.`),
  CANCELLATION_CHANNEL_BIC_MISSING: () =>
    refused(
      "The platform cannot address the answer: the payment's cancellation channel BIC is missing. Ask the platform's support to complete the payment's channel data, then answer again.",
    ),
  VALID_RETURN_EXISTS: () =>
    refused(
      "This payment has already been returned, so it cannot be returned again. Reject the request instead, for example with ARDT (already returned).",
    ),
  ILLEGAL_TRANSACTION_DIRECTION: () =>
    refused(
      "The linked payment is not one we received, so this request cannot be answered with a return. Check the payment on its page and contact the platform's support; sending again will not help.",
    ),
  CANCELLATION_REQUEST_TRANSACTION_NOT_FOUND: () =>
    refused(
      "At the platform this request is linked to no payment, so it cannot be answered. Ask the platform's support to link it to the original payment; sending again will not help.",
    ),
  FEATURE_DISABLED: (ctx: TRespondWordingContext) =>
    refused(
      ctx.scheme === "SWIFT" || ctx.scheme === null
        ? "Answering SWIFT cancellation requests is switched off for your tenant: the platform's tenant setting “inbound SWIFT cancellation” is not enabled. An administrator must have the platform enable it (Settings → tenant features); until then this request cannot be answered from Countersign."
        : "A platform feature this answer needs is switched off for your tenant. An administrator must have the platform enable it (Settings → tenant features), then answer again.",
    ),
  CANCELLATION_REQUEST_NOT_FOUND: () =>
    refused(
      "The platform does not know this cancellation request, so nothing was answered. Check the request's id; if it came by webhook, report the code below to the platform's support.",
    ),
  ILLEGAL_TRANSACTION_METHOD: (ctx: TRespondWordingContext) =>
    refused(
      ctx.api === "v1"
        ? "The SEPA direct debit operation does not serve this payment's scheme. Reload the page: Countersign picks the operation from the payment's scheme. If it happens again, report the code below."
        : "The request came through another scheme than its payment was made in (for example a SEPA request for a SWIFT payment), so the platform cannot answer it. Contact the platform's support; sending again will not help.",
    ),
  UNSUPPORTED_CANCELLATION_SCHEMA: () =>
    refused(
      "The platform does not take answers through this operation for the request's scheme (it came as a SEPA direct debit or T2 request). Sending again will not help: contact the platform's support to answer it.",
    ),
  SDD_DEADLINE_EXCEEDED: () =>
    refused(
      "The deadline for returning this direct debit has passed, so it can no longer be accepted. Reject the request instead, or settle it with the requesting bank outside the scheme.",
    ),
} satisfies Record<string, (ctx: TRespondWordingContext, f?: TRespondFailure) => TRespondWording>;

export type TRespondCode = keyof typeof RESPOND_CODES;

function illegalStatus(ctx: TRespondWordingContext): TRespondWording {
  const now = ctx.currentStatus;
  const answered = now && (WORKING_STATUSES.has(now) || FINAL_STATUSES.has(now));
  if (now && answered && ctx.earlierAttemptUnanswered) {
    return {
      state: "sent",
      message: `Your earlier answer went through after all: the request is now ${now} (${statusWords(now)}). Nothing more to do.`,
    };
  }
  return refused(
    now
      ? `The request no longer takes an answer: it is now ${now} (${statusWords(now)}), answered elsewhere or moved on. Nothing was sent; the page shows its current status.`
      : "The request no longer takes an answer: it was answered elsewhere or moved on. Nothing was sent; reload the page to see its status.",
  );
}

// The v1 operations' bodies are not shown by the interface: Countersign sends these fields for a :reject
// and an empty object for an :accept (docs/platform.md, Cancellations).
const V1_FIELDS = new Set(["reasonCode", "additionalInformation", "id", "body"]);

function validation(ctx: TRespondWordingContext, f?: TRespondFailure): TRespondWording {
  const other =
    ctx.api === "v1" ? f?.fieldErrors?.find((e) => e.field && !V1_FIELDS.has(e.field)) : undefined;
  if (other)
    return refused(
      `The platform wants the SEPA direct debit answer in another shape: it answered “${other.field}: ${other.message}”, a field Countersign does not send (the interface does not show the bodies of the v1 accept and reject operations; Countersign sends reasonCode and additionalInformation). Nothing was answered by this attempt; report the code below so the body can be aligned.`,
    );
  const first = f?.fieldErrors?.[0];
  const field = first?.field.replace(/^responseDetails\./, "");
  const what = field ? ` (${field}: ${first!.message})` : f?.platformMessage ? ` (${f.platformMessage})` : "";
  return refused(
    `The platform refused a field of the answer${what}. Correct it and send again; if the form allowed it, report the code below.`,
  );
}

const isKnownCode = (code: string | undefined): code is TRespondCode =>
  code !== undefined && Object.hasOwn(RESPOND_CODES, code);

/** A failed answer: how to record it and what to tell the person. */
export function respondWording(f: TRespondFailure, ctx: TRespondWordingContext): TRespondWording {
  const unknown = (message: string): TRespondWording => ({ state: "unknown", message });
  const check = "Countersign reads the request before sending again, so it is never answered twice.";
  switch (f.kind) {
    case "timeout":
      return unknown(
        `The platform did not answer in time, so it is not known whether the answer arrived. ${check}`,
      );
    case "connection":
      return unknown(
        `The connection to the platform failed, so it is not known whether the answer arrived. ${check}`,
      );
    case "invalid_response":
      return unknown(
        `The platform answered in a form Countersign does not understand; the answer may have arrived. ${check}`,
      );
    case "http":
      break;
  }
  if (isKnownCode(f.code)) return RESPOND_CODES[f.code](ctx, f);
  if (f.status !== null && f.status >= 500) {
    return unknown(
      `The platform had an internal error (HTTP ${f.status}); the answer may or may not have arrived. ${check}`,
    );
  }
  if (f.status === 401 || f.status === 403) {
    return refused(
      "The platform refused Countersign's gateway credentials. An administrator must check PLATFORM_GATEWAY_CLIENT_ID and its secret.",
    );
  }
  if (ctx.api === "v1" && (f.status === 404 || f.status === 405))
    return refused(
      `The platform has no SEPA direct debit answer operation where Countersign sends it (POST /v1/cancellation-requests/{id}:accept or :reject; the interface does not show these paths). Nothing was answered by this attempt; report the code below.`,
    );
  if (f.status === 429)
    return refused(
      "The platform is limiting how fast Countersign may call it. Wait a minute, then send again.",
    );
  const said = f.platformMessage ? `: “${f.platformMessage}”` : "";
  return refused(
    `The platform refused the answer${said}. The request is unchanged; report the code below if it happens again.`,
  );
}
