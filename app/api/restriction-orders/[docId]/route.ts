import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { lastPathSegment } from "@/lib/utils/path-segment";
import { ZDocId } from "@/lib/schemas/restriction-orders";
import { getRestrictionOrder } from "@/lib/services/restriction-orders/get-order";

export const dynamic = "force-dynamic";

// GET /api/restriction-orders/{docId} (percent-encoded) → TOrderDetail: the order as the platform lists it
// now, with Countersign's decision record. 400 for a document id that cannot be one, 404 when the platform
// lists no such order, 502 with the platform's error in words.
export const GET = guardRoute("restrictions.view", async (req, ctx) => {
  const raw = lastPathSegment(req.nextUrl.pathname);
  const docId = ZDocId.safeParse(raw);
  if (!docId.success) {
    return errorResponse({
      code: "invalid_input",
      message: `“${raw.slice(0, 70)}” is not a document id: ${docId.error.issues[0]?.message ?? ""}`,
      fieldErrors: { docId: docId.error.issues[0]?.message ?? "Not a document id." },
      requestId: ctx.requestId,
    });
  }
  const result = await getRestrictionOrder(docId.data);
  if (result.ok) return Response.json(result.order, { headers: { "cache-control": "no-store" } });
  if (result.notFound) {
    return errorResponse({
      code: "not_found",
      message: `The platform lists no restriction order with document id ${docId.data}.`,
      requestId: ctx.requestId,
    });
  }
  return errorResponse({
    code: "platform_error",
    message: result.error.message,
    providerCode: result.error.providerCode ?? undefined,
    requestId: ctx.requestId,
  });
});
