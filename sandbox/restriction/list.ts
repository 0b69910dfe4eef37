import { z } from "zod";
import type { TRestrictionOrder } from "../state/model";
import { ORDER_STATUSES } from "./orders";

// GET /api/v1/orders query: a status filter (named `status`: the interface does not show the name), and
// Spring-style paging — `page` 0-based, `size` 1–100 (default 20), `sort=field[,ASC|DESC]`, repeatable.
// Out-of-range paging and unknown sort fields are 400 VALIDATION_ERROR rather than silently clamped.

const SORT_KEYS = {
  "header.date": (o: TRestrictionOrder) => o.header.date,
  "header.doc_id": (o: TRestrictionOrder) => o.header.doc_id,
  "data.amount": (o: TRestrictionOrder) => o.data.amount,
  "data.status": (o: TRestrictionOrder) => o.data.status,
} as const;
export const SORT_FIELDS = Object.keys(SORT_KEYS) as (keyof typeof SORT_KEYS)[];

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, "must be a non-negative integer")
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const ZSort = z
  .string()
  .regex(
    new RegExp(`^(${SORT_FIELDS.map((f) => f.replace(".", "\\.")).join("|")})(,(asc|desc))?$`, "i"),
    `must be <field>[,ASC|DESC] with field one of ${SORT_FIELDS.join(", ")}`,
  )
  .transform((s) => {
    const [field, dir] = s.split(",");
    return { field: field as keyof typeof SORT_KEYS, desc: dir?.toUpperCase() === "DESC" };
  });

export const ZOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  page: integer(0, 1_000_000).default(0),
  size: integer(1, 100).default(20),
  sort: z
    .union([ZSort, z.array(ZSort)])
    .optional()
    .transform((s) => (s === undefined ? [] : Array.isArray(s) ? s : [s])),
});
export type TOrdersQuery = z.output<typeof ZOrdersQuery>;

/** Newest first unless sorted otherwise; the document id breaks ties so pages never overlap. */
export function sortOrders(orders: TRestrictionOrder[], sort: TOrdersQuery["sort"]): TRestrictionOrder[] {
  const keys = [...(sort.length ? sort : [{ field: "header.date" as const, desc: true }])];
  keys.push({ field: "header.doc_id", desc: false });
  return [...orders].sort((a, b) => {
    for (const { field, desc } of keys) {
      const [x, y] = [SORT_KEYS[field](a), SORT_KEYS[field](b)];
      if (x !== y) return (x < y ? -1 : 1) * (desc ? -1 : 1);
    }
    return 0;
  });
}

export function pageOf(orders: TRestrictionOrder[], page: number, size: number) {
  const items = orders.slice(page * size, page * size + size);
  return {
    items,
    metadata: {
      is_last_page: (page + 1) * size >= orders.length,
      page_items: items.length,
      page_number: page,
      page_size: size,
      total_items: orders.length,
    },
  };
}
