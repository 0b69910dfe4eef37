import { expect } from "vitest";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import type { TRespondCommand } from "./respond-command";
import { respondSchema, type TRespondForm } from "./respond-input";
import type { TRespondContext } from "./respond-types";

// What the respond-form tests share (respond-input-*.test.ts, respond-command.test.ts): a fixed "now", a
// request's context per scheme, the form as typed, and the check of one table row.

export const NOW = Date.parse("2026-11-24T12:00:00Z");
export const UETR = "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b";

export const ctx = (
  scheme: TRespondContext["scheme"],
  over: Partial<TRespondContext> = {},
): TRespondContext => ({
  scheme,
  amount: 10_000,
  currency: "EUR",
  uetr: scheme === "SWIFT" ? UETR : null,
  acceptDeadline: scheme === "SDD" ? "2026-12-01T23:59:59.999Z" : null,
  acceptBlocked: null,
  ...over,
});
export const accept = (f: Partial<TRespondForm> = {}): TRespondForm => ({ decision: "ACCEPTED", ...f });
export const reject = (
  reason: string,
  information?: string,
  f: Partial<TRespondForm> = {},
): TRespondForm => ({
  decision: "REJECTED",
  reason,
  information,
  ...f,
});

/** One rule: the context, the form as typed, and either the exact command sent or the field messages. */
export type TRow = [
  name: string,
  context: TRespondContext,
  form: TRespondForm,
  expected: { command: TRespondCommand } | { errors: Record<string, RegExp> },
];

export function expectRow(context: TRespondContext, form: TRespondForm, expected: TRow[3]) {
  const result = respondSchema(context, NOW).safeParse(form);
  if ("command" in expected) {
    expect(result.success ? result.data : fieldErrorsOf(result.error)).toEqual(expected.command);
  } else {
    expect(result.success).toBe(false);
    const errors = result.success ? {} : fieldErrorsOf(result.error);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(expected.errors).sort());
    for (const [field, pattern] of Object.entries(expected.errors)) expect(errors[field]).toMatch(pattern);
  }
}
