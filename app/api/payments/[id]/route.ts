import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { lastPathSegment } from "@/lib/utils/path-segment";
import { can } from "@/lib/auth/client-safe/permissions";
import { ZPaymentId } from "@/lib/schemas/payment-detail";
import { getPaymentDetail } from "@/lib/services/payments/get-payment-detail";

export const dynamic = "force-dynamic";

// GET /api/payments/{id} → the payment's full record, status timeline, cancellation requests, children and
// parent (lib/schemas/payment-detail.ts). 400 for an id that is not one, 404 when the platform has none.
// guardRoute hands the handler the request only, so the id is read from the path.
export const GET = guardRoute("payments.view", async (req, ctx) => {
  const raw = lastPathSegment(req.nextUrl.pathname);
  const id = ZPaymentId.safeParse(raw);
  if (!id.success) {
    return errorResponse({
      code: "invalid_input",
      message: `“${raw.slice(0, 40)}” is not a payment id: ${id.error.issues[0]?.message ?? "a whole number."}`,
      fieldErrors: { id: id.error.issues[0]?.message ?? "A payment id is a whole number." },
      requestId: ctx.requestId,
    });
  }
  // Cancellation requests have their own permission: a payment reader without it sees that they exist.
  const detail = await getPaymentDetail(id.data, {
    requestId: ctx.requestId,
    withCancellations: can(ctx.user.roles, "cancellations.view"),
  });
  return Response.json(detail, { headers: { "cache-control": "no-store" } });
});
