import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { ZPaymentFilters } from "@/lib/domain/payments/filters";
import { rawPaymentParams } from "@/lib/domain/payments/url";
import { listPayments } from "@/lib/services/payments/list-payments";

export const dynamic = "force-dynamic";

// GET /api/payments?<filters of lib/domain/payments/filters.ts>&limit=…&next|prev=…
// → TPaymentPage { rows, next, prev, api }: one page of the platform's payment search.
export const GET = guardRoute(
  "payments.view",
  z.preprocess(rawPaymentParams, ZPaymentFilters),
  async (filters) => Response.json(await listPayments(filters), { headers: { "cache-control": "no-store" } }),
  { message: "The filters are not valid." },
);
