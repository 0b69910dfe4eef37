import "server-only";
import { trace } from "@opentelemetry/api";
import type { z } from "zod";
import { toActionError } from "@/lib/errors/to-action-error";
import type { TActionResult } from "@/lib/domain/shared/action-result";
import { actionDuration, secondsSince } from "@/lib/metrics/metrics";
import { failSpan, withSpan } from "@/lib/metrics/trace";
import { currentSession, requestContext, type TCurrentUser } from "./current-user";
import { auditDenied } from "./deny";
import { parseActionInput } from "./parse-action-input";
import { can, type TPermission } from "./client-safe/permissions";
import { sessionSteppedUp } from "./step-up/session-step-up";

export type TActionContext = { user: TCurrentUser; requestId: string | null; ip: string | null };

export type TGuardOptions<I> = {
  /**
   * The action moves money or changes who may move it: it also needs a password or second-factor check
   * within STEP_UP_MINUTES (README.md, Security: Step-up). A function asks it of the parsed input, for an
   * action of which only some choices move money.
   */
  stepUp?: boolean | ((input: I) => boolean);
};

/**
 * Wraps a server action: session, permission (refusals audited), zod-parsed input, the step-up check where
 * asked for (refusals audited alike), and errors turned into an `{ error }` result. A server action is a
 * public HTTP endpoint whatever the UI shows, so none skips it.
 */
export function guardAction<S extends z.ZodType, T>(
  name: string,
  permission: TPermission,
  schema: S,
  handler: (input: z.output<S>, ctx: TActionContext) => Promise<T>,
  options: TGuardOptions<z.output<S>> = {},
): (input: z.input<S>) => Promise<TActionResult<T>> {
  // Timed from the call to the reply, by outcome: "ok" or the code the person was shown (docs/observability.md).
  // Traced as one span (docs/observability.md#traces), the parent of the platform calls it makes.
  const timed = (input: z.input<S>) =>
    withSpan(`action ${name}`, { "countersign.action": name }, async (span) => {
      const started = performance.now();
      const result = await guarded(input);
      const outcome = result.error ? result.error.code : "ok";
      actionDuration().observe({ action: name, outcome }, secondsSince(started));
      span.setAttribute("countersign.outcome", outcome);
      if (result.error) failSpan(span, result.error.code);
      return result;
    });
  const guarded = async (input: z.input<S>): Promise<TActionResult<T>> => {
    const [session, req] = await Promise.all([currentSession(), requestContext()]);
    if (req.requestId) trace.getActiveSpan()?.setAttribute("countersign.request_id", req.requestId);
    const user = session?.user ?? null;
    if (!session || !user || !can(user.roles, permission)) {
      await auditDenied(user, permission, { kind: "action", name }, req);
      return user
        ? {
            error: {
              code: "forbidden",
              message: "Your roles do not allow this action.",
              requestId: req.requestId,
            },
          }
        : {
            error: {
              code: "unauthenticated",
              message: "Your session has ended. Sign in again.",
              requestId: req.requestId,
            },
          };
    }
    const parsed = parseActionInput(schema, input);
    if (!parsed.ok) {
      return {
        error: {
          code: "invalid_input",
          message: "Some fields need attention.",
          fieldErrors: parsed.fieldErrors,
          requestId: req.requestId,
        },
      };
    }
    const { stepUp = false } = options;
    const needsStepUp = typeof stepUp === "function" ? stepUp(parsed.data) : stepUp;
    try {
      // After the input is parsed, so a form's mistakes are shown before the person is asked who they are.
      if (needsStepUp && !(await sessionSteppedUp(session.token))) {
        await auditDenied(user, permission, { kind: "action", name }, req, "step_up_required");
        return {
          error: {
            code: "step_up_required",
            message: "Confirm it is you to continue.",
            requestId: req.requestId,
          },
        };
      }
      return { data: await handler(parsed.data, { user, requestId: req.requestId, ip: req.ip }) };
    } catch (err) {
      return { error: toActionError(err, { requestId: req.requestId, where: `action:${name}` }) };
    }
  };
  return timed;
}
