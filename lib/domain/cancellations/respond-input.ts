import { z } from "zod";
import { formatMinor, parseMajorAmount } from "@/lib/money";
import { zLocale } from "@/lib/domain/shared/bounds";
import type { TRespondCommand } from "./respond-command";
import type { TRespondContext } from "./respond-types";
import {
  SEPA_INFO_MAX,
  SEPA_REJECTION_REASONS,
  SWIFT_INFO_MAX,
  SWIFT_REJECTION_REASONS,
} from "./respond-words";

// Client-safe. The rules of answering an inbound cancellation request, as ONE schema the respond form runs
// in the browser and the server action runs again before anything is sent
// (docs/platform-interface.md#answering-a-cancellation, Limits; docs/platform.md, Assumptions →
// Cancellations). The form's values (what a person typed, the fee in major units of their locale) go in; the
// exact operation and body to send come out, or one sentence per field that needs attention.

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
