import { z } from "zod";
import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";
import { zInt4 } from "@/lib/schemas/bounds";
import { getRuleSet, listRuleSets } from "@/lib/services/confirmation-rules/read-rule-sets";

export const dynamic = "force-dynamic";

const ZQuery = z.strictObject({
  version: z.coerce.number("Not a version number.").pipe(zInt4("Not a version number.")).optional(),
});

// GET /api/confirmation-rules/versions → TRuleSetVersionList (newest first);
// GET /api/confirmation-rules/versions?version=N → that version's TRuleSetVersion (404 when it does not exist).
export const GET = guardRoute(["rules.manage", "instant.view"], async (req, ctx) => {
  const parsed = ZQuery.safeParse(Object.fromEntries(req.nextUrl.searchParams));
  if (!parsed.success) {
    return errorResponse({
      code: "invalid_input",
      message: "The version is not valid.",
      fieldErrors: fieldErrorsOf(parsed.error),
      requestId: ctx.requestId,
    });
  }
  const headers = { "cache-control": "no-store" };
  const { version } = parsed.data;
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
});
