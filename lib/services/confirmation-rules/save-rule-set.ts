import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { currentRuleSetVersion, findRuleSet, insertRuleSet } from "@/lib/db/confirmation-rules";
import { AppError } from "@/lib/errors/app-error";
import {
  ZRuleList,
  type TRule,
  type TSaveRuleSetInput,
} from "@/lib/domain/confirmation-rules/confirmation-rules";
import type { TActor } from "../actor";
import { summariseChanges } from "./summarise-changes";

// Saving confirmation rules: every save is a new version (current + 1), written with its audit row in one
// transaction. The editor names the version it started from; if someone saved since, this save is refused
// rather than silently overwriting their rules (the number is also the primary key, so two saves from the
// same base cannot both win even when they commit at the same instant).

export async function saveRuleSet(input: TSaveRuleSetInput, actor: TActor): Promise<{ version: number }> {
  // The action parsed it already; parsing again here keeps the service's promise whoever calls it: what is
  // stored always evaluates.
  const rules = ZRuleList.parse(input.rules);
  const comment = input.comment?.trim() || null;
  const result = await db.$transaction(async (tx) => {
    const current = await currentRuleSetVersion(tx);
    if (current !== input.baseVersion) return { saved: false as const, current };
    const stored = current === null ? null : await findRuleSet(current, tx);
    const previous: TRule[] = ZRuleList.safeParse(stored?.rules).data ?? [];
    const version = (current ?? 0) + 1;
    const inserted = await insertRuleSet(tx, {
      version,
      rules,
      comment,
      createdById: actor.user.id,
      createdByEmail: actor.user.email,
    });
    if (!inserted) return { saved: false as const, current: version };
    await recordAudit(
      {
        action: "rules.save",
        outcome: "success",
        actor: actor.user,
        target: `rules:${version}`,
        requestId: actor.requestId,
        ip: actor.ip,
        detail: {
          version,
          baseVersion: input.baseVersion,
          ruleCount: rules.length,
          enabledCount: rules.filter((r) => r.enabled).length,
          comment,
          changes: summariseChanges(previous, rules),
        },
      },
      tx,
    );
    return { saved: true as const, version };
  });
  if (result.saved) return { version: result.version };

  await recordAudit({
    action: "rules.save",
    outcome: "failure",
    actor: actor.user,
    target: "rules",
    requestId: actor.requestId,
    ip: actor.ip,
    detail: { reason: "conflict", baseVersion: input.baseVersion, currentVersion: result.current },
  });
  throw new AppError("conflict", conflictSentence(input.baseVersion, result.current));
}

function conflictSentence(base: number | null, current: number | null): string {
  if (current === null)
    return `The version you started from (${base}) is no longer in force and no rule set is saved; reload the rules, then make your changes again.`;
  const started = base === null ? "you started from no rules" : `you started from version ${base}`;
  return `Someone saved version ${current} meanwhile (${started}); reload to see their rules, then make your changes again.`;
}
