import { guardRoute } from "@/lib/auth/guard-route";
import { lastValues } from "@/lib/auth/route-input";
import { ZDecisionHistoryQuery } from "@/lib/domain/instant/confirmations";
import { getDecisionHistory } from "@/lib/services/instant/list-decision-history";

export const dynamic = "force-dynamic";

// GET /api/instant/decisions?source=rule|user|fallback&before=<cursor>&limit=1..100 → TDecisionHistoryPage.
export const GET = guardRoute(
  "instant.view",
  lastValues(ZDecisionHistoryQuery),
  async (query) =>
    Response.json(await getDecisionHistory(query), { headers: { "cache-control": "no-store" } }),
  { message: "The history's filters are not valid." },
);
