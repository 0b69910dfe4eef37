import "server-only";
import { enrolledUserIds } from "@/lib/db/user-mfa";
import { listUsers as queryUsers } from "@/lib/db/users";
import { isRole, type TRole } from "@/lib/auth/client-safe/roles";

export type TUserRow = {
  id: string;
  email: string;
  name: string;
  roles: TRole[];
  disabled: boolean;
  sso: boolean;
  failedSignIns: number;
  lockedUntil: string | null;
  lastSignInAt: string | null;
  /** A confirmed second factor (password accounts; SSO accounts use their identity provider's). */
  mfa: boolean;
};

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
