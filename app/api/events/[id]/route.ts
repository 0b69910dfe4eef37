import { guardRoute } from "@/lib/auth/guard-route";
import { getDelivery } from "@/lib/services/events/get-delivery";

export const dynamic = "force-dynamic";

// GET /api/events/{id} → one delivery with its headers and raw body; 404 when there is no such delivery.
// guardRoute hands the handler the request only, so the id is read from the path.
export const GET = guardRoute("events.view", async (req) => {
  const id = decodeURIComponent(req.nextUrl.pathname.split("/").at(-1) ?? "");
  return Response.json(await getDelivery(id), { headers: { "cache-control": "no-store" } });
});
