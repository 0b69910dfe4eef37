// Starts the sandbox (sandbox/main.ts) as its own process for the dev launcher and the e2e server, or
// reuses one that already answers on the port (e.g. `npm run sandbox` in another terminal).
import { spawn } from "node:child_process";
import path from "node:path";

export type SandboxProcess = { origin: string; reused: boolean; stop(): Promise<void> };

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/control/clock`, { signal: AbortSignal.timeout(500) })).ok;
  } catch {
    return false;
  }
}

export async function startSandboxProcess(options: {
  port: number;
  env: Record<string, string>;
  /** Leave out the sandbox's own start-up lines (its keys, its addresses). */
  quiet?: boolean;
}): Promise<SandboxProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  if (await answers(origin)) return { origin, reused: true, stop: async () => {} };

  const child = spawn(process.execPath, ["--import", "tsx", path.join(process.cwd(), "sandbox", "main.ts")], {
    env: { ...process.env, ...options.env, SANDBOX_PORT: String(options.port) },
    stdio: ["ignore", options.quiet ? "ignore" : "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  // A deadline, not a count of tries: on a busy machine tsx alone can take most of a minute to load the
  // sandbox, and a refused connection returns at once.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (await answers(origin)) {
      return {
        origin,
        reused: false,
        async stop() {
          child.kill("SIGTERM");
          await exited;
        },
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(
    `the sandbox did not start on port ${options.port} within 90 s (exit code ${child.exitCode ?? "none"})`,
  );
}
