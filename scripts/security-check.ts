// npm run security:check -- --url <deployment> — for an operator, against their own deployment. Reports
// headers, cookie flags, open-redirect vectors, revocation after sign-out, lock-out under parallel guesses
// (on a throwaway account it makes in the deployment's database and disables) and the rate limit on
// unverified webhooks, each PASS or FAIL with its evidence (README, Security). Exits 1 on any FAIL.
//
//   npm run security:check -- --url https://countersign.example.com
//   options: --webhook-url <url>  --webhook-burst <n>  --json
//   DATABASE_URL (the environment, .env.local or .env): the deployment's database, for the account.
import { existsSync } from "node:fs";
import { failedChecks, formatSecurityReport } from "./security/report";
import { runSecurityCheck } from "./security/run-check";

const args = process.argv.slice(2);
const option = (name: string) => {
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] && !args[at + 1]!.startsWith("--") ? args[at + 1]! : null;
};

async function main(): Promise<number> {
  for (const file of [".env.local", ".env"]) if (existsSync(file)) process.loadEnvFile(file);
  const url = option("url");
  if (!url || !URL.canParse(url)) {
    console.error("usage: npm run security:check -- --url <https://your-deployment> [--webhook-url <url>]");
    return 2;
  }
  const burst = Number(option("webhook-burst") ?? 500);
  const report = await runSecurityCheck({
    url,
    webhookUrl: option("webhook-url") ?? undefined,
    databaseUrl: process.env.DATABASE_URL ?? null,
    webhookBurst: Number.isInteger(burst) && burst > 0 ? burst : 500,
  });
  console.log(args.includes("--json") ? JSON.stringify(report, null, 2) : formatSecurityReport(report));
  return failedChecks(report).length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`security:check: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  },
);
