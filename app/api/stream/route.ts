import type { NextRequest } from "next/server";
import { errorResponse } from "@/lib/auth/guard-route";
import { currentUser, isUserStillActive, requestContext } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { changeStream } from "@/lib/live/change-stream";
import { LIVE_TOPICS, type TLiveTopic } from "@/lib/live-topics";

export const dynamic = "force-dynamic";

// GET /api/stream — Server-Sent Events of changes, for the signed-in user's topics only. A reconnecting
// browser sends Last-Event-ID and gets what it missed.
export async function GET(request: NextRequest) {
  const [user, ctx] = await Promise.all([currentUser(), requestContext()]);
  if (!user)
    return errorResponse({ code: "unauthenticated", message: "Sign in first.", requestId: ctx.requestId });
  const topics = (Object.keys(LIVE_TOPICS) as TLiveTopic[]).filter((t) => can(user.roles, LIVE_TOPICS[t]));
  const header = request.headers.get("last-event-id");
  const lastEventId = header && /^\d{1,19}$/.test(header) ? BigInt(header) : null;
  const stream = changeStream({
    topics,
    lastEventId,
    signal: request.signal,
    stillAllowed: () => isUserStillActive(user.id),
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
}
