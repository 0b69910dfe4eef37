// Serves Countersign for the Playwright tests: one production build, started against two stacks, one per
// sandbox profile (sandbox/README.md, Profiles), each with its own sandbox and fresh database on the
// embedded PostgreSQL (or E2E_DATABASE_URL / E2E_STRICT_DATABASE_URL, which must be throwaway databases),
// seeded like development, with single sign-on switched on against a fake OpenID Connect issuer
// (e2e/fixtures/fake-oidc-issuer.ts). The default stack has two instances on one database (--port and the
// next port); the strict stack one (the port after). e2e/fixtures/e2e-env.ts reads what is written here.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TE2eEnvFile, TE2eProfile } from "../e2e/fixtures/e2e-env";
import { startFakeOidcIssuer } from "../e2e/fixtures/fake-oidc-issuer";
import { E2E_MAIL_API_PORT, E2E_SMTP_PORT } from "../e2e/fixtures/notification-port";
import { SENTINELS } from "../e2e/fixtures/sentinels";
import { freshDatabases, type TE2eDatabases } from "./e2e-databases";
import { prepareLocalStack, type LocalStack } from "./local-stack";
import { startMailCatcher } from "./mail-catcher";

const root = process.cwd();
const port = Number(process.argv[process.argv.indexOf("--port") + 1] || 3100);
const dataDir = path.join(root, ".data", "e2e");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const OIDC_PORT = 3190;
// Known secrets (e2e/fixtures/sentinels.ts): the build and the servers hold them, so
// e2e/security-headers.spec.ts can search the browser's files and every page for them.
const OIDC_CLIENT = { clientId: "countersign-e2e", clientSecret: SENTINELS.OIDC_CLIENT_SECRET };
// Nested, and mapped from IdP group names, so the e2e run exercises dotted claim paths and OIDC_ROLE_MAP.
const OIDC_ROLES_CLAIM = "realm_access.roles";
const OIDC_ROLE_MAP = "cs-ops=finance_ops,cs-compliance=compliance";

// Each profile: its sandbox's port and settings, its folder (session secret, sandbox keys), its app port.
// Quiet sandboxes: tests make their own data, and never share a dev sandbox that has traffic on. The
// strict one drops no write at random here: a spec asserts one outcome, and faults are set by tests.
const PROFILES: Record<TE2eProfile, { sandboxPort: number; dir: string; appPort: number }> = {
  default: { sandboxPort: 4110, dir: dataDir, appPort: port },
  strict: { sandboxPort: 4120, dir: path.join(dataDir, "strict"), appPort: port + 2 },
};
const SANDBOX_ENV: Record<TE2eProfile, Record<string, string>> = {
  default: { SANDBOX_TRAFFIC: "false" },
  strict: { SANDBOX_TRAFFIC: "false", SANDBOX_PROFILE: "strict", SANDBOX_WRITE_DROP_RATE: "0" },
};

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], { env, stdio: "inherit" });
}

async function stackFor(profile: TE2eProfile, databases: TE2eDatabases): Promise<LocalStack> {
  const { sandboxPort, dir, appPort } = PROFILES[profile];
  const stack = await prepareLocalStack({
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: databases.urls[profile],
      MIGRATION_DATABASE_URL: databases.migrationUrls[profile],
      NEXTAUTH_URL: origin(appPort),
      NEXTAUTH_SECRET: SENTINELS.NEXTAUTH_SECRET,
    },
    dataDir: dir,
    sandboxEnv: { SANDBOX_PORT: String(sandboxPort), ...SANDBOX_ENV[profile] },
  });
  // A sandbox already running on the port is reused (scripts/sandbox-process.ts): it must be this profile.
  const answer = await fetch(`${origin(sandboxPort)}/control/profile`).catch(() => null);
  const actual = answer?.ok ? ((await answer.json()) as { profile: string }).profile : "unknown";
  if (actual !== profile)
    throw new Error(`the sandbox on port ${sandboxPort} runs profile ${actual}, not ${profile}`);
  return stack;
}

