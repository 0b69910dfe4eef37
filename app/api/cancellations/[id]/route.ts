import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { ZCancellationId } from "@/lib/domain/cancellations/filters";
import { getCancellationDetail } from "@/lib/services/cancellations/get-cancellation-detail";

export const dynamic = "force-dynamic";

// GET /api/cancellations/{id} → the request (read from the platform now, stored if new), its timeline, our
// answer and whether it can be answered (lib/domain/cancellations/cancellations.ts TCancellationDetail). 400 for an id
// that is not one, 404 when neither the inbox nor the platform knows it.
export const GET = guardRoute(
  "cancellations.view",
  z.object({ id: ZCancellationId }),
  async ({ id }, ctx) => {
    const detail = await getCancellationDetail(BigInt(id), ctx);
    return Response.json(detail, { headers: { "cache-control": "no-store" } });
  },
  {
    segment: "id",
    message: (e, raw) => `“${String(raw.id).slice(0, 40)}” is not a cancellation request id: ${e.id}`,
  },
);
