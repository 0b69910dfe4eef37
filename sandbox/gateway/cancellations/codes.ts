import type { TScheme } from "../../state/model";

// Reason codes and schema families of cancellation requests (docs/platform-interface.md#cancellation-requests
// and docs/platform-interface.md#answering-a-cancellation). The interface names the fields, not the valid
// rejection codes: the lists below are the sandbox's assumption, taken from the camt.029 negative-answer
// codes of the EPC SCT / SCT Inst recall and the SWIFT gpi stop-and-recall rules.

/** Reasons a cancellation request can carry (the resource's `reason` enum). */
// prettier-ignore
export const CANCELLATION_REASONS = [
  "DUPL", "CUST", "FRAD", "TECH", "AC03", "AM09", "AGNT", "COVR", "CURR", "CUTA", "DS24", "FRNA", "FRTR", "INDM",
  "SYAD", "UPAY", "NARR", "AC01", "AC04", "AC06", "AC13", "AG01", "AG02", "AM01", "AM04", "AM05", "CNOR", "DNOR",
  "MD01", "MD02", "MD07", "MS02", "MS03", "RC01", "RR01", "RR02", "RR03", "RR04", "SL01", "BE05", "FF01", "DT01",
  "ED05", "PY01",
] as const;

/** SEPA (CT and Instant, and SDD through v1) rejection reasons: the EPC recall negative-answer codes. */
export const SEPA_REJECTION_REASONS: readonly string[] = [
  "AC04",
  "AM04",
  "ARDT",
  "CUST",
  "LEGL",
  "NOAS",
  "NOOR",
];

/**
 * SWIFT rejection reasons. Change log: NARR was removed, AC04 and AM04 became allowed. ARDT ("already
 * returned") makes the platform fill additionalInformation with the payment's UETR.
 */
// prettier-ignore
export const SWIFT_REJECTION_REASONS: readonly string[] = [
  "AC04", "AGNT", "AM04", "ARDT", "CUST", "INDM", "LEGL", "NOAS", "NOOR", "PTNA", "RQDA",
];

/** Limits of additionalInformation (docs/platform-interface.md#limits). */
export const SEPA_INFO_MAX = 1300;
export const SWIFT_INFO_MAX = 105;

export type TFamily = "SEPA" | "SWIFT";

/** The v3 family of a derived schema; SDD and T2 have none (409 UNSUPPORTED_CANCELLATION_SCHEMA on v3). */
export function familyOf(schema: TScheme): TFamily | null {
  if (schema === "SEPA" || schema === "INST") return "SEPA";
  if (schema === "SWIFT") return "SWIFT";
  return null;
}
