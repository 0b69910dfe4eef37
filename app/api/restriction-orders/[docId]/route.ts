import { z } from "zod";
import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { ZDocId } from "@/lib/domain/restriction-orders/input";
import { getRestrictionOrder } from "@/lib/services/restriction-orders/get-order";

export const dynamic = "force-dynamic";

// GET /api/restriction-orders/{docId} (percent-encoded) → TOrderDetail: the order as the platform lists it
// now, with Countersign's decision record. 400 for a document id that cannot be one, 404 when the platform
// lists no such order, 502 with the platform's error in words.
export const GET = guardRoute(
  "restrictions.view",
  z.object({ docId: ZDocId }),
  async ({ docId }, ctx) => {
    const result = await getRestrictionOrder(docId);
    if (result.ok) return Response.json(result.order, { headers: { "cache-control": "no-store" } });
    if (result.notFound) {
      return errorResponse({
        code: "not_found",
        message: `The platform lists no restriction order with document id ${docId}.`,
        requestId: ctx.requestId,
      });
    }
    return errorResponse({
      code: "platform_error",
      message: result.error.message,
      providerCode: result.error.providerCode ?? undefined,
      requestId: ctx.requestId,
    });
  },
  {
    segment: "docId",
    message: (e, raw) => `“${String(raw.docId).slice(0, 70)}” is not a document id: ${e.docId}`,
  },
);
