import { guardRoute } from "@/lib/auth/guard-route";
import { lastValues } from "@/lib/auth/route-input";
import { ZDraftsQuery } from "@/lib/domain/initiation/drafts-list";
import { listDrafts } from "@/lib/services/initiation/list-drafts";

export const dynamic = "force-dynamic";

// GET /api/drafts?tab=mine|waiting|all&state=…&kind=…&from=…&to=…&before|after=…&limit=…
// → { rows, older, newer }: one page of payment drafts as the signed-in user's tab shows them, newest first.
export const GET = guardRoute(
  "drafts.view",
  lastValues(ZDraftsQuery),
  async (query, { user }) =>
    Response.json(await listDrafts(user, query), { headers: { "cache-control": "no-store" } }),
  { message: "The filters are not valid." },
);
