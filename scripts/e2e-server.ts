// Serves Countersign for the Playwright tests: a production build against a fresh database on the embedded
// PostgreSQL (or E2E_DATABASE_URL, which must be a throwaway database), seeded like development, with single
// sign-on switched on against a fake OpenID Connect issuer (e2e/fixtures/fake-oidc-issuer.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { startFakeOidcIssuer } from "../e2e/fixtures/fake-oidc-issuer";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { prepareLocalStack } from "./local-stack";

const root = process.cwd();
const port = Number(process.argv[process.argv.indexOf("--port") + 1] || 3100);
const dataDir = path.join(root, ".data", "e2e");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const OIDC_PORT = 3190;
const OIDC_CLIENT = { clientId: "countersign-e2e", clientSecret: "e2e-client-secret" };
// Nested, and mapped from IdP group names, so the e2e run exercises dotted claim paths and OIDC_ROLE_MAP.
const OIDC_ROLES_CLAIM = "realm_access.roles";
const OIDC_ROLE_MAP = "cs-ops=finance_ops,cs-compliance=compliance";

async function freshDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.E2E_DATABASE_URL) return { url: process.env.E2E_DATABASE_URL, stop: async () => {} };
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, "pg"),
    port: 54339,
    database: "postgres",
  });
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query("DROP DATABASE IF EXISTS countersign_e2e WITH (FORCE)");
  await admin.query("CREATE DATABASE countersign_e2e");
  await admin.end();
  return { url: server.url.replace(/\/postgres$/, "/countersign_e2e"), stop: server.stop };
}

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], { env, stdio: "inherit" });
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const idp = await startFakeOidcIssuer({ port: OIDC_PORT, ...OIDC_CLIENT, rolesClaim: OIDC_ROLES_CLAIM });
  const database = await freshDatabase();
  const stack = await prepareLocalStack({
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: database.url,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    },
    dataDir,
    // Its own port, quiet: tests make their own data, and never share a dev sandbox that has traffic on.
    sandboxEnv: { SANDBOX_PORT: "4110", SANDBOX_TRAFFIC: "false" },
  });
  writeFileSync(
    path.join(dataDir, "env.json"),
    JSON.stringify({
      DATABASE_URL: database.url,
      OIDC_ISSUER: idp.issuer,
      SANDBOX_ORIGIN: "http://127.0.0.1:4110",
      SECOND_INSTANCE: `http://127.0.0.1:${port + 1}`,
    }),
  );
  for (const note of stack.notes) console.log(`e2e: ${note}`);

  const env = {
    ...stack.env,
    NODE_ENV: "production" as const,
    NEXT_TELEMETRY_DISABLED: "1",
    OIDC_ENABLED: "true",
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: OIDC_CLIENT.clientId,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.clientSecret,
    OIDC_DISPLAY_NAME: "Test IdP",
    OIDC_ROLES_CLAIM,
    OIDC_ROLE_MAP,
  };
  if (!process.env.E2E_SKIP_BUILD) {
    const build = run(["build"], env);
    const code = await new Promise<number | null>((resolve) => build.on("exit", resolve));
    if (code !== 0) throw new Error(`next build failed (exit ${code})`);
  }
  // Two instances on one database, as behind a load balancer: the live tests check that a webhook received
  // by one reaches a browser connected to the other (PostgreSQL LISTEN/NOTIFY between them).
  const servers = [
    run(["start", "-p", String(port), "-H", "127.0.0.1"], env),
    run(["start", "-p", String(port + 1), "-H", "127.0.0.1"], {
      ...env,
      NEXTAUTH_URL: `http://127.0.0.1:${port + 1}`,
    }),
  ];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      servers.map((server) =>
        server.exitCode === null
          ? new Promise((resolve) => (server.once("exit", resolve), server.kill("SIGTERM")))
          : null,
      ),
    );
    await Promise.all([database.stop(), idp.stop(), stack.stop()]);
    process.exit(code);
  };
  process.on("SIGTERM", () => void stop(0));
  process.on("SIGINT", () => void stop(0));
  for (const server of servers) server.on("exit", (code) => void stop(code ?? 1));
}

main().catch((err) => {
  console.error(`e2e server: ${err instanceof Error ? err.stack : String(err)}`);
  process.exit(1);
});
