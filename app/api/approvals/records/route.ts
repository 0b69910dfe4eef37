import { z } from "zod";
import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";
import { getApprovals } from "@/lib/services/approvals/get-approvals";

export const dynamic = "force-dynamic";

const ZIds = z.object({
  ids: z
    .string()
    .regex(/^\d{1,15}(,\d{1,15}){0,99}$/, "A comma-separated list of 1 to 100 transaction ids.")
    .transform((s) => s.split(",").map(Number)),
});

// GET /api/approvals/records?ids=1,2,3 → { records: TApprovalRecord[] }: Countersign's approval records of
// these payments, including ones that have left the queue (the outcome of an approval just made).
export const GET = guardRoute("approvals.view", async (req, ctx) => {
  const parsed = ZIds.safeParse({ ids: req.nextUrl.searchParams.get("ids") ?? "" });
  if (!parsed.success) {
    return errorResponse({
      code: "invalid_input",
      message: "The transaction ids are not valid.",
      fieldErrors: fieldErrorsOf(parsed.error),
      requestId: ctx.requestId,
    });
  }
  const records = await getApprovals(parsed.data.ids);
  return Response.json({ records }, { headers: { "cache-control": "no-store" } });
});
