import { errorResponse, guardRoute } from "@/lib/auth/guard-route";
import { lastValues } from "@/lib/auth/route-input";
import { ZDraftId, ZDraftRowsQuery } from "@/lib/domain/initiation/draft-view";
import { getDraft } from "@/lib/services/initiation/get-draft";

export const dynamic = "force-dynamic";

// GET /api/drafts/{id}?offset=&limit= → TDraftView (lib/domain/initiation/draft-view.ts): the draft page's
// refetch when the "drafts" topic names its draft, and a batch's rows one page at a time. 400 for an id that
// is not a UUID, 404 when there is no such draft.
export const GET = guardRoute(
  "drafts.view",
  lastValues(ZDraftRowsQuery.extend({ id: ZDraftId })),
  async ({ id, offset, limit }, ctx) => {
    const draft = await getDraft(id, ctx.user, { offset, limit });
    if (!draft) {
      return errorResponse({
        code: "not_found",
        message: "There is no such draft.",
        requestId: ctx.requestId,
      });
    }
    return Response.json(draft, { headers: { "cache-control": "no-store" } });
  },
  {
    segment: "id",
    message: (e, raw) =>
      e.id ? `“${String(raw.id).slice(0, 40)}” is not a draft id: ${e.id}` : "Some fields need attention.",
  },
);
