import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { toActionError } from "@/lib/errors/to-action-error";
import type { TActionError, TErrorCode } from "@/lib/schemas/action-result";
import { currentUser, requestContext } from "./current-user";
import { auditDenied } from "./deny";
import type { TActionContext } from "./guard-action";
import { can, type TPermission } from "./permissions";

const STATUS: Record<TErrorCode, number> = {
  unauthenticated: 401,
  forbidden: 403,
  invalid_input: 400,
  not_found: 404,
  conflict: 409,
  platform_error: 502,
  internal: 500,
};

export function errorResponse(error: TActionError) {
  return NextResponse.json(
    { error },
    { status: STATUS[error.code], headers: { "cache-control": "no-store" } },
  );
}

/** Wraps a GET route handler for client reads: 401/403 (audited) before the handler runs, JSON errors after. */
export function guardRoute(
  permission: TPermission,
  handler: (req: NextRequest, ctx: TActionContext) => Promise<Response>,
) {
  return async (req: NextRequest): Promise<Response> => {
    const [user, ctx] = await Promise.all([currentUser(), requestContext()]);
    const name = req.nextUrl.pathname;
    if (!user || !can(user.roles, permission)) {
      await auditDenied(user, permission, { kind: "route", name }, ctx);
      return errorResponse(
        user
          ? { code: "forbidden", message: "Your roles do not allow this.", requestId: ctx.requestId }
          : { code: "unauthenticated", message: "Sign in first.", requestId: ctx.requestId },
      );
    }
    try {
      return await handler(req, { user, requestId: ctx.requestId, ip: ctx.ip });
    } catch (err) {
      return errorResponse(toActionError(err, { requestId: ctx.requestId, where: `route:${name}` }));
    }
  };
}
