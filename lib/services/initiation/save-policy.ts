import "server-only";
import { currentPolicyVersion, insertPolicy, latestPolicy } from "@/lib/db/approval-policies";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { DEFAULT_POLICY } from "@/lib/domain/initiation/policy";
import { policyChanges } from "@/lib/domain/initiation/policy-changes";
import { ZPolicyBody, type TSavePolicyInput } from "@/lib/domain/initiation/policy-input";
import { AppError } from "@/lib/errors/app-error";
import type { TActor } from "../actor";

// Saving the approval policy (docs/initiation.md#policies): every save is a new version (current + 1),
// written with its audit row in one transaction, in force for every approval from then on. The editor names
// the version it started from; if someone saved since, this save is refused rather than silently replacing
// their policy (the version is also the primary key, so two saves from one base cannot both win).

export async function savePolicy(input: TSavePolicyInput, actor: TActor): Promise<{ version: number }> {
  // The action parsed it already; parsing again keeps the promise whoever calls: what is stored evaluates.
  const body = ZPolicyBody.parse({ rules: input.rules, otherwise: input.otherwise });
  const comment = input.comment?.trim() || null;
  const result = await db.$transaction(async (tx) => {
    const current = await currentPolicyVersion(tx);
    if (current !== input.baseVersion) return { saved: false as const, current };
    const stored = current === null ? null : await latestPolicy(tx);
    const previous = ZPolicyBody.safeParse(stored?.policy).data ?? DEFAULT_POLICY;
    const version = (current ?? 0) + 1;
    const row = {
      version,
      policy: body,
      comment,
      createdById: actor.user.id,
      createdByEmail: actor.user.email,
    };
    if (!(await insertPolicy(tx, row))) return { saved: false as const, current: version };
    const detail = {
      version,
      baseVersion: input.baseVersion,
      ruleCount: body.rules.length,
      comment,
      changes: policyChanges(previous, body),
    };
    await recordAudit({ ...auditOf(actor), outcome: "success", target: `policy:${version}`, detail }, tx);
    return { saved: true as const, version };
  });
  if (result.saved) return { version: result.version };

  await recordAudit({
    ...auditOf(actor),
    outcome: "failure",
    target: "policy",
    detail: { reason: "conflict", baseVersion: input.baseVersion, currentVersion: result.current },
  });
  throw new AppError("conflict", conflictSentence(input.baseVersion, result.current));
}

const auditOf = (actor: TActor) => ({
  action: "policies.save",
  actor: actor.user,
  requestId: actor.requestId,
  ip: actor.ip,
});

function conflictSentence(base: number | null, current: number | null): string {
  const started = base === null ? "you started from the default" : `you started from version ${base}`;
  if (current === null)
    return `The version you started from (${base}) is no longer in force; reload the policy, then make your changes again.`;
  return `Someone saved version ${current} of the policy meanwhile (${started}); reload to see it, then make your changes again.`;
}
