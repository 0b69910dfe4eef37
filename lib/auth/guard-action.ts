import "server-only";
import type { z } from "zod";
import { toActionError } from "@/lib/errors/to-action-error";
import type { TActionResult } from "@/lib/schemas/action-result";
import { fieldErrorsOf } from "@/lib/schemas/field-errors";
import { currentUser, requestContext, type TCurrentUser } from "./current-user";
import { auditDenied } from "./deny";
import { can, type TPermission } from "./client-safe/permissions";

export type TActionContext = { user: TCurrentUser; requestId: string | null; ip: string | null };

/**
 * Wraps a server action: session, permission (refusals audited), zod-parsed input, and errors turned into
 * an `{ error }` result. A server action is a public HTTP endpoint whatever the UI shows, so none skips it.
 */
export function guardAction<S extends z.ZodType, T>(
  name: string,
  permission: TPermission,
  schema: S,
  handler: (input: z.output<S>, ctx: TActionContext) => Promise<T>,
): (input: z.input<S>) => Promise<TActionResult<T>> {
  return async (input) => {
    const [user, req] = await Promise.all([currentUser(), requestContext()]);
    if (!user || !can(user.roles, permission)) {
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
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      return {
        error: {
          code: "invalid_input",
          message: "Some fields need attention.",
          fieldErrors: fieldErrorsOf(parsed.error),
          requestId: req.requestId,
        },
      };
    }
    try {
      return { data: await handler(parsed.data, { user, requestId: req.requestId, ip: req.ip }) };
    } catch (err) {
      return { error: toActionError(err, { requestId: req.requestId, where: `action:${name}` }) };
    }
  };
}
