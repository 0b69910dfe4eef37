import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { e2eEnv } from "./fixtures/e2e-env";

// CI runs the operator's `npm run security:check` against the e2e server's production build, after every
// other test (playwright.config.ts: the `security` project depends on the others), since its lock-out and
// webhook bursts would otherwise meet the limits other tests rely on.

test("npm run security:check passes against the production build", () => {
  const env = e2eEnv();
  const run = spawnSync(
    "npx",
    ["tsx", "scripts/security-check.ts", "--url", env.BASE_URL, "--webhook-burst", "1200"],
    {
      env: { ...process.env, DATABASE_URL: env.DATABASE_URL },
      encoding: "utf8",
      timeout: 120_000,
    },
  );
  const report = `${run.stdout}\n${run.stderr}`;
  expect(run.status, report).toBe(0);
  expect(report).toMatch(/\d+ pass, 0 fail, 0 skipped\./);
});
