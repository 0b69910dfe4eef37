import "server-only";
import type { TPermission } from "./client-safe/permissions";
import { currentSession } from "./current-user";
import { auditDenied } from "./deny";
import type { TActionContext } from "./guard-action";
import { errorResponse } from "./guard-route";
import { sessionSteppedUp } from "./step-up/session-step-up";

/**
 * guardAction's step-up for a route that moves money (README.md, Security: Step-up): null when the session
 * confirmed a password or code within STEP_UP_MINUTES, else the 403 `step_up_required` that the page's
 * step-up dialog answers (audited like guardAction's).
 */
export async function routeStepUpRefusal(
  permission: TPermission,
  name: string,
  ctx: TActionContext,
): Promise<Response | null> {
  const session = await currentSession();
  if (session && (await sessionSteppedUp(session.token))) return null;
  await auditDenied(ctx.user, permission, { kind: "route", name }, ctx, "step_up_required");
  return errorResponse({
    code: "step_up_required",
    message: "Confirm it is you to continue.",
    requestId: ctx.requestId,
  });
}
