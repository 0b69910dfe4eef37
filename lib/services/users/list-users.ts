import "server-only";
import { enrolledUserIds } from "@/lib/db/user-mfa";
import { listUsers as queryUsers } from "@/lib/db/users";
import { isRole } from "@/lib/auth/client-safe/roles";
import type { TUserRow } from "@/lib/domain/users/users";

/** Users as the settings page shows them; password hashes never leave this function. */
export async function listUsers(now = new Date()): Promise<TUserRow[]> {
  const [users, enrolled] = await Promise.all([queryUsers(), enrolledUserIds()]);
  return users.map((u) => ({
    id: u.id,
    email: u.email,
    name: u.name,
    roles: u.roles.filter(isRole),
    disabled: u.disabled,
    sso: u.passwordHash === null,
    failedSignIns: u.failedSignIns,
    lockedUntil: u.lockedUntil && u.lockedUntil > now ? u.lockedUntil.toISOString() : null,
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    mfa: enrolled.has(u.id),
  }));
}
