import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { Span } from "@opentelemetry/api";
import type { z } from "zod";
import { toActionError } from "@/lib/errors/to-action-error";
import type { TActionError, TErrorCode } from "@/lib/domain/shared/action-result";
import { cookies } from "next/headers";
import { env } from "@/lib/env";
import { httpRequestDuration, secondsSince } from "@/lib/metrics/metrics";
import { pathTemplate } from "@/lib/metrics/path-template";
import { withSpan } from "@/lib/metrics/trace";
import { strictTransportSecurity } from "@/lib/security-headers";
import { currentSession, requestContext, type TSession } from "./current-user";
import { auditDenied } from "./deny";
import type { TActionContext } from "./guard-action";
import { can, type TPermission } from "./client-safe/permissions";
import { parseRouteInput, type TRouteInputOptions } from "./route-input";
import { renewedSessionCookie } from "./session-renewal";

const STATUS: Record<TErrorCode, number> = {
  unauthenticated: 401,
  forbidden: 403,
  invalid_input: 400,
  not_found: 404,
  conflict: 409,
  platform_error: 502,
  internal: 500,
  step_up_required: 403,
};

export function errorResponse(error: TActionError) {
  return NextResponse.json(
    { error },
    { status: STATUS[error.code], headers: { "cache-control": "no-store" } },
  );
}

/**
 * Wraps a route handler for client reads, as guardAction wraps an action. API routes do not pass through
 * proxy.ts (its matcher leaves /api out: the proxy cost about 0.6 ms per request, scripts/bench/README.md,
 * bff-overhead), so the guard does for them what the proxy does for pages: a request id on the answer, 401
 * without a valid session (not audited, like the proxy's: nobody is there to attribute it to), and the
 * session renewal that makes the idle limit an idle limit. Then 401/403 for a disabled account or missing
 * permission (audited) before anything is read; the query (route-input.ts: repeated keys as arrays, the path
 * id under `options.segment`) parsed by `schema`, 400 `invalid_input` with a message per field; the handler
 * with the parsed input; JSON errors for what it throws. Several permissions: any one of them suffices (a
 * read shared by two pages).
 */
export function guardRoute<S extends z.ZodType>(
  permission: TPermission | readonly TPermission[],
  schema: S,
  handler: (input: z.output<S>, ctx: TActionContext, req: NextRequest) => Promise<Response>,
  options: TRouteInputOptions = {},
) {
  const anyOf: readonly TPermission[] = typeof permission === "string" ? [permission] : permission;
  return (req: NextRequest): Promise<Response> =>
    withSpan(`route ${req.method} ${pathTemplate(req.nextUrl.pathname)}`, {}, (span) => guarded(req, span));
  async function guarded(req: NextRequest, span: Span): Promise<Response> {
    const started = performance.now();
    const [session, ctx] = await Promise.all([currentSession(), requestContext()]);
    if (ctx.requestId) span.setAttribute("countersign.request_id", ctx.requestId);
    const name = req.nextUrl.pathname;
    let res: Response;
    if (!session) {
      res = errorResponse({ code: "unauthenticated", message: "Sign in first.", requestId: ctx.requestId });
    } else if (!session.user || !anyOf.some((p) => can(session.user!.roles, p))) {
      await auditDenied(session.user, permission, { kind: "route", name }, ctx);
      res = errorResponse(
        session.user
          ? { code: "forbidden", message: "Your roles do not allow this.", requestId: ctx.requestId }
          : { code: "unauthenticated", message: "Sign in first.", requestId: ctx.requestId },
      );
    } else {
      try {
        const parsed = parseRouteInput(req, schema, options, ctx.requestId);
        res = parsed.ok
          ? await handler(parsed.input, { user: session.user, requestId: ctx.requestId, ip: ctx.ip }, req)
          : errorResponse(parsed.error);
      } catch (err) {
        res = errorResponse(toActionError(err, { requestId: ctx.requestId, where: `route:${name}` }));
      }
      await renewSession(session.token);
    }
    observeRoute(name, req.method, res.status, started);
    span.setAttribute("http.response.status_code", res.status);
    return stampRequestId(res, ctx.requestId);
  }
}

/** A route's answer time (docs/observability.md), by path template so ids do not make new series. */
export function observeRoute(path: string, method: string, status: number, started: number) {
  httpRequestDuration().observe(
    { route: pathTemplate(path), method, status: String(status) },
    secondsSince(started),
  );
}

/** Re-issues the session cookie when it is due (Next adds cookies set here to the route's answer). */
export async function renewSession(token: TSession["token"]): Promise<void> {
  const cookie = await renewedSessionCookie(token);
  if (cookie) (await cookies()).set(cookie.name, cookie.value, cookie.options);
}

export function stampRequestId(res: Response, requestId: string): Response {
  try {
    res.headers.set("x-request-id", requestId);
    // HSTS follows NEXTAUTH_URL, a run-time setting, so it cannot be among next.config.ts's static headers.
    const hsts = strictTransportSecurity(env.NEXTAUTH_URL);
    if (hsts) res.headers.set("strict-transport-security", hsts);
  } catch {
    // A response with immutable headers (none of ours today) simply goes without the id.
  }
  return res;
}
