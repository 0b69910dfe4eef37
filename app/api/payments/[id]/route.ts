import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { can } from "@/lib/auth/client-safe/permissions";
import { ZPaymentId } from "@/lib/domain/payments/detail";
import { getPaymentDetail } from "@/lib/services/payments/get-payment-detail";

export const dynamic = "force-dynamic";

// GET /api/payments/{id} → the payment's full record, status timeline, cancellation requests, children and
// parent (lib/domain/payments/detail.ts). 400 for an id that is not one, 404 when the platform has none.
export const GET = guardRoute(
  "payments.view",
  z.object({ id: ZPaymentId }),
  async ({ id }, ctx) => {
    // Cancellation requests have their own permission: a payment reader without it sees that they exist.
    const detail = await getPaymentDetail(id, {
      requestId: ctx.requestId,
      withCancellations: can(ctx.user.roles, "cancellations.view"),
    });
    return Response.json(detail, { headers: { "cache-control": "no-store" } });
  },
  { segment: "id", message: (e, raw) => `“${String(raw.id).slice(0, 40)}” is not a payment id: ${e.id}` },
);
