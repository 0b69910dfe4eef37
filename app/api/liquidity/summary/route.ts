import { summariseTransfers } from "@/lib/services/liquidity/summarise-transfers";
import { liquidityReadRoute } from "../liquidity-route";

export const dynamic = "force-dynamic";

// GET /api/liquidity/summary?<the list's filters> → { totals, points, currency, cap, capped }: count and
// amount per status, and the rows the chart is drawn from (paging and order are ignored).
export const GET = liquidityReadRoute(summariseTransfers);
