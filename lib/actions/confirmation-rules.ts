"use server";

import { guardAction } from "@/lib/auth/guard-action";
import { ZSaveRuleSetInput } from "@/lib/domain/confirmation-rules/confirmation-rules";
import { saveRuleSet } from "@/lib/services/confirmation-rules/save-rule-set";

/**
 * Saves the edited rules as a new version (the one in force from the next webhook, on every instance).
 * `baseVersion` is the version the editor started from: when someone saved meanwhile the answer is
 * `conflict` with a sentence, and nothing is saved. Bad rules come back as `invalid_input` with field
 * errors keyed by path ("rules.2.conditions.amountMax").
 */
export const saveRuleSetAction = guardAction(
  "saveRuleSet",
  "rules.manage",
  ZSaveRuleSetInput,
  (input, ctx) => saveRuleSet(input, { user: ctx.user, requestId: ctx.requestId, ip: ctx.ip }),
  { stepUp: true },
);
