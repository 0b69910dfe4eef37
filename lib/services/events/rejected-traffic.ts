import "server-only";
import { rejectionSummary } from "@/lib/db/webhook-rejections";
import type { TRejectedTraffic } from "@/lib/domain/events/rejected-traffic";

/** Counts of webhook requests refused in the last 24 clock hours, for the Events page. */
export function rejectedTraffic(): Promise<TRejectedTraffic> {
  return rejectionSummary(24);
}
