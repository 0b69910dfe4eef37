import { z } from "zod";
import { zInt8Id } from "@/lib/domain/shared/bounds";
import { ZOptionalDateTime } from "@/lib/domain/shared/query-params";
import type { TUrlSpec } from "@/lib/domain/shared/url-state";

// The Events page's URL is its state: these parse the query string for the page and GET /api/events.
// The value lists are the source for lib/webhooks too (client-safe, so the browser can have them): the
// classifier's kinds and the verifier's rejection reasons are typed from them, plus the intake's body_too_large.

export const DELIVERY_KINDS = [
  "PAYMENT_STATUS",
  "CANCELLATION_STATUS",
  "PENDING_CONFIRMATION",
  "MAX_HOLDING_AMOUNT_BREACHED",
  "LIQUIDITY",
  "UNKNOWN",
] as const;

export const REJECTION_REASONS = [
  "missing_signature",
  "missing_timestamp",
  "missing_tenant",
  "wrong_tenant",
  "malformed_timestamp",
  "stale_timestamp",
  "future_timestamp",
  "malformed_signature",
  "bad_signature",
  "body_too_large",
] as const;

export const PROCESSING_STATES = ["pending", "processed", "unprocessable", "skipped"] as const;

export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;

export type TDeliveryKind = (typeof DELIVERY_KINDS)[number];
export type TRejectionReason = (typeof REJECTION_REASONS)[number];
export type TProcessingState = (typeof PROCESSING_STATES)[number];

const optionalDate = ZOptionalDateTime;
const cursor = zInt8Id("Not a position in the delivery log.").optional();
// An empty select in a submitted form arrives as "", which means "any".
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.enum(values).optional());

export const ZEventFilters = z
  .object({
    kind: choice(DELIVERY_KINDS),
    verified: choice(["yes", "no"]),
    reason: choice(REJECTION_REASONS),
    processing: choice(PROCESSING_STATES),
    from: optionalDate,
    to: optionalDate,
    /** Keyset paging: older rows have ids below `before`, newer rows ids above `after`. */
    before: cursor,
    after: cursor,
    limit: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `One of ${PAGE_SIZES.join(", ")}.`)
      .default(50),
  })
  .superRefine((f, ctx) => {
    if (f.from && f.to && f.from >= f.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "Must be after the start." });
    if (f.before && f.after)
      ctx.addIssue({ code: "custom", path: ["after"], message: "Page older or newer, not both." });
  });

export type TEventFilters = z.infer<typeof ZEventFilters>;
export const FILTER_KEYS = ["kind", "verified", "reason", "processing", "from", "to", "limit"] as const;

/** The Events page's URL: the filters, the page size and the paging cursor. */
export const EVENTS_URL: TUrlSpec<TEventFilters> = {
  schema: ZEventFilters,
  keys: [...FILTER_KEYS, "before", "after"],
};

// The wire shapes of GET /api/events and /api/events/[id]: made by lib/services/events, read by
// components/events. Ids are strings (bigint does not survive JSON), times ISO 8601 in UTC.

export type TDeliveryRow = {
  id: string;
  receivedAt: string;
  kind: string | null;
  tenantId: string | null;
  verified: boolean;
  rejectionReason: string | null;
  rejectionDetail: string | null;
  signatureVersions: number[];
  processing: TProcessingState;
  processingError: string | null;
  duplicates: number;
};

/**
 * `older` / `newer` are the cursors for the next page each way, null when there is none. `unprocessable`
 * counts the verified deliveries that could not be applied, whatever the filters: an admin may apply
 * them again (lib/actions/events.ts).
 */
export type TDeliveryPage = {
  rows: TDeliveryRow[];
  older: string | null;
  newer: string | null;
  unprocessable: number;
};

export type TDeliveryDetail = TDeliveryRow & {
  /** Why the kind was chosen when the delivery's names and its body's shape disagree. */
  kindNote: string | null;
  sentAt: string | null;
  processedAt: string | null;
  bodySha256: string;
  /** Bytes stored (after truncation of a rejected body). */
  bodyBytes: number;
  bodyTruncated: boolean;
  headers: Record<string, string>;
  /** The stored bytes: as text when they are valid UTF-8, else base64 so nothing is lost in transit. */
  body: { encoding: "utf8" | "base64"; text: string };
};
