import type { TPayment } from "../../state/model";
import {
  SEPA_INFO_MAX,
  SEPA_REJECTION_REASONS,
  SWIFT_INFO_MAX,
  SWIFT_REJECTION_REASONS,
  type TFamily,
} from "./codes";
import { invalidField, refuse } from "./view";

// The body of a v3 response against the derived schema (docs/platform-interface.md#answering-a-cancellation,
// the body table and rules 4–6). Order: fields of the other schema or of the other response code
// (VALIDATION_ERROR), then the rejection reason (presence: VALIDATION_ERROR; validity:
// ILLEGAL_CANCELLATION_REASON), additionalInformation (VALIDATION_ERROR), and the fee (NEGATIVE_FEE_AMOUNT,
// FEE_NOT_SUPPORTED_FOR_SCHEMA, then the amount).

export type TResponseDetails = {
  rejectionReasonCode?: string;
  swiftRejectionReasonCode?: string;
  additionalInformation?: string;
  feeAmount?: number;
};

export type TDecision =
  { code: "ACCEPTED"; fee: number } | { code: "REJECTED"; reason: string; info?: string };

const F = "responseDetails.";

export function decide(
  family: TFamily,
  responseCode: "ACCEPTED" | "REJECTED",
  d: TResponseDetails,
  payment: TPayment,
): TDecision {
  const reasonField = family === "SEPA" ? "rejectionReasonCode" : "swiftRejectionReasonCode";
  const otherField = family === "SEPA" ? "swiftRejectionReasonCode" : "rejectionReasonCode";
  if (d[otherField] !== undefined)
    throw invalidField(F + otherField, `${otherField} is not used for a ${family} request`, d[otherField]);

  if (responseCode === "ACCEPTED") {
    if (d[reasonField] !== undefined)
      throw invalidField(F + reasonField, `${reasonField} is only used with REJECTED`, d[reasonField]);
    if (family === "SEPA" && d.additionalInformation !== undefined) {
      throw invalidField(
        F + "additionalInformation",
        "additionalInformation is not used when accepting a SEPA request",
        d.additionalInformation,
      );
    }
    if (family === "SWIFT") checkLength(d.additionalInformation, SWIFT_INFO_MAX, false);
    return { code: "ACCEPTED", fee: checkFee(family, d.feeAmount, payment.amount) };
  }

  // A fee only applies to an acceptance (the return carries it); zero is harmless.
  if (d.feeAmount !== undefined && d.feeAmount !== 0)
    throw invalidField(F + "feeAmount", "feeAmount is only used with ACCEPTED", d.feeAmount);
  const reason = d[reasonField];
  if (reason === undefined)
    throw invalidField(F + reasonField, `${reasonField} is required for a ${family} rejection`);
  if (family === "SEPA") {
    if (!SEPA_REJECTION_REASONS.includes(reason)) throw illegalReason(reason, family);
    checkLength(d.additionalInformation, SEPA_INFO_MAX, true);
    return { code: "REJECTED", reason, info: d.additionalInformation };
  }
  if (!SWIFT_REJECTION_REASONS.includes(reason)) throw illegalReason(reason, family);
  if (reason === "ARDT") {
    // Rule 5: the platform fills additionalInformation with the UETR the return travelled under.
    if (d.additionalInformation !== undefined) {
      throw invalidField(
        F + "additionalInformation",
        "additionalInformation must be absent with ARDT",
        d.additionalInformation,
      );
    }
    if (!payment.uetr)
      throw invalidField(
        F + reasonField,
        `Payment ${payment.transaction_id} has no UETR, which ARDT needs`,
        reason,
      );
    return { code: "REJECTED", reason, info: payment.uetr };
  }
  checkLength(d.additionalInformation, SWIFT_INFO_MAX, false);
  return { code: "REJECTED", reason, info: d.additionalInformation };
}

function checkLength(info: string | undefined, max: number, required: boolean) {
  if (info === undefined) {
    if (required)
      throw invalidField(
        F + "additionalInformation",
        "additionalInformation is required for a SEPA rejection",
      );
    return;
  }
  if (info.length < 1 || info.length > max) {
    throw invalidField(
      F + "additionalInformation",
      `additionalInformation must be 1-${max} characters (got ${info.length})`,
      info,
    );
  }
}

/** Rule 4 and the fee limits: not negative, none for SWIFT (zero allowed), below the payment amount. */
function checkFee(family: TFamily, fee: number | undefined, amount: number): number {
  if (fee === undefined) return 0;
  if (fee < 0) throw refuse(400, "NEGATIVE_FEE_AMOUNT", `feeAmount ${fee} is below zero`);
  if (family === "SWIFT" && fee !== 0)
    throw refuse(400, "FEE_NOT_SUPPORTED_FOR_SCHEMA", "A SWIFT response takes no fee");
  if (fee >= amount) {
    throw refuse(
      400,
      "FEE_AMOUNT_GREATER_THAN_OR_EQUAL_TO_TRANSACTION_AMOUNT",
      `feeAmount ${fee} is not smaller than the payment amount ${amount}`,
    );
  }
  return fee;
}

function illegalReason(reason: string, family: TFamily) {
  const hint =
    family === "SWIFT" && reason === "NARR" ? " (NARR is no longer accepted for SWIFT rejections)" : "";
  const valid = (family === "SEPA" ? SEPA_REJECTION_REASONS : SWIFT_REJECTION_REASONS).join(", ");
  return refuse(
    400,
    "ILLEGAL_CANCELLATION_REASON",
    `${reason} is not a ${family} rejection reason${hint}; valid: ${valid}`,
  );
}
