import { spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { findChromium, machineHost } from "./find-chromium";

// `npm run test:e2e` runs this before Playwright: with no Chromium on the machine it asks Playwright to
// download its own, once (about 25 s to give up on a network that refuses it), so a fresh clone tests with
// `npm test` alone. Playwright's installer output is kept back: what fails is said in one line.
// `npx playwright test` alone never downloads; its config only looks (playwright.config.ts).

const host = machineHost(() => chromium.executablePath());
let found = findChromium(host);
if ("error" in found && !host.env.CHROMIUM_PATH?.trim()) {
  console.log("find-chromium: no Chromium on this machine; trying `npx playwright install chromium`");
  const install = spawnSync("npx", ["playwright", "install", "chromium"], {
    encoding: "utf8",
    timeout: 600_000,
  });
  found = findChromium(host);
  if ("error" in found) {
    const why =
      install.error?.message ?? (install.stderr.trim().split("\n")[0] || `exit code ${install.status}`);
    found = { error: `${found.error} (The download failed: ${why})` };
  }
}
if ("error" in found) {
  console.error(found.error);
  process.exit(1);
}
console.log(`find-chromium: ${found.path} (${found.source})`);
