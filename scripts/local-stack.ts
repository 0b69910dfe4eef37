// What `npm run dev` and the e2e server share: fill in whatever is not configured with local stand-ins
// (embedded PostgreSQL, a generated session secret, the sandbox's addresses), migrate, and seed.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { seedDevUsers } from "../prisma/seed";
import { SANDBOX_PORT, sandboxSettings } from "../sandbox/defaults";
import { userOf } from "./database-roles";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { separateRoles } from "./embedded-roles";
import { migrateAndGrant } from "./migrate";
import { startSandboxProcess } from "./sandbox-process";
import { ledgerHint } from "./sandbox-hints";

export type LocalStack = { env: NodeJS.ProcessEnv; notes: string[]; stop(): Promise<void> };

export async function prepareLocalStack(options: {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  pgPort?: number;
  database?: string;
  /** The sandbox's own settings (SANDBOX_*), when it is started here. */
  sandboxEnv?: Record<string, string>;
}): Promise<LocalStack> {
  const env = { ...options.env };
  const notes: string[] = [];
  const stops: (() => Promise<void>)[] = [];
  mkdirSync(options.dataDir, { recursive: true });

  if (!env.DATABASE_URL) {
    const pg = await startEmbeddedPostgres({
      dataDir: path.join(options.dataDir, "pg"),
      port: options.pgPort,
      database: options.database,
    });
    stops.push(pg.stop);
    // Migrations as the owner, the app as a role that cannot change the schema (README, Database roles).
    const roles = await separateRoles(pg.url);
    env.DATABASE_URL = roles.appUrl;
    env.MIGRATION_DATABASE_URL = roles.ownerUrl;
    notes.push(
      `embedded PostgreSQL ${new URL(pg.url).host} (data in ${path.join(options.dataDir, "pg")}; ` +
        `the app connects as ${userOf(roles.appUrl)}, migrations run as ${userOf(roles.ownerUrl)})`,
    );
  }
  if (!env.NEXTAUTH_SECRET) {
    env.NEXTAUTH_SECRET = localSecret(path.join(options.dataDir, "session-secret"));
    notes.push("session secret generated in .data/ (set NEXTAUTH_SECRET to choose one)");
  }
  if (!env.MFA_ENCRYPTION_KEY) {
    // Required when the app runs as production (the e2e server): a key of its own, kept beside the secret.
    env.MFA_ENCRYPTION_KEY = localSecret(path.join(options.dataDir, "mfa-key"), "base64");
    notes.push("MFA encryption key generated in .data/ (set MFA_ENCRYPTION_KEY to choose one)");
  }
  if (!env.PLATFORM_BASE_URL) {
    const port = Number(options.sandboxEnv?.SANDBOX_PORT ?? SANDBOX_PORT);
    const webhookUrl = webhookUrlOf(env);
    const sandbox = await startSandboxProcess({
      port,
      env: {
        SANDBOX_DATA_DIR: path.join(options.dataDir, "sandbox"),
        SANDBOX_WEBHOOK_URL: webhookUrl,
        ...options.sandboxEnv,
      },
    });
    stops.push(sandbox.stop);
    for (const [key, value] of Object.entries(sandboxSettings(sandbox.origin))) env[key] ??= value;
    await connectWebhooks(sandbox.origin, webhookUrl, env);
    notes.push(`platform: the sandbox at ${sandbox.origin}${sandbox.reused ? " (already running)" : ""}`);
    const hint = await ledgerHint(sandbox.origin);
    if (hint) notes.push(hint);
  }

  await migrateAndGrant(env.MIGRATION_DATABASE_URL || env.DATABASE_URL, env.DATABASE_URL);
  notes.push(await seedDevUsers(env.DATABASE_URL, env.NODE_ENV));
  // The app never needs the owner's credentials, so its processes do not get them.
  const appEnv = { ...env };
  delete appEnv.MIGRATION_DATABASE_URL;
  return { env: appEnv, notes, stop: async () => void (await Promise.all(stops.map((s) => s()))) };
}

/** Kept on disk so sessions survive a restart of the dev server. */
function localSecret(file: string, encoding: "base64url" | "base64" = "base64url"): string {
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString(encoding);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Points a running sandbox's webhooks at this Countersign (its /api/webhooks on loopback) and gives Countersign
 * the sandbox's public signing keys, unless WEBHOOK_PUBLIC_KEYS is set. Through the control API, so it
 * also works with a sandbox that was already running.
 */
async function connectWebhooks(origin: string, url: string, env: NodeJS.ProcessEnv): Promise<void> {
  const put = await fetch(`${origin}/control/webhooks/url`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url }),
  });
  if (!put.ok) throw new Error(`the sandbox refused the webhook URL ${url}: HTTP ${put.status}`);
  if (!env.WEBHOOK_PUBLIC_KEYS) {
    const keys = (await (await fetch(`${origin}/control/webhooks/keys`)).json()) as {
      publicKeyPem: string;
    }[];
    env.WEBHOOK_PUBLIC_KEYS = keys.map((k) => k.publicKeyPem.trim()).join("\n");
  }
}

/** Countersign's webhook route on loopback (the sandbox's fetch would otherwise try ::1 for "localhost"). */
function webhookUrlOf(env: NodeJS.ProcessEnv): string {
  const app = new URL(env.NEXTAUTH_URL ?? "http://localhost:3000");
  return `http://127.0.0.1:${app.port || (app.protocol === "https:" ? 443 : 80)}/api/webhooks`;
}
