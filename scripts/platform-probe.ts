// npm run platform:probe — for an institution's go-live. Pointed at the platform's test environment with the
// app's own settings (the environment, or .env.local / .env as Next.js reads them), it makes read-only calls
// through Countersign's providers and reports which of Countersign's assumptions hold there and which
// fallback will be used (docs/platform.md), checks the webhook public key against a delivery stored earlier,
// and prints what is left to configure. It writes to the platform only with --allow-writes.
//
//   npm run platform:probe                          the configured platform
//   npm run platform:probe -- --sandbox=strict      a sandbox of that profile started for the run
//   options: --allow-writes  --ledger-account <uuid>  --json
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseSettings } from "../lib/env";
import { logger } from "../lib/logger";
import { sandboxSettings } from "../sandbox/defaults";
import { formatReport, failed } from "./probe/report";
import { runProbe } from "./probe/run-probe";
import { startSandboxProcess, type SandboxProcess } from "./sandbox-process";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => {
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] && !args[at + 1]!.startsWith("--") ? args[at + 1]! : null;
};

async function main(): Promise<number> {
  // Next.js gives .env.local precedence over .env, and both yield to the real environment.
  for (const file of [".env.local", ".env"]) if (existsSync(file)) process.loadEnvFile(file);
  // The report says what each call met; the providers' own warnings would only repeat it.
  logger.level = "error";
  const profile = flag("sandbox") ? "default" : option("sandbox");
  let sandbox: SandboxProcess | null = null;
  if (profile) sandbox = await startProbeSandbox(profile);
  try {
    // A sandbox started for this run has sent no webhook, and its keys are its own: no stored delivery is
    // its to verify.
    const databaseUrl = profile ? null : (process.env.DATABASE_URL ?? null);
    const settings = parseSettings({
      ...process.env,
      // Only the platform settings matter here; a sandbox run may have no database or session secret.
      DATABASE_URL: databaseUrl ?? "postgresql://no-database.invalid/none",
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString("base64"),
    });
    const ledgerAccount = option("ledger-account");
    const report = await runProbe(settings, {
      databaseUrl,
      ledgerAccount,
      allowWrites: flag("allow-writes"),
    });
    if (profile) report.target += ` — sandbox profile ${profile}`;
    console.log(flag("json") ? JSON.stringify(report, null, 2) : formatReport(report));
    return failed(report) ? 1 : 0;
  } finally {
    await sandbox?.stop();
  }
}

/** A seeded sandbox of that profile on its own port and data directory, and the app's settings for it. */
async function startProbeSandbox(profile: string): Promise<SandboxProcess> {
  if (profile !== "default" && profile !== "strict")
    throw new Error(`--sandbox takes default or strict, not ${profile}`);
  const port = Number(option("sandbox-port") ?? (profile === "strict" ? 4221 : 4220));
  const sandbox = await startSandboxProcess({
    port,
    quiet: true,
    env: {
      SANDBOX_PROFILE: profile,
      SANDBOX_TRAFFIC: "false",
      SANDBOX_WRITE_DROP_RATE: "0",
      SANDBOX_DATA_DIR: path.join(".data", `probe-sandbox-${profile}`),
    },
  });
  const running = (await (await fetch(`${sandbox.origin}/control/profile`)).json()) as { profile?: string };
  if (running.profile !== profile) {
    await sandbox.stop();
    throw new Error(
      `a sandbox of profile ${running.profile} already answers on port ${port}; stop it or give --sandbox-port`,
    );
  }
  Object.assign(process.env, sandboxSettings(sandbox.origin));
  const keys = (await (await fetch(`${sandbox.origin}/control/webhooks/keys`)).json()) as {
    publicKeyPem: string;
  }[];
  process.env.WEBHOOK_PUBLIC_KEYS = keys.map((k) => k.publicKeyPem.trim()).join("\n");
  return sandbox;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`platform probe: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  },
);
