// Applies prisma/migrations to a database, for the dev launcher and test setups: `prisma migrate deploy`
// applies only what is pending, never generates or resets, so it is safe on any database.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { appRoleGrantsSql, databaseOf, runSql, userOf } from "./database-roles";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function migrateDeploy(databaseUrl: string): Promise<void> {
  const child = spawn(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], {
    cwd: root, // where prisma.config.ts is, which also points the CLI at our schema engine
    env: {
      ...process.env,
      // prisma.config.ts prefers MIGRATION_DATABASE_URL: set both, so a value in .env cannot redirect this.
      MIGRATION_DATABASE_URL: databaseUrl,
      DATABASE_URL: databaseUrl,
      CHECKPOINT_DISABLE: "1", // no update check / telemetry process per run (and no network here anyway)
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  if (code !== 0) {
    throw new Error(
      `prisma migrate deploy failed (exit code ${code}):\n${output.replaceAll(databaseUrl, "<DATABASE_URL>")}`,
    );
  }
}

/**
 * Applies the migrations as `migrationUrl`'s role (the owner), then gives `appUrl`'s role its grants again
 * (README, Database roles: after every migration). With one role for both, it only migrates.
 */
export async function migrateAndGrant(migrationUrl: string, appUrl: string): Promise<void> {
  await migrateDeploy(migrationUrl);
  const roles = { owner: userOf(migrationUrl), app: userOf(appUrl) };
  if (roles.owner && roles.app && roles.owner !== roles.app)
    await runSql(migrationUrl, appRoleGrantsSql(databaseOf(migrationUrl), roles));
}
