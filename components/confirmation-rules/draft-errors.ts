import type { TDraftRule } from "./draft";
import { fieldId } from "./rule-editor";

// Where the rules editor's messages go as the person edits: keys are the schema's paths
// (`rules.<i>.conditions.<field>`, `rules.<i>.outcome.<field>`, `rules.<i>.<field>`).

/** The first invalid field's control, so focus lands where the first message is. */
export function firstInvalidId(errors: Record<string, string>, rules: readonly TDraftRule[]): string | null {
  for (const key of Object.keys(errors)) {
    const m = /^rules\.(\d+)\.(?:conditions\.|outcome\.)?(\w+)/.exec(key);
    const rule = m ? rules[Number(m[1])] : undefined;
    if (rule && m) return fieldId(rule.id, m[2] === "reasonCode" ? "outcome.reasonCode" : m[2]!);
  }
  return null;
}

/**
 * The messages left after an edit: an edited field loses its message (the outcome's with it when the
 * outcome changes); adding, moving or removing re-numbers the rules (no `touched`), so every message goes.
 */
export function errorsAfterEdit(
  errors: Record<string, string>,
  touched?: { index: number; fields: string[] },
): Record<string, string> {
  if (!touched) return {};
  const fields = touched.fields.flatMap((f) => (f === "action" ? ["action", "reasonCode", "outcome"] : [f]));
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([k]) =>
        !fields.some((f) =>
          new RegExp(`^rules\\.${touched.index}\\.(conditions\\.|outcome\\.)?${f}(\\.|$)`).test(k),
        ),
    ),
  );
}
