import { listTransfers } from "@/lib/services/liquidity/list-transfers";
import { liquidityReadRoute } from "../liquidity-route";

export const dynamic = "force-dynamic";

// GET /api/liquidity/transfers?status=…&from=…&to=…&debtorAccount=…&creditorAccount=…&requestId=…
//   &limit=…&offset=…&sort=requestId-asc|requestId-desc → { rows, total, limit, offset }
export const GET = liquidityReadRoute(listTransfers);
