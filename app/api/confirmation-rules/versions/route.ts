import { z } from "zod";
import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { lastValues } from "@/lib/auth/route-input";
import { zInt4 } from "@/lib/domain/shared/bounds";
import { getRuleSet, listRuleSets } from "@/lib/services/confirmation-rules/read-rule-sets";

export const dynamic = "force-dynamic";

const ZQuery = z.strictObject({
  version: z.coerce.number("Not a version number.").pipe(zInt4("Not a version number.")).optional(),
});

// GET /api/confirmation-rules/versions → TRuleSetVersionList (newest first);
// GET /api/confirmation-rules/versions?version=N → that version's TRuleSetVersion (404 when it does not exist).
export const GET = guardRoute(
  ["rules.manage", "instant.view"],
  lastValues(ZQuery),
  async ({ version }, ctx) => {
    const headers = { "cache-control": "no-store" };
    if (version === undefined) return Response.json(await listRuleSets(), { headers });
    const found = await getRuleSet(version);
    if (!found) {
      return errorResponse({
        code: "not_found",
        message: `There is no version ${version} of the confirmation rules.`,
        requestId: ctx.requestId,
      });
    }
    return Response.json(found, { headers });
  },
  { message: "The version is not valid." },
);
