import { z } from "zod";
import { RISK_FILTER } from "@/lib/domain/deadlines/deadlines";
import { DATE_RANGE_MESSAGE, fitsInt8, inDateRange } from "@/lib/domain/shared/bounds";
import { CANCELLATION_STATUSES } from "./words";
import { SCHEMES } from "@/lib/domain/payments/payments";
import type { TUrlSpec } from "@/lib/domain/shared/url-state";

// Client-safe. The cancellation inbox's URL (parsed the same way by the page and GET /api/cancellations) and
// a request id as a person types it.

export const INBOX_PAGE_SIZES = [25, 50, 100] as const;
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.enum(values).optional());

export const ZCancellationFilters = z.object({
  status: choice(CANCELLATION_STATUSES),
  direction: choice(["INBOUND", "OUTBOUND"]),
  scheme: choice(SCHEMES),
  /** Inbound, waiting for an answer, and no answer of ours under way. */
  awaiting: choice(["yes"]),
  /** Awaiting our answer and at risk of its deadline (docs/deadlines.md#at-risk). */
  risk: choice([RISK_FILTER]),
  /** Keyset paging, newest first: rows first seen before this position ("<ms>.<id>"). */
  before: z
    .string()
    .regex(/^\d{1,15}\.\d{1,19}$/, { message: "Not a position in the inbox.", abort: true })
    // Both parts reach PostgreSQL (a timestamp and a bigint id): keep them inside the columns' ranges.
    .refine((v) => inDateRange(new Date(Number(v.split(".")[0]))), DATE_RANGE_MESSAGE)
    .refine((v) => fitsInt8(v.split(".")[1]!), "Not a position in the inbox: the id is too large.")
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .refine(
      (n) => (INBOX_PAGE_SIZES as readonly number[]).includes(n),
      `One of ${INBOX_PAGE_SIZES.join(", ")}.`,
    )
    .default(50),
});
export type TCancellationFilters = z.infer<typeof ZCancellationFilters>;
export const INBOX_FILTER_KEYS = ["status", "direction", "scheme", "awaiting", "risk", "limit"] as const;

/** The inbox's URL: the filters, the page size and the paging cursor. */
export const CANCELLATIONS_URL: TUrlSpec<TCancellationFilters> = {
  schema: ZCancellationFilters,
  keys: [...INBOX_FILTER_KEYS, "before"],
};

/** A cancellation request id as typed or in a path: the platform's positive integer. */
export const ZCancellationId = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "A cancellation request id is a whole number, such as 1042.")
  .refine((s) => Number(s) > 0, "A cancellation request id is a positive whole number.");

export const ZLookUpInput = z.object({ id: ZCancellationId });
