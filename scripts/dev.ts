// `npm run dev`: Countersign with nothing installed or configured. Settings come from the environment and
// .env files as Next reads them; whatever is missing is filled in by prepareLocalStack().
import { spawn } from "node:child_process";
import path from "node:path";
import { loadEnvConfig } from "@next/env";
import { prepareLocalStack } from "./local-stack";
import { startMailCatcher } from "./mail-catcher";

async function main() {
  loadEnvConfig(process.cwd(), true);
  // In development the sandbox makes a steady stream of activity, so the back office is alive at once.
  const stack = await prepareLocalStack({
    env: process.env,
    dataDir: path.resolve(".data"),
    sandboxEnv: { SANDBOX_TRAFFIC: "true" },
  });
  // Notification e-mail goes to a local catcher unless an SMTP server is configured (README, Settings).
  const catcher = stack.env.SMTP_URL ? null : await startMailCatcher();
  if (catcher) {
    stack.env.SMTP_URL = catcher.smtpUrl;
    stack.notes.push(`mail: caught at ${catcher.smtpUrl}, read it at ${catcher.pageUrl}`);
  }
  for (const note of stack.notes) console.log(`  countersign: ${note}`);
  console.log("  countersign: open http://localhost:3000\n");

  const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
  // Loopback unless told otherwise (`npm run dev -- -H 0.0.0.0`): the seeded users' password is public.
  const args = process.argv.slice(2);
  const host = args.includes("-H") || args.includes("--hostname") ? [] : ["-H", "127.0.0.1"];
  const next = spawn(process.execPath, [nextBin, "dev", ...host, ...args], {
    env: { ...stack.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "inherit",
  });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    next.kill("SIGTERM");
    await catcher?.stop();
    await stack.stop().catch((err) => console.error("stopping PostgreSQL:", err));
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  next.on("exit", (code) => void stop(code ?? 0));
}

main().catch((err) => {
  console.error(`\ncountersign: could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
