import { guardRoute } from "@/lib/auth/guard-route";
import { noInput } from "@/lib/auth/route-input";
import { listApprovalQueue } from "@/lib/services/approvals/list-approval-queue";

export const dynamic = "force-dynamic";

// GET /api/approvals → TApprovalQueue: every payment waiting in TO_SIGN (up to the cap) with Countersign's
// approval records for them.
export const GET = guardRoute("approvals.view", noInput, async () =>
  Response.json(await listApprovalQueue(), { headers: { "cache-control": "no-store" } }),
);
