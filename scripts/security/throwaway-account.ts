// The throwaway account the sign-in checks use: made in the deployment's own database with a random
// password and the manager role (it reads the Overview, moves no money), audited, and disabled when the
// run ends, so nothing the check made can be signed in with afterwards.
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { hashPassword } from "../../lib/auth/password";

export type TThrowaway = { email: string; password: string; disable(): Promise<void> };

const ACTOR = "security-check";

export async function createThrowawayAccount(databaseUrl: string): Promise<TThrowaway> {
  const db = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await db.connect();
  const email = `security-check-${randomUUID().slice(0, 8)}@countersign.invalid`;
  const password = randomBytes(18).toString("base64url");
  const audit = (action: string, target: string) =>
    db.query(
      `INSERT INTO audit_events (actor_email, action, target, outcome, detail)
       VALUES ($1, $2, $3, 'success', $4)`,
      [ACTOR, action, target, JSON.stringify({ reason: "npm run security:check" })],
    );
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (email, name, roles, password_hash) VALUES ($1, $2, ARRAY['manager']::"Role"[], $3)
       RETURNING id::text`,
      [email, "Security check (throwaway)", await hashPassword(password)],
    );
    await audit("security_check.account_created", rows[0]!.id);
    return {
      email,
      password,
      async disable() {
        try {
          await db.query(`UPDATE users SET disabled = true WHERE id = $1`, [rows[0]!.id]);
          await audit("security_check.account_disabled", rows[0]!.id);
        } finally {
          await db.end();
        }
      },
    };
  } catch (err) {
    await db.end();
    throw err;
  }
}
