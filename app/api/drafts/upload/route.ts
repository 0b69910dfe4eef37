import { NextResponse } from "next/server";
import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { routeStepUpRefusal } from "@/lib/auth/route-step-up";
import { MAX_UPLOAD_BYTES, ZUploadQuery } from "@/lib/domain/initiation/bulk-upload";
import { sepaToday } from "@/lib/domain/initiation/sepa-today";
import { readBodyCapped } from "@/lib/utils/read-body-capped";
import { crossSiteReason } from "@/lib/auth/same-origin";
import { uploadBatch } from "@/lib/services/initiation/upload-batch";

// POST /api/drafts/upload?step=check|create&name=<file name>, the file as the body (docs/initiation.md#bulk).
// A route rather than a server action: an action's body stops at 1 MB (lib/http/action-body-guard.ts),
// and a file of 10,000 payments is larger. Making the draft moves money, so `create` needs the step-up;
// the check makes nothing and does not.

export const POST = guardRoute("payments.create", ZUploadQuery, async ({ step, name }, ctx, req) => {
  const crossSite = crossSiteReason(req);
  if (crossSite) return errorResponse({ code: "forbidden", message: crossSite, requestId: ctx.requestId });
  if (step === "create") {
    const refusal = await routeStepUpRefusal("payments.create", req.nextUrl.pathname, ctx);
    if (refusal) return refusal;
  }
  const body = await readBodyCapped(req, MAX_UPLOAD_BYTES);
  const answer = await uploadBatch(step, body, name, { ...ctx, roles: ctx.user.roles }, sepaToday());
  return NextResponse.json(answer, { headers: { "cache-control": "no-store" } });
});
