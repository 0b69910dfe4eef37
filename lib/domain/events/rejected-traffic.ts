// What the Events page says about webhook requests that failed verification (README, Security → Webhook
// intake): all of them are counted, only a sample is stored, so the table alone would understate them.

export type TRejectedTraffic = {
  /** The clock hours counted, this one included. */
  hours: number;
  rejected: number;
  /** Distinct sources: IPv4 addresses and IPv6 /64s. */
  sources: number;
  /** Rejected deliveries stored (listed on the page). */
  stored: number;
  /** Refused with 429: over the source's hourly limit. */
  limited: number;
  /** Refused with 403: from outside WEBHOOK_ALLOWED_SOURCES. */
  notAllowed: number;
};

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

/** One sentence: "1,000 rejected requests from 3 sources in the last 24 h; 20 stored, 880 over the rate limit." */
export function rejectedTrafficSentence(t: TRejectedTraffic): string {
  if (t.rejected === 0) return `No rejected requests in the last ${t.hours} h.`;
  const extra = [
    `${t.stored.toLocaleString("en-GB")} stored`,
    t.limited > 0 ? `${t.limited.toLocaleString("en-GB")} over the rate limit` : null,
    t.notAllowed > 0 ? `${t.notAllowed.toLocaleString("en-GB")} from outside the allowed networks` : null,
  ].filter(Boolean);
  return `${count(t.rejected, "rejected request")} from ${count(t.sources, "source")} in the last ${t.hours} h; ${extra.join(", ")}.`;
}
