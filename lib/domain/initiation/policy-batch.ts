import type { TRole } from "@/lib/auth/client-safe/roles";
import type { TRequirement } from "./policy";
import { describeRequirement } from "./policy-words";

// A batch is approved as a whole (docs/initiation.md#policies), so its approvals must satisfy every row's
// requirement at once: as many approvals as the most demanding row, from people who hold a role every
// row that names roles accepts. When the rows name roles that no one person's role can satisfy together,
// no approval could ever be right for all of them, and the batch is refused before it is made.

export type TBatchRequirement = { ok: true; requirement: TRequirement } | { ok: false; message: string };

export function batchRequirement(rows: readonly TRequirement[]): TBatchRequirement {
  if (rows.length === 0) throw new Error("batchRequirement: a batch has at least one payment");
  const most = rows.reduce((a, b) => (b.approvals > a.approvals ? b : a));
  const named = rows.filter((r) => r.roles.length > 0 && r.approvals > 0).map((r) => r.roles);
  let roles: TRole[] = [];
  if (named.length) {
    roles = named.reduce((a, b) => a.filter((role) => b.includes(role)));
    if (roles.length === 0) {
      return {
        ok: false,
        message:
          "The payments of this file need approvals from roles no one approval can cover together: upload them in separate files, by the rule that applies to them.",
      };
    }
  }
  const ruleNames = [...new Set(rows.map((r) => r.ruleName).filter((n): n is string => n !== null))];
  const requirement = {
    version: most.version,
    ruleId: ruleNames.length === 1 ? most.ruleId : null,
    ruleName: ruleNames.length > 1 ? ruleNames.join(", ") : most.ruleName,
    approvals: most.approvals,
    roles,
  };
  return { ok: true, requirement: { ...requirement, words: describeRequirement(requirement) } };
}
