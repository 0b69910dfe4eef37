import { guardRoute } from "@/lib/auth/guard-route";
import { noInput } from "@/lib/auth/route-input";
import { listLiquidityActivity } from "@/lib/services/liquidity/list-activity";

export const dynamic = "force-dynamic";

// GET /api/liquidity/activity → { events, holdingAlerts }: recent LIQUIDITY webhook deliveries and the
// active MAX_HOLDING_AMOUNT_BREACHED alerts, as webhook intake stored them.
export const GET = guardRoute("liquidity.view", noInput, async () =>
  Response.json(await listLiquidityActivity(), { headers: { "cache-control": "no-store" } }),
);
