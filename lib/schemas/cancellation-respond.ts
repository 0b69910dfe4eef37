import { z } from "zod";
import { zLocale } from "./bounds";
import { formatMinor, parseMajorAmount } from "@/lib/money";

// Client-safe. The rules of answering an inbound cancellation request, as ONE schema the respond form runs
// in the browser and the server action runs again before anything is sent
// (docs/platform-interface.md#answering-a-cancellation, Limits; docs/platform.md, Assumptions →
// Cancellations). The form's values (what a person typed, the fee in major units of their locale) go in; the
// exact operation and body to send come out, or one sentence per field that needs attention.

/** SEPA (CT, Instant, and SDD through v1) rejection reasons: the EPC recall negative-answer codes. */
export const SEPA_REJECTION_REASONS = {
  AC04: "Account closed",
  AM04: "Insufficient funds",
  ARDT: "Already returned",
  CUST: "Customer decision: the beneficiary refuses",
  LEGL: "Legal decision",
  NOAS: "No answer from the beneficiary",
  NOOR: "Original payment never received",
} as const;

/** SWIFT rejection reasons (NARR was removed by the change log; never offered). */
export const SWIFT_REJECTION_REASONS = {
  AC04: "Account closed",
  AGNT: "Agent decision",
  AM04: "Insufficient funds",
  ARDT: "Already returned (the platform adds the payment's UETR)",
  CUST: "Customer decision: the beneficiary refuses",
  INDM: "Cancellation indemnity required",
  LEGL: "Legal decision",
  NOAS: "No answer from the beneficiary",
  NOOR: "Original payment never received",
  PTNA: "Passed to the next agent",
  RQDA: "Debit authority requested from the beneficiary",
} as const;

export const SEPA_INFO_MAX = 1300;
export const SWIFT_INFO_MAX = 105;

export type TAnswerScheme = "SEPA" | "INST" | "SWIFT" | "SDD";

/** Which operation answers a request, by its linked payment's method (docs/platform.md, derived schema). */
export function answerRoute(method: string | null): "v3" | "v1" | "t2" | "unknown" {
  if (method === "SEPA" || method === "INST" || method === "SWIFT") return "v3";
  if (method === "SDD") return "v1";
  if (method === "T2") return "t2";
  return "unknown";
}

/** What the rules depend on, from the request's linked payment (read on the server, never trusted from the form). */
export type TRespondContext = {
  scheme: TAnswerScheme;
  /** The payment's amount in minor units of `currency`. */
  amount: number;
  currency: string;
  uetr: string | null;
  /** SDD: the end of the acceptance window (ISO 8601); null for the other schemes. */
  acceptDeadline: string | null;
  /** A sentence when accepting cannot succeed (a return already exists); null when it can. */
  acceptBlocked: string | null;
};

export type TRespondAvailability =
  | { kind: "form"; context: TRespondContext }
  | {
      kind: "closed";
      reason:
        | "outbound"
        | "not_waiting"
        | "working"
        | "t2"
        | "no_payment"
        | "payment_unread"
        | "unknown_scheme"
        | "in_flight";
      message: string;
    };

/** The form as typed. Empty strings mean "not given". */
export const ZRespondForm = z.object({
  decision: z.enum(["ACCEPTED", "REJECTED"], { error: "Choose to accept or to reject." }),
  reason: z.string().max(8).optional(),
  information: z.string().max(10_000).optional(),
  fee: z.string().max(64).optional(),
  /** The reader's locale, which decides how the fee was typed ("1.234,50" in de, "1,234.50" in en). */
  locale: zLocale().optional(),
});
export type TRespondForm = z.input<typeof ZRespondForm>;

/** What to send: the v3 body (SEPA CT, Instant, SWIFT) or a v1 operation (SDD). */
export type TRespondCommand =
  | {
      api: "v3";
      body: {
        responseCode: "ACCEPTED" | "REJECTED";
        responseDetails?: {
          rejectionReasonCode?: string;
          swiftRejectionReasonCode?: string;
          additionalInformation?: string;
          feeAmount?: number;
        };
      };
    }
  | { api: "v1"; op: "accept" }
  | { api: "v1"; op: "reject"; body: { reasonCode: string; additionalInformation: string } };

