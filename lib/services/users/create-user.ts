import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { createPasswordUser, findUserByEmail } from "@/lib/db/users";
import { AppError } from "@/lib/errors/app-error";
import type { TCreateUserInput, TCreateUserResult } from "@/lib/domain/users/users";
import type { TActor } from "../actor";

const TAKEN = "An account with this email already exists (a password or an SSO account).";
/** A taken email is refused on its field, as a bad address would be (the form shows it there). */
const taken = () =>
  new AppError("invalid_input", "Some fields need attention.", { fieldErrors: { email: TAKEN } });

/**
 * A password account an administrator opens for someone: the initial password reaches its owner out of
 * band. The password is hashed here and goes nowhere else: not into the audit row, not into a log.
 */
export async function createUser(input: TCreateUserInput, actor: TActor): Promise<TCreateUserResult> {
  // Checked first so the common case skips a hash (~80 ms); the unique index still decides a race.
  if (await findUserByEmail(input.email)) throw taken();
  const passwordHash = await hashPassword(input.password);
  // The account and its audit row commit together: no account appears without the row that says who
  // opened it (README.md, "Audit trail").
  const created = await db.$transaction(async (tx) => {
    const user = await createPasswordUser(
      { email: input.email, name: input.name, roles: input.roles, passwordHash },
      tx,
    );
    if (!user) return null;
    await recordAudit(
      {
        action: "user.create",
        outcome: "success",
        actor: actor.user,
        target: `user:${user.email}`,
        requestId: actor.requestId,
        ip: actor.ip,
        detail: { name: input.name, roles: input.roles, method: "password" },
      },
      tx,
    );
    return user;
  });
  if (!created) throw taken();
  return { outcome: "created", user: created };
}
