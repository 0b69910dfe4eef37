import "server-only";
import type { z } from "zod";
import { toActionError } from "@/lib/errors/to-action-error";
import type { TActionResult } from "@/lib/domain/shared/action-result";
import { requestContext } from "../current-user";
import type { TActionContext } from "../guard-action";
import { parseActionInput } from "../parse-action-input";
import { currentEnrolmentSession, type TEnrolmentSession } from "./enrolment-session";

/**
 * guardAction (lib/auth/guard-action.ts) for the enrolment page's own action: it must also serve the
 * password-only session the policy sends there, which every other guard treats as no one. No permission:
 * every password account may protect itself. SSO accounts are refused (their identity provider does it).
 */
export function guardEnrolmentAction<S extends z.ZodType, T>(
  name: string,
  schema: S,
  handler: (input: z.output<S>, ctx: TActionContext & { session: TEnrolmentSession }) => Promise<T>,
): (input: z.input<S>) => Promise<TActionResult<T>> {
  return async (input) => {
    const [session, req] = await Promise.all([currentEnrolmentSession(), requestContext()]);
    if (!session || session.sso) {
      const message = session
        ? "Your identity provider asks for your second factor."
        : "Your session has ended. Sign in again.";
      return {
        error: { code: session ? "forbidden" : "unauthenticated", message, requestId: req.requestId },
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
    try {
      const ctx = { user: session.user, requestId: req.requestId, ip: req.ip, session };
      return { data: await handler(parsed.data, ctx) };
    } catch (err) {
      return { error: toActionError(err, { requestId: req.requestId, where: `action:${name}` }) };
    }
  };
}
