import {
  canonicalQuery,
  rawParams,
  type TRawParams,
  type TSearch,
  type TUrlSpec,
} from "@/lib/domain/shared/url-state";

export type TInvalidParam = { key: string; message: string };
export type TUrlState<T> = {
  /** The schema's reading of what was kept. */
  value: T;
  /** The canonical query of what was kept: the TanStack Query key and the API's query. */
  query: string;
  /** Each parameter dropped, with the schema's reason, so the page can say what it ignored. */
  invalid: TInvalidParam[];
};

/**
 * A list's state from its URL, for the server page and (through useUrlState) the client view alike. A
 * hand-edited or stale link still shows something: each invalid parameter is dropped on its own and named
 * with its message, instead of the whole view falling back to defaults. Issues come in layers (checks
 * across fields, such as from ≤ to, run only once each field parses), so it drops and parses again until
 * the rest parses; each round drops at least one key, so it ends.
 */
export function readUrlState<T>(spec: TUrlSpec<T>, search: TSearch): TUrlState<T> {
  let kept: TRawParams = rawParams(spec, search);
  const invalid: TInvalidParam[] = [];
  for (;;) {
    const result = spec.schema.safeParse(kept);
    if (result.success) return { value: result.data, query: canonicalQuery(spec, kept), invalid };
    const found = new Map<string, string>();
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (key && key in kept && !found.has(key)) found.set(key, issue.message);
    }
    if (found.size === 0) break; // an issue not tied to a parameter: nothing left to drop
    for (const [key, message] of found) invalid.push({ key, message });
    kept = Object.fromEntries(Object.entries(kept).filter(([k]) => !found.has(k)));
  }
  return { value: spec.schema.parse({}), query: "", invalid };
}
