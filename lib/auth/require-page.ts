import "server-only";
import { forbidden, redirect } from "next/navigation";
import { currentUser, requestContext, type TCurrentUser } from "./current-user";
import { auditDenied } from "./deny";
import { can, type TPermission } from "./client-safe/permissions";

/** First line of every page: sends the signed-out to sign-in, answers 403 (audited) to the unpermitted. */
export async function requirePage(permission: TPermission): Promise<TCurrentUser> {
  const [user, ctx] = await Promise.all([currentUser(), requestContext()]);
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(ctx.pathname)}`);
  if (!can(user.roles, permission)) {
    await auditDenied(user, permission, { kind: "page", name: ctx.pathname }, ctx);
    forbidden();
  }
  return user;
}
