import { guardRoute } from "@/lib/auth/guard-route";
import { noInput } from "@/lib/auth/route-input";
import { readBell } from "@/lib/services/notifications/bell";

export const dynamic = "force-dynamic";

// GET /api/notifications → the signed-in user's bell (TBell): recent in-app notifications and the unread
// count. Always the session's own user: the route takes no user, nor any other input.
export const GET = guardRoute("account.notifications", noInput, async (_input, ctx) =>
  Response.json(await readBell(ctx.user.id), { headers: { "cache-control": "no-store" } }),
);
