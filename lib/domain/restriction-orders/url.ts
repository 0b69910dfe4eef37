import { z } from "zod";
import { ORDER_STATUSES, SORT_KEYS } from "./restriction-orders";
import type { TUrlSpec } from "@/lib/domain/shared/url-state";

// Client-safe: the Restriction orders list's state in the URL, read by the page, the route and the view.

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const URL_KEYS = ["status", "page", "size", "sort", "dir"] as const;

// An empty select arrives as "", which means "not set".
const blank = (v: unknown) => (v === "" ? undefined : v);

/**
 * The list's state in the URL: `page` counts from 1 as people do (the platform's is 0-based; the service
 * subtracts one), the platform's own default order (newest first) when `sort`/`dir` are absent.
 */
export const ZRestrictionOrderQuery = z.object({
  status: z.preprocess(blank, z.enum(ORDER_STATUSES, "One of UNPROCESSED, CONFIRMED, REJECTED.").optional()),
  page: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,7}$/, "A page number from 1.")
      .transform(Number)
      // The platform's (0-based) page goes to 1,000,000 (sandbox/restriction/list.ts); beyond it was a 502.
      .pipe(z.number().int().min(1, "A page number from 1.").max(1_000_001, "A page number up to 1000001."))
      .default(1),
  ),
  size: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,3}$/, `One of ${PAGE_SIZES.join(", ")}.`)
      .transform(Number)
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `One of ${PAGE_SIZES.join(", ")}.`)
      .default(20),
  ),
  sort: z.preprocess(blank, z.enum(SORT_KEYS, "One of date, doc_id, amount, status.").default("date")),
  dir: z.preprocess(blank, z.enum(["asc", "desc"], "asc or desc.").default("desc")),
});
export type TRestrictionOrderQuery = z.output<typeof ZRestrictionOrderQuery>;

/** The list's URL: status, page, size and order. */
export const ORDERS_URL: TUrlSpec<TRestrictionOrderQuery> = {
  schema: ZRestrictionOrderQuery,
  keys: URL_KEYS,
};
