import { z } from "zod";
import { resolveCurrency } from "@/lib/money";
import { DATE_RANGE_MESSAGE, inDateRange, zBoundedIsoDateTime } from "@/lib/domain/shared/bounds";
import { DEFAULT_PAGE_SIZE } from "./filter-keys";
import { classifierKey, DIRECTIONS, SCHEMES } from "./payments";

// Each Payments filter parameter as the URL carries it, checked one by one: the words of a refusal belong to
// the field. ZPaymentFilters then checks the fields against each other and builds the gateway query.

const text = (max: number) => z.string().trim().min(1).max(max).optional();
const positiveId = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "A transaction id is a whole number.")
  .transform(Number)
  .refine((n) => n > 0, "A transaction id is a positive number.")
  .optional();
const bic = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, "A bank code is a BIC of 8 or 11 letters and digits."),
  )
  .optional();
const account = z
  .string()
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().min(1).max(34, "An account number has at most 34 characters."))
  .optional();
const dateTime = zBoundedIsoDateTime().optional();
const date = z.iso
  .date({ message: "Not a date (YYYY-MM-DD).", abort: true })
  .refine((v) => inDateRange(new Date(v)), DATE_RANGE_MESSAGE)
  .optional();
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(","))),
    z.array(item).max(20).optional(),
  );
// A status or type is the platform's id (from its list operation) or, when that list is not available, a
// name the interface lists ("To sign", written TO_SIGN in the URL): see catalogValue in ./payments.
const catalogValue = z
  .string()
  .trim()
  // Platform ids count from 1: a 0 passed here and the platform refused the search (a 502).
  .regex(/^([1-9]\d{0,8}|[A-Za-z][A-Za-z _-]{0,39})$/, "Not a list value.")
  .transform((v) => (/^\d+$/.test(v) ? Number(v) : classifierKey(v)));
// A typed amount stays text until the currency is known: the same digits mean different minor units.
const amount = z.string().trim().min(1).max(64).optional();

export const ZRawFilters = z.object({
  id: positiveId,
  endToEndId: text(35),
  uetr: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
      message: "A UETR is a UUID (8-4-4-4-12 hex digits).",
      abort: true,
    })
    // SWIFT gpi UETRs are UUID v4, and the platform refuses any other version (docs/platform.md).
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      "A UETR is a UUID version 4: a 4 starts the third group, 8, 9, a or b the fourth.",
    )
    .optional(),
  metadata: text(140),
  scheme: list(z.enum(SCHEMES, "One of SEPA, INST, SDD, SWIFT, T2.")),
  direction: z.enum(DIRECTIONS, "OUTBOUND or INBOUND.").optional(),
  status: list(catalogValue),
  type: list(catalogValue),
  from: dateTime,
  to: dateTime,
  settledFrom: date,
  settledTo: date,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (c) => resolveCurrency(c) !== null && !c.includes("/"),
      "Not a currency Countersign knows (ISO 4217).",
    )
    .optional(),
  amountFrom: amount,
  amountTo: amount,
  taxFrom: amount,
  taxTo: amount,
  compensationFrom: amount,
  compensationTo: amount,
  debtorAccount: account,
  creditorAccount: account,
  debtorBank: bic,
  creditorBank: bic,
  parent: positiveId,
  limit: z.coerce
    .number()
    .int("A page size is a whole number.")
    .min(1, "At least 1 row per page.")
    .max(100, "At most 100 rows per page.")
    .default(DEFAULT_PAGE_SIZE),
  next: z.string().min(1).max(1000).optional(),
  prev: z.string().min(1).max(1000).optional(),
});
