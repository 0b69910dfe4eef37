import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { lastPathSegment } from "@/lib/utils/path-segment";
import { zInt8Id } from "@/lib/schemas/bounds";
import { getDelivery } from "@/lib/services/events/get-delivery";

export const dynamic = "force-dynamic";

const ZDeliveryId = zInt8Id("A delivery id is a whole number, such as 1042.");

// GET /api/events/{id} → one delivery with its headers and raw body; 400 for an id that cannot be one
// (beyond the bigint column: it used to overflow in PostgreSQL), 404 when there is no such delivery.
// guardRoute hands the handler the request only, so the id is read from the path.
export const GET = guardRoute("events.view", async (req, ctx) => {
  const raw = lastPathSegment(req.nextUrl.pathname);
  const id = ZDeliveryId.safeParse(raw);
  if (!id.success) {
    const message = id.error.issues[0]?.message ?? "Not a delivery id.";
    return errorResponse({
      code: "invalid_input",
      message: `“${raw.slice(0, 40)}” is not a delivery id. ${message}`,
      fieldErrors: { id: message },
      requestId: ctx.requestId,
    });
  }
  return Response.json(await getDelivery(id.data), { headers: { "cache-control": "no-store" } });
});
