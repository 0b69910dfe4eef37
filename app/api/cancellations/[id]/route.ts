import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { lastPathSegment } from "@/lib/utils/path-segment";
import { ZCancellationId } from "@/lib/schemas/cancellations";
import { getCancellationDetail } from "@/lib/services/cancellations/get-cancellation-detail";

export const dynamic = "force-dynamic";

// GET /api/cancellations/{id} → the request (read from the platform now, stored if new), its timeline, our
// answer and whether it can be answered (lib/schemas/cancellations.ts TCancellationDetail). 400 for an id
// that is not one, 404 when neither the inbox nor the platform knows it.
export const GET = guardRoute("cancellations.view", async (req, ctx) => {
  const raw = lastPathSegment(req.nextUrl.pathname);
  const id = ZCancellationId.safeParse(raw);
  if (!id.success) {
    return errorResponse({
      code: "invalid_input",
      message: `“${raw.slice(0, 40)}” is not a cancellation request id: ${id.error.issues[0]?.message ?? "a whole number."}`,
      fieldErrors: { id: id.error.issues[0]?.message ?? "A cancellation request id is a whole number." },
      requestId: ctx.requestId,
    });
  }
  const detail = await getCancellationDetail(BigInt(id.data), ctx);
  return Response.json(detail, { headers: { "cache-control": "no-store" } });
});
