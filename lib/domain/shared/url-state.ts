import type { z } from "zod";

// A list page's URL is its state (a copied link reproduces the view). Each area describes its URL once
// (schema, known keys, repeatable keys) and these read and write it in one canonical form: known keys
// only, sorted, empty values and defaults dropped, repeated values de-duplicated and sorted. That form is
// the TanStack Query key, the API route's query and what a saved view keeps, so one view is one string.

export type TSearch = URLSearchParams | Record<string, string | string[] | undefined>;
/** The known parameters of a URL: repeatable ones with every value, the rest with their first. */
export type TRawParams = Record<string, string | string[]>;

export type TUrlSpec<T = unknown> = {
  /** The area's schema over the raw parameters; its field names are the URL's keys. */
  schema: z.ZodType<T>;
  /** Every parameter the view knows; anything else in the URL is ignored. */
  keys: readonly string[];
  /** Repeatable parameters (`status=A&status=B` or `status=A,B`): any of the values. */
  lists?: readonly string[];
  /** A repeated value's one spelling (a status name in any case is the same filter). */
  tidy?: (key: string, value: string) => string;
  /** Values that mean the default and so are left out of the canonical query (`offset=0`). */
  defaults?: Readonly<Record<string, string>>;
};

const valuesOf = (search: TSearch, key: string): string[] => {
  const v = search instanceof URLSearchParams ? search.getAll(key) : search[key];
  return (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x) => x !== "");
};

/** The known parameters of `search`; empties and unknown keys dropped. */
export function rawParams(spec: TUrlSpec, search: TSearch): TRawParams {
  const out: TRawParams = {};
  for (const key of spec.keys) {
    const values = valuesOf(search, key);
    if (values.length) out[key] = spec.lists?.includes(key) ? values : values[0]!;
  }
  return out;
}

/** One string per view: keys sorted, repeated values split on commas, tidied, de-duplicated, sorted. */
export function canonicalQuery(spec: TUrlSpec, raw: TRawParams): string {
  const params = new URLSearchParams();
  for (const key of [...spec.keys].sort()) {
    const v = raw[key];
    if (v === undefined) continue;
    const values = Array.isArray(v)
      ? [...new Set(v.flatMap((x) => x.split(",")).map((x) => spec.tidy?.(key, x) ?? x))].sort()
      : [v];
    for (const value of values) if (value !== "" && spec.defaults?.[key] !== value) params.append(key, value);
  }
  return params.toString();
}

/** `query` with some parameters replaced (null removes one), canonical again. */
export function withUrlParams(
  spec: TUrlSpec,
  query: string,
  changes: Readonly<Record<string, string | readonly string[] | null>>,
): string {
  const raw = rawParams(spec, new URLSearchParams(query));
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete raw[key];
    else raw[key] = typeof value === "string" ? value : [...value];
  }
  return canonicalQuery(spec, raw);
}
