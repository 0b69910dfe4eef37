import { isAtRisk, slaDeadline, type TDeadline } from "@/lib/domain/deadlines/deadlines";
import { sddAcceptDeadline } from "../cancellations/sdd-deadline";

// Pure. An inbound cancellation request's answer deadline (docs/deadlines.md#cancellations): for an SEPA
// direct debit the platform's own window, five TARGET business days from the settlement (else booking)
// date; for every other scheme the queue's service level from the request's creation at the platform
// (else from when Countersign first saw it).

export type TCancellationClock = {
  paymentMethod: string | null;
  paymentBookingDate: string | null;
  platformCreatedAt: Date | null;
  firstSeenAt: Date;
};

export function cancellationDeadline(r: TCancellationClock, slaMinutes: number): TDeadline {
  if (r.paymentMethod === "SDD" && r.paymentBookingDate) {
    const deadlineAt = sddAcceptDeadline(r.paymentBookingDate);
    if (deadlineAt) return { startedAt: `${r.paymentBookingDate.slice(0, 10)}T00:00:00.000Z`, deadlineAt };
  }
  return slaDeadline(r.platformCreatedAt ?? r.firstSeenAt, slaMinutes);
}

/**
 * The latest settlement date whose SDD window is at risk at `now` (YYYY-MM-DD): every earlier date is too,
 * since a later date never has an earlier deadline. Lets the inbox filter SDD requests in SQL, which does
 * not know TARGET business days. Null when none of the last 30 days is (it cannot happen: the window is
 * at most a couple of weeks).
 */
export function sddAtRiskCutoff(now: number): string | null {
  const today = Math.floor(now / 86_400_000) * 86_400_000;
  for (let k = 0; k <= 30; k++) {
    const date = new Date(today - k * 86_400_000).toISOString().slice(0, 10);
    const d = cancellationDeadline(
      { paymentMethod: "SDD", paymentBookingDate: date, platformCreatedAt: null, firstSeenAt: new Date(now) },
      0,
    );
    if (isAtRisk(d, now)) return date;
  }
  return null;
}
