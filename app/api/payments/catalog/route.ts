import { guardRoute } from "@/lib/auth/guard-route";
import { noInput } from "@/lib/auth/route-input";
import { paymentCatalog } from "@/lib/services/payments/payment-catalog";

export const dynamic = "force-dynamic";

// GET /api/payments/catalog → { statuses, types }: the platform's lists the status and type filters pick
// from. They change rarely (the service keeps them 10 minutes), so the browser may keep them a while too.
export const GET = guardRoute("payments.view", noInput, async () => {
  const { statuses, types } = await paymentCatalog();
  return Response.json({ statuses, types }, { headers: { "cache-control": "private, max-age=300" } });
});
