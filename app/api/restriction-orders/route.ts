import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";
import { ZRestrictionOrderQuery } from "@/lib/schemas/restriction-orders";
import { listRestrictionOrders } from "@/lib/services/restriction-orders/list-orders";

export const dynamic = "force-dynamic";

// GET /api/restriction-orders?status=…&page=1…&size=10|20|50|100&sort=date|doc_id|amount|status&dir=asc|desc
// → TOrderPage (lib/schemas/restriction-orders.ts). 400 names each bad parameter; 502 carries the
// platform's error envelope in words with its code.
export const GET = guardRoute("restrictions.view", async (req, ctx) => {
  const parsed = ZRestrictionOrderQuery.safeParse(Object.fromEntries(req.nextUrl.searchParams));
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return errorResponse({
      code: "invalid_input",
      message: `The list query is not valid: ${Object.entries(fieldErrors)
        .map(([k, m]) => `${k} — ${m}`)
        .join("; ")}`,
      fieldErrors,
      requestId: ctx.requestId,
    });
  }
  const result = await listRestrictionOrders(parsed.data);
  if (!result.ok) {
    return errorResponse({
      code: "platform_error",
      message: result.error.message,
      providerCode: result.error.providerCode ?? undefined,
      requestId: ctx.requestId,
    });
  }
  return Response.json(result.page, { headers: { "cache-control": "no-store" } });
});
