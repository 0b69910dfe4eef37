import type { NextRequest } from "next/server";
import { z } from "zod";
import { currentSession, isSessionStillLive, requestContext } from "@/lib/auth/current-user";
import { errorResponse, renewSession, stampRequestId } from "@/lib/auth/guard-route";
import { firstOf, parseRouteInput, type TQuery } from "@/lib/auth/route-input";
import { can } from "@/lib/auth/client-safe/permissions";
import { changeStream } from "@/lib/live/change-stream";
import { LIVE_TOPICS, type TLiveTopic } from "@/lib/live-topics";
import { fitsInt8, MAX_TIME } from "@/lib/domain/shared/bounds";

export const dynamic = "force-dynamic";

// GET /api/stream — Server-Sent Events of changes, for the signed-in user's topics only. A reconnecting
// browser sends Last-Event-ID and gets what it missed; a first connection sends `since` (ms since the
// epoch, from the page's render) and gets what changed from then on.

/** Older than this, a page is refetched whole rather than replayed (change_events are pruned anyway). */
const SINCE_MAX_AGE_MS = 10 * 60_000;
const ZSince = z.preprocess(
  (q: TQuery) => ({ since: firstOf(q.since) }),
  z.object({ since: z.coerce.number().int().nonnegative().max(MAX_TIME).optional() }),
);
const SINCE_REFUSAL = {
  message: "since must be a time in milliseconds since the epoch.",
  fieldErrors: () => ({ since: "A time in milliseconds since the epoch, before the year 10000." }),
};

export async function GET(request: NextRequest) {
  const [session, ctx] = await Promise.all([currentSession(), requestContext()]);
  const user = session?.user;
  if (!user) {
    const denied = errorResponse({
      code: "unauthenticated",
      message: "Sign in first.",
      requestId: ctx.requestId,
    });
    return stampRequestId(denied, ctx.requestId);
  }
  // Any signed-in user may open it (each topic checks its own permission below), so guardRoute, which asks
  // for one, does not wrap it; its query is read the same way.
  const since = parseRouteInput(request, ZSince, SINCE_REFUSAL, ctx.requestId);
  if (!since.ok) return stampRequestId(errorResponse(since.error), ctx.requestId);
  // Opening the stream is activity; the proxy, which renews pages' sessions, does not run for /api.
  await renewSession(session.token);
  const topics = (Object.keys(LIVE_TOPICS) as TLiveTopic[]).filter((t) => can(user.roles, LIVE_TOPICS[t]));
  const header = request.headers.get("last-event-id");
  // Beyond the bigint column it is no event id of ours (it overflowed in PostgreSQL): start afresh.
  const lastEventId = header && /^\d{1,19}$/.test(header) && fitsInt8(header) ? BigInt(header) : null;
  const stream = changeStream({
    topics,
    lastEventId,
    since:
      since.input.since === undefined
        ? null
        : new Date(Math.max(since.input.since, Date.now() - SINCE_MAX_AGE_MS)),
    signal: request.signal,
    stillAllowed: () => isSessionStillLive(session.token),
    userId: user.id,
  });
  const res = new Response(stream, {
    headers: {
      "x-request-id": ctx.requestId,
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
  return stampRequestId(res, ctx.requestId); // and HSTS, as on every guarded route
}