const origin = (p: number) => `http://127.0.0.1:${p}`;
const healthy = (p: number) =>
  fetch(`${origin(p)}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
    (r) => r.ok,
    () => false,
  );

async function main() {
  const started = Date.now();
  mkdirSync(dataDir, { recursive: true });
  const idp = await startFakeOidcIssuer({ port: OIDC_PORT, ...OIDC_CLIENT, rolesClaim: OIDC_ROLES_CLAIM });
  // The default stack's e-mail lands here for the whole run (e2e/fixtures/notification-port.ts).
  const catcher = await startMailCatcher(E2E_SMTP_PORT, E2E_MAIL_API_PORT, { exact: true });
  const databases = await freshDatabases(dataDir);
  const [base, strict] = await Promise.all([stackFor("default", databases), stackFor("strict", databases)]);
  const settings: TE2eEnvFile = {
    default: {
      DATABASE_URL: databases.urls.default,
      OIDC_ISSUER: idp.issuer,
      SANDBOX_ORIGIN: origin(PROFILES.default.sandboxPort),
      SANDBOX_DATA_DIR: path.join(PROFILES.default.dir, "sandbox"),
      BASE_URL: origin(port),
      SECOND_INSTANCE: origin(port + 1),
    },
    strict: {
      DATABASE_URL: databases.urls.strict,
      OIDC_ISSUER: idp.issuer,
      SANDBOX_ORIGIN: origin(PROFILES.strict.sandboxPort),
      SANDBOX_DATA_DIR: path.join(PROFILES.strict.dir, "sandbox"),
      BASE_URL: origin(PROFILES.strict.appPort),
    },
  };
  writeFileSync(path.join(dataDir, "env.json"), JSON.stringify(settings));
  for (const note of [...base.notes, ...strict.notes]) console.log(`e2e: ${note}`);
  const prepared = Date.now();

  const app = (stack: LocalStack, appPort: number) => ({
    ...stack.env,
    NODE_ENV: "production" as const,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXTAUTH_URL: origin(appPort),
    OIDC_ENABLED: "true",
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: OIDC_CLIENT.clientId,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.clientSecret,
    OIDC_DISPLAY_NAME: "Test IdP",
    OIDC_ROLES_CLAIM,
    OIDC_ROLE_MAP,
    // Every spec posts its unsigned deliveries from 127.0.0.1 and expects them stored; a rerun against a
    // reused server must not meet the production sample (README, Security → Webhook intake).
    WEBHOOK_REJECTED_SAMPLES_PER_HOUR: "1000",
    WEBHOOK_UNVERIFIED_PER_HOUR: "1000",
    // Every spec signs in from 127.0.0.1 too, some with wrong passwords on purpose: the per-address limit
    // (unit-tested in lib/auth/sign-in.test.ts) must not refuse one test for another's mistakes.
    SIGN_IN_MAX_PER_ADDRESS: "10000",
    METRICS_TOKEN: SENTINELS.METRICS_TOKEN,
    // Notification e-mail of the default stack goes to the run's mail catcher, which
    // e2e/notifications-delivery.spec.ts reads; the strict stack has none (its e-mails fail at once as
    // smtp_not_configured).
    ...(stack === base ? { SMTP_URL: catcher.smtpUrl } : {}),
  });
  if (!process.env.E2E_SKIP_BUILD) {
    // Types are `npm run typecheck`'s job (next.config.ts): the build only has to produce the app.
    const build = run(["build"], { ...app(base, port), E2E_SKIP_TYPECHECK: "1" });
    const code = await new Promise<number | null>((resolve) => build.on("exit", resolve));
    if (code !== 0) throw new Error(`next build failed (exit ${code})`);
  }
  // The default stack's two instances share one database, as behind a load balancer: the live tests check
  // that a webhook received by one reaches a browser connected to the other (LISTEN/NOTIFY between them).
  // Playwright waits for --port only, so that one starts once the others answer.
  // Node closes an idle keep-alive socket after 5 s; a test's API request that reuses that socket at the
  // same moment reads ECONNRESET (confirmation-rules.spec.ts did, in CI). Sockets here stay open for the
  // run: Playwright closes each context's sockets when its test ends.
  const start = (stack: LocalStack, appPort: number) =>
    run(
      ["start", "-p", String(appPort), "-H", "127.0.0.1", "--keepAliveTimeout", "600000"],
      app(stack, appPort),
    );
  const built = Date.now();
  const servers = [start(base, port + 1), start(strict, PROFILES.strict.appPort)];
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
    await Promise.all([databases.stop(), idp.stop(), base.stop(), strict.stop(), catcher.stop()]);
    process.exit(code);
  };
  process.on("SIGTERM", () => void stop(0));
  process.on("SIGINT", () => void stop(0));
  for (const server of servers) server.on("exit", (code) => void stop(code ?? 1));
  while (!stopping && !((await healthy(port + 1)) && (await healthy(PROFILES.strict.appPort))))
    await new Promise((r) => setTimeout(r, 200));
  const first = start(base, port);
  servers.push(first);
  first.on("exit", (code) => void stop(code ?? 1));
  while (!stopping && !(await healthy(port))) await new Promise((r) => setTimeout(r, 200));
  const s = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
  const now = Date.now();
  console.log(
    `e2e: ready in ${s(started, now)} (stacks ${s(started, prepared)}, build ${s(prepared, built)}, instances ${s(built, now)})`,
  );
}

main().catch((err) => {
  console.error(`e2e server: ${err instanceof Error ? err.stack : String(err)}`);
  process.exit(1);
});
