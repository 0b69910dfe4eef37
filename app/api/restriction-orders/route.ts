import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { lastValues } from "@/lib/auth/route-input";
import { ZRestrictionOrderQuery } from "@/lib/domain/restriction-orders/url";
import { listRestrictionOrders } from "@/lib/services/restriction-orders/list-orders";

export const dynamic = "force-dynamic";

// GET /api/restriction-orders?status=…&page=1…&size=10|20|50|100&sort=date|doc_id|amount|status&dir=asc|desc
// → TOrderPage (lib/domain/restriction-orders/restriction-orders.ts). 400 names each bad parameter; 502 carries the
// platform's error envelope in words with its code.
export const GET = guardRoute(
  "restrictions.view",
  lastValues(ZRestrictionOrderQuery),
  async (query, ctx) => {
    const result = await listRestrictionOrders(query);
    if (!result.ok) {
      return errorResponse({
        code: "platform_error",
        message: result.error.message,
        providerCode: result.error.providerCode ?? undefined,
        requestId: ctx.requestId,
      });
    }
    return Response.json(result.page, { headers: { "cache-control": "no-store" } });
  },
  {
    message: (fieldErrors) =>
      `The list query is not valid: ${Object.entries(fieldErrors)
        .map(([k, m]) => `${k} — ${m}`)
        .join("; ")}`,
  },
);
