import { NextResponse } from "next/server";
import { guardRoute } from "@/lib/auth/guard-route";
import { noInput } from "@/lib/auth/route-input";
import { getOverview } from "@/lib/services/overview/get-overview";

export const dynamic = "force-dynamic";

// GET /api/overview — the Overview's counts and active alerts, refetched when a live change arrives.
export const GET = guardRoute("overview.view", noInput, async (_input, { user }) =>
  NextResponse.json(await getOverview(user), { headers: { "cache-control": "no-store" } }),
);
