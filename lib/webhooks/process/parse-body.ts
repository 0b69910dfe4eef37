import type { z } from "zod";

// A verified body of the wrong shape is kept as unprocessable with a sentence naming what failed, so the
// Events page can tell an operator which field the platform changed, without opening the raw body.

export type TParsed<T> = { ok: true; data: T } | { ok: false; error: string };

export function parseBody<S extends z.ZodType>(schema: S, kind: string, body: unknown): TParsed<z.output<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const fields = result.error.issues
    .slice(0, 8)
    .map((issue) => `${issue.path.length ? issue.path.join(".") : "(body)"} (${issue.message})`);
  return { ok: false, error: `The ${kind} body does not match its schema: ${fields.join("; ")}.` };
}