export const responseCodeOf = (c: TRespondCommand): "ACCEPTED" | "REJECTED" =>
  c.api === "v3" ? c.body.responseCode : c.op === "accept" ? "ACCEPTED" : "REJECTED";

type TField = "decision" | "reason" | "information" | "fee";
type TIssue = (path: TField, message: string) => void;

/** The schema for one request's answer: form values in, the command out (or field messages). */
export function respondSchema(ctx: TRespondContext, now: number = Date.now()) {
  return ZRespondForm.transform((form, z2): TRespondCommand => {
    const issues: [TField, string][] = [];
    const command = decide(ctx, form, now, (path, message) => issues.push([path, message]));
    for (const [path, message] of issues) z2.addIssue({ code: "custom", path: [path], message });
    return issues.length || !command ? (z.NEVER as never) : command;
  });
}

/** Every rule, in the order a person reads the form; builds the command (used only when no issue was raised). */
function decide(
  ctx: TRespondContext,
  form: z.output<typeof ZRespondForm>,
  now: number,
  issue: TIssue,
): TRespondCommand | null {
  const reason = form.reason?.trim() ?? "";
  const info = form.information?.trim() ?? "";
  const feeText = form.fee?.trim() ?? "";
  const swift = ctx.scheme === "SWIFT";
  const sdd = ctx.scheme === "SDD";

  if (form.decision === "ACCEPTED") {
    if (ctx.acceptBlocked) issue("decision", ctx.acceptBlocked);
    if (sdd && ctx.acceptDeadline && now > Date.parse(ctx.acceptDeadline)) {
      issue("decision", "The deadline for accepting has passed: only a rejection is possible now.");
    }
    if (reason) issue("reason", "A reason is only given when rejecting.");
    if (info && !swift) issue("information", "No information is sent when accepting this request.");
    if (swift && info.length > SWIFT_INFO_MAX) issue("information", tooLong(info, SWIFT_INFO_MAX));
    const fee = swift || sdd ? noFee(ctx, feeText, issue) : parseFee(ctx, feeText, form.locale, issue);
    if (sdd) return { api: "v1", op: "accept" };
    const details = { ...(fee ? { feeAmount: fee } : {}), ...(info ? { additionalInformation: info } : {}) };
    return {
      api: "v3",
      body: {
        responseCode: "ACCEPTED",
        ...(Object.keys(details).length ? { responseDetails: details } : {}),
      },
    };
  }

  if (feeText) issue("fee", "A fee is only charged when accepting.");
  const reasons: Record<string, string> = swift ? SWIFT_REJECTION_REASONS : SEPA_REJECTION_REASONS;
  if (!reason) issue("reason", "Choose a rejection reason.");
  else if (!Object.hasOwn(reasons, reason))
    issue(
      "reason",
      `${reason} is not a ${swift ? "SWIFT" : "SEPA"} rejection reason: choose one from the list.`,
    );
  if (swift && reason === "ARDT") {
    if (!ctx.uetr)
      issue("reason", "ARDT needs the payment's UETR, and this payment has none: choose another reason.");
    if (info)
      issue("information", "Leave the information empty with ARDT: the platform adds the payment's UETR.");
  } else if (swift) {
    if (info.length > SWIFT_INFO_MAX) issue("information", tooLong(info, SWIFT_INFO_MAX));
  } else if (!info) {
    issue("information", `Explain the rejection to the requesting bank (1 to ${SEPA_INFO_MAX} characters).`);
  } else if (info.length > SEPA_INFO_MAX) {
    issue("information", tooLong(info, SEPA_INFO_MAX));
  }
  if (sdd) return { api: "v1", op: "reject", body: { reasonCode: reason, additionalInformation: info } };
  return {
    api: "v3",
    body: {
      responseCode: "REJECTED",
      responseDetails: swift
        ? { swiftRejectionReasonCode: reason, ...(info ? { additionalInformation: info } : {}) }
        : { rejectionReasonCode: reason, additionalInformation: info },
    },
  };
}

function tooLong(text: string, max: number): string {
  return `At most ${max} characters (this has ${text.length}).`;
}

function noFee(ctx: TRespondContext, feeText: string, issue: TIssue): null {
  if (feeText) {
    issue(
      "fee",
      ctx.scheme === "SWIFT"
        ? "A SWIFT answer carries no fee."
        : "A SEPA direct debit answer carries no fee.",
    );
  }
  return null;
}

