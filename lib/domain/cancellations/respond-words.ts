// Client-safe. The rejection reasons a person may choose when answering a cancellation request, in words,
// and the limits of the information sent with an answer (docs/platform-interface.md#answering-a-cancellation).

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

/** A reason code in words, from the scheme's table; a code not in it shows as itself. */
export function reasonName(code: string, swift: boolean): string {
  const table: Record<string, string> = swift ? SWIFT_REJECTION_REASONS : SEPA_REJECTION_REASONS;
  return Object.hasOwn(table, code) ? table[code]! : code;
}
