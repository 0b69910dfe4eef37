import { guardRoute } from "@/lib/auth/guard-route";
import { noInput } from "@/lib/auth/route-input";
import { getRuleSet } from "@/lib/services/confirmation-rules/read-rule-sets";

export const dynamic = "force-dynamic";

// GET /api/confirmation-rules → the version in force (TRuleSetVersion), or {version: null, rules: []} when
// none was ever saved. Admins edit them; finance ops may read which rules decide their queue.
export const GET = guardRoute(["rules.manage", "instant.view"], noInput, async () =>
  Response.json((await getRuleSet()) ?? { version: null, rules: [] }, {
    headers: { "cache-control": "no-store" },
  }),
);
