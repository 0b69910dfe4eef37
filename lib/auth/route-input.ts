import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import type { TActionError } from "@/lib/domain/shared/action-result";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import { lastPathSegment } from "@/lib/utils/path-segment";

/**
 * A request's query as a route's schema sees it, in the shape Next hands a page its searchParams: a key given
 * once is a string, a repeated key (status=A&status=B, account=…&account=…) an array of every value. So a
 * schema that takes several values sees them all, and one that takes a single value says which it keeps.
 */
export type TQuery = Record<string, string | string[]>;

export function queryOf(search: URLSearchParams): TQuery {
  // fromEntries defines own properties: a key named __proto__ stays a key, never the object's prototype.
  return Object.fromEntries(
    [...new Set(search.keys())].map((key) => {
      const all = search.getAll(key);
      return [key, all.length === 1 ? all[0]! : all];
    }),
  );
}

/** A key's last value, as `Object.fromEntries(searchParams)` read it. */
export const lastOf = (v: string | string[] | undefined) => (Array.isArray(v) ? v.at(-1) : v);
/** A key's first value, as `searchParams.get(key)` read it. */
export const firstOf = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A list filter schema of single values: each repeated key keeps its last value, as the list routes always read it. */
export const lastValues = <S extends z.ZodType>(schema: S) =>
  z.preprocess((q: TQuery) => Object.fromEntries(Object.entries(q).map(([k, v]) => [k, lastOf(v)])), schema);

/** The schema of a route that takes no input: whatever the query holds is ignored, as it always was. */
export const noInput = z.unknown().transform((): undefined => undefined);

/** How a route words its 400, where it says more than guardAction's sentence. */
export type TRouteInputOptions = {
  /** The path's last segment (percent-decoded) joins the query under this name: `{ id: "1042" }`. */
  segment?: string;
  /** The 400's sentence, or a function of the field messages and the raw input (to quote the bad id). */
  message?: string | ((fieldErrors: Record<string, string>, raw: TQuery) => string);
  /** Field messages other than fieldErrorsOf's one per dotted path (a list named once, say). */
  fieldErrors?: (error: z.ZodError) => Record<string, string>;
};

/** The request's input parsed, or the 400 that says what is wrong with it. */
export function parseRouteInput<S extends z.ZodType>(
  req: NextRequest,
  schema: S,
  options: TRouteInputOptions,
  requestId: string,
): { ok: true; input: z.output<S> } | { ok: false; error: TActionError } {
  const raw = queryOf(req.nextUrl.searchParams);
  if (options.segment) raw[options.segment] = lastPathSegment(req.nextUrl.pathname);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data };
  const fieldErrors = (options.fieldErrors ?? fieldErrorsOf)(parsed.error);
  const { message = "Some fields need attention." } = options;
  return {
    ok: false,
    error: {
      code: "invalid_input",
      message: typeof message === "string" ? message : message(fieldErrors, raw),
      fieldErrors,
      requestId,
    },
  };
}
