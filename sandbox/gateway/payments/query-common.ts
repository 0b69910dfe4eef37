import { z } from "zod";
import { PAYMENT_STATUSES, PAYMENT_TYPES } from "../../state/catalog";
import type { TPaymentFilter, TRange } from "./filters";

// Query-string building blocks shared by the v2 search and GET /v3/payments. Query values arrive as
// strings; a repeated parameter arrives as an array (Fastify's parser), a single one as a string.

const ISO_CURRENCIES = new Set(Intl.supportedValuesOf("currency"));
const SCHEMES = ["SEPA", "INST", "SDD", "SWIFT", "T2"] as const;

export const zInt = z
  .string()
  .regex(/^\d{1,15}$/, "Expected a non-negative integer")
  .transform(Number);
export const zId = zInt.refine((n) => n > 0, "Expected a positive integer");
export const zLimit = zInt.pipe(z.number().min(1).max(100)).default(10);
export const zText = z.string().min(1).max(140);
export const zToken = z.string().min(1).max(1000);
export const zDateTime = z.iso.datetime({ offset: true }).transform((v) => Date.parse(v));
export const zDate = z.iso.date();
export const zBankCode = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, "Expected a BIC of 8 or 11 characters"));
export const zAccount = z
  .string()
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().min(1).max(34));
export const zUetr = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(
    z
      .string()
      .regex(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        "Expected a UETR (UUID v4)",
      ),
  );
export const zCurrency = z
  .string()
  .refine((v) => ISO_CURRENCIES.has(v), "Expected an ISO 4217 currency code");
export const zDirection = z.enum(["OUTBOUND", "INBOUND"]);

/** One value or several of the same parameter; `commas` also splits `a,b` (the v3 style). */
export function repeatable<T extends z.ZodType>(item: T, commas = false) {
  return z.preprocess((v) => {
    if (v === undefined) return undefined;
    const list = Array.isArray(v) ? v : [v];
    return commas ? list.flatMap((x) => (typeof x === "string" ? x.split(",") : [x])) : list;
  }, z.array(item).min(1).max(20).optional());
}

export const zSchemes = (commas = false) => repeatable(z.enum(SCHEMES), commas);
export const zStatusIds = (commas = false) =>
  repeatable(
    zId.refine((id) => PAYMENT_STATUSES.some((s) => s.id === id), "Unknown transaction status id"),
    commas,
  );
export const zTypeIds = (commas = false) =>
  repeatable(
    zId.refine((id) => PAYMENT_TYPES.some((t) => t.id === id), "Unknown transaction type id"),
    commas,
  );

const range = (from?: number, to?: number): TRange | undefined =>
  from === undefined && to === undefined ? undefined : { from, to };

/** The filter in a canonical form (no undefined keys, sorted lists): also what the page tokens fingerprint. */
export function canonicalFilter(f: TPaymentFilter & { amountBounds: [number?, number?][] }): TPaymentFilter {
  const { amountBounds, ...rest } = f;
  const [amount, tax, compensation] = amountBounds.map(([from, to]) => range(from, to));
  const filter: TPaymentFilter = {
    ...rest,
    amount,
    unaccountedTaxAmount: tax,
    compensationAmount: compensation,
  };
  for (const key of ["schemes", "typeIds", "statusIds"] as const) {
    const list = filter[key] as (string | number)[] | undefined;
    if (list) filter[key] = [...new Set(list)].sort() as never;
  }
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as TPaymentFilter;
}

/** `from` may not exceed `to`: a refinement shared by every range pair. */
export function orderedPairs(pairs: [string, string][]) {
  return (q: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const [from, to] of pairs) {
      const a = q[from];
      const b = q[to];
      if (a !== undefined && b !== undefined && (a as number | string) > (b as number | string)) {
        ctx.addIssue({ code: "custom", path: [from], message: `${from} must not be after ${to}`, input: a });
      }
    }
  };
}
