import "server-only";

import type { z } from "zod";

export type TParsedResponse<T> = { ok: true; data: T } | { ok: false; issues: string[] };

const MAX_ISSUES = 5;

/**
 * Parses a 2xx body with the caller's schema. An empty body is passed as `undefined`, so a schema
 * for "no content" (z.undefined(), .optional()) accepts it and any other schema reports it.
 * Issues carry paths and rules only; zod 4 does not copy input values into issues unless asked.
 */
export function parseResponseBody<T>(text: string, schema: z.ZodType<T> | undefined): TParsedResponse<T> {
  if (!schema) return { ok: true, data: undefined as T };
  let json: unknown;
  if (text.trim() === "") {
    json = undefined;
  } else {
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, issues: ["body is not JSON"] };
    }
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    issues: result.error.issues
      .slice(0, MAX_ISSUES)
      .map((issue) => `${issue.path.length ? issue.path.join(".") : "(root)"}: ${issue.message}`),
  };
}
