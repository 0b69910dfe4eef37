import {
  chromium as playwrightChromium,
  defineConfig,
  devices,
  type PlaywrightTestOptions,
  type PlaywrightWorkerOptions,
} from "@playwright/test";
import { STRICT_PROJECT } from "./e2e/fixtures/e2e-env";
import { findChromium, machineHost } from "./scripts/find-chromium";

// End-to-end tests run a production build (`next build` + `next start`) against a real PostgreSQL (the
// embedded one, with a fresh database per run), in the Chromium scripts/find-chromium.ts finds (README.md#test).
// scripts/e2e-server.ts prepares the rest: a stack per sandbox profile.

const PORT = Number(process.env.E2E_PORT ?? 3100);
const found = findChromium(machineHost(() => playwrightChromium.executablePath()));
if ("error" in found) {
  // One line, before any build starts: a stack trace would bury what to install.
  console.error(found.error);
  process.exit(1);
}
const CHROMIUM = found.path;

const chromium: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: CHROMIUM,
    // Without the background-networking flags Chromium keeps trying hosts this closed network refuses.
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A test is a flow of several page loads of a production build that two workers share on a small
  // machine: the longer ones (a lockout story, a rules round trip) took 23–32 s in CI, so 30 s failed
  // tests whose every step passed. Specs with longer flows still set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace: each action's DOM snapshot, and the failure's screenshot below. The
    // trace's screencast is left out: it encodes a frame per repaint (spinners, live countdowns), which
    // cost the browser about four times the CPU of the page itself on a 2-core machine.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    // Every spec, against the default sandbox.
    { name: "chromium", use: chromium, testIgnore: /(security-check|system-outage)\.spec\.ts$/ },
    {
      name: STRICT_PROJECT,
      // The tests tagged PLATFORM (e2e/fixtures/e2e-env.ts), again against the strict sandbox
      // (docs/platform.md): they prove Countersign relies only on what the interface states.
      grep: /@platform/,
      // The e2e server's strict instance: the same build on the strict sandbox and its own database.
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORT + 2}` },
    },
    // The System page's outage fails every platform call of the sandbox: alone, after the specs that use it.
    {
      name: "system-outage",
      use: chromium,
      testMatch: /system-outage\.spec\.ts$/,
      dependencies: ["chromium", STRICT_PROJECT],
    },
    // The operator's security check, once every other test is done (its bursts trip the limits).
    {
      name: "security",
      testMatch: /security-check\.spec\.ts$/,
      dependencies: ["chromium", STRICT_PROJECT, "system-outage"],
    },
  ],
  webServer: {
    command: `npx tsx scripts/e2e-server.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