/** The fee typed in major units → minor units: exact, not negative, below the payment amount; 0 is no fee. */
function parseFee(ctx: TRespondContext, feeText: string, locale: string | undefined, issue: TIssue) {
  if (!feeText) return null;
  const parsed = parseMajorAmount(feeText, ctx.currency, { allowNegative: true, locale });
  if (!parsed.ok) {
    issue("fee", parsed.error);
    return null;
  }
  if (parsed.minor < 0n) {
    issue("fee", "A fee cannot be negative.");
    return null;
  }
  if (parsed.minor >= BigInt(ctx.amount)) {
    const amount = formatMinor(BigInt(ctx.amount), ctx.currency, { locale });
    issue("fee", `The fee must be less than the payment amount (${amount}).`);
    return null;
  }
  return parsed.minor === 0n ? null : Number(parsed.minor);
}

/** The server action's input: which request, the click's intent id (kept when that click is retried), the form. */
export const ZRespondInput = z.object({
  cancellationId: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, "A cancellation request id is a positive whole number."),
  intentId: z.uuid(),
  form: z.record(z.string(), z.unknown()),
});
export type TRespondInput = z.input<typeof ZRespondInput>;

/**
 * What will be (or was) sent, in one sentence: for the confirmation dialog, the timeline and the audit.
 * `locale` formats the amounts; the server passes none (the runtime's default).
 */
export function describeAnswer(c: TRespondCommand, ctx: TRespondContext, locale?: string): string {
  const money = (minor: number) => formatMinor(BigInt(minor), ctx.currency, { locale });
  if (c.api === "v1") {
    return c.op === "accept"
      ? `Accept through the SEPA direct debit operation (v1 :accept): the platform returns ${money(ctx.amount)} with a pacs.004.`
      : `Reject through the SEPA direct debit operation (v1 :reject) with ${c.body.reasonCode} (${reasonName(c.body.reasonCode, false)}) and the information “${c.body.additionalInformation}”: the platform sends a camt.029.`;
  }
  const d = c.body.responseDetails ?? {};
  if (c.body.responseCode === "ACCEPTED") {
    const fee = d.feeAmount ?? 0;
    const returned =
      fee > 0
        ? `${money(ctx.amount - fee)} (${money(ctx.amount)} less a fee of ${money(fee)})`
        : `${money(ctx.amount)}, no fee`;
    const info = d.additionalInformation ? ` with the information “${d.additionalInformation}”` : "";
    return `Accept${info}: the platform returns ${returned} with a pacs.004.`;
  }
  const swift = d.swiftRejectionReasonCode !== undefined;
  const code = (swift ? d.swiftRejectionReasonCode : d.rejectionReasonCode) ?? "";
  const info =
    swift && code === "ARDT"
      ? `; the platform adds the payment's UETR${ctx.uetr ? ` ${ctx.uetr}` : ""} as the information`
      : d.additionalInformation
        ? ` and the information “${d.additionalInformation}”`
        : ", no information";
  return `Reject with ${code} (${reasonName(code, swift)})${info}: the platform sends a camt.029.`;
}

function reasonName(code: string, swift: boolean): string {
  const table: Record<string, string> = swift ? SWIFT_REJECTION_REASONS : SEPA_REJECTION_REASONS;
  return Object.hasOwn(table, code) ? table[code]! : code;
}

/** What one answer attempt came to, as the page shows it. */
export type TRespondOutcome = {
  /**
   * sent — the platform took it (or an earlier attempt had); refused — it said no, the request is unchanged;
   * unknown — no answer, so nobody knows yet (sending again reads the request first); in_progress — someone
   * is answering it right now; already_sent — it was answered through Countersign before, nothing was sent.
   */
  outcome: "sent" | "refused" | "unknown" | "in_progress" | "already_sent";
  message: string;
  providerCode: string | null;
  providerStatus: number | null;
  /** The request's status as Countersign knows it after the attempt. */
  status: string;
};

/** The action's result: the outcome, or the fields the server's run of respondSchema refused. */
export type TRespondResult =
  | { ok: true; outcome: TRespondOutcome }
  | { ok: false; message: string; fieldErrors: Record<string, string> };
