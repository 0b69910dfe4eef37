import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { zInt8Id } from "@/lib/domain/shared/bounds";
import { getDelivery } from "@/lib/services/events/get-delivery";

export const dynamic = "force-dynamic";

const ZDeliveryId = zInt8Id("A delivery id is a whole number, such as 1042.");

// GET /api/events/{id} → one delivery with its headers and raw body; 400 for an id that cannot be one
// (beyond the bigint column: it used to overflow in PostgreSQL), 404 when there is no such delivery.
export const GET = guardRoute(
  "events.view",
  z.object({ id: ZDeliveryId }),
  async ({ id }) => Response.json(await getDelivery(id), { headers: { "cache-control": "no-store" } }),
  { segment: "id", message: (e, raw) => `“${String(raw.id).slice(0, 40)}” is not a delivery id. ${e.id}` },
);
