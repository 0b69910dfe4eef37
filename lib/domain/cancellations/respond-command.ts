import { formatMinor } from "@/lib/money";
import { reasonName } from "./respond-words";
import type { TRespondContext } from "./respond-types";

// Client-safe. The answer as it will be sent: the confirmation dialog shows its operation and body verbatim
// and the audit records it, so a person confirms exactly what leaves. The gateway provider owns the wire
// types it sends (TV3RespondBody, TV1RejectBody); a type test there holds these bodies equal to them.

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
