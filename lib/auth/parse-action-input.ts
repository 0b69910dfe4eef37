import type { z } from "zod";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import { ILL_FORMED_TEXT, illFormedTextPaths } from "@/lib/domain/shared/well-formed-text";

/**
 * An action's input as its guard reads it: refused by field when any string in it is not well-formed text
 * (lib/domain/shared/well-formed-text.ts says why), otherwise parsed with the action's schema.
 */
export function parseActionInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; fieldErrors: Record<string, string> } {
  const illFormed = illFormedTextPaths(input);
  if (illFormed.length) {
    return { ok: false, fieldErrors: Object.fromEntries(illFormed.map((p) => [p, ILL_FORMED_TEXT])) };
  }
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}
