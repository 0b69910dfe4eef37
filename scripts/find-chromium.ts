import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";

// Which Chromium the end-to-end tests drive (README.md#test). In order: CHROMIUM_PATH when it is set (a
// wrong value is an error, never silently replaced), then a Chromium or Chrome installed on the system,
// then the one `npx playwright install chromium` downloads. Nothing found is one line that says what to do.

export type TChromiumSource = "CHROMIUM_PATH" | "system" | "playwright";
export type TChromiumLookup = { path: string; source: TChromiumSource } | { error: string };

/** What the lookup may ask of the machine: a seam so the test can play any filesystem and PATH. */
export type TBrowserHost = {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  isExecutable: (file: string) => boolean;
  /** Where Playwright's own download of Chromium lives (whether or not it is there). */
  playwrightChromium: () => string | undefined;
};

// Debian names it chromium, Ubuntu and Fedora chromium-browser, Google's packages google-chrome(-stable).
const COMMANDS = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome", "chrome"];
const FIXED: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/snap/bin/chromium", "/usr/bin/google-chrome"],
  darwin: [
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  ],
};

export const MISSING =
  "No Chromium for the end-to-end tests: install one (Debian/Ubuntu: sudo apt-get install chromium; macOS: " +
  "Google Chrome), run `npx playwright install chromium` where the network allows it, or set CHROMIUM_PATH " +
  "to a Chromium or Chrome executable.";

function systemCandidates(host: TBrowserHost): string[] {
  const dirs = (host.env.PATH ?? "").split(path.delimiter).filter((d) => path.isAbsolute(d));
  const onPath = dirs.flatMap((dir) => COMMANDS.map((name) => path.join(dir, name)));
  return [...onPath, ...(FIXED[host.platform] ?? [])];
}

export function findChromium(host: TBrowserHost): TChromiumLookup {
  const set = host.env.CHROMIUM_PATH?.trim();
  if (set) {
    if (host.isExecutable(set)) return { path: set, source: "CHROMIUM_PATH" };
    return {
      error: `CHROMIUM_PATH is ${set}, which is not an executable file: point it at Chromium or unset it.`,
    };
  }
  const system = systemCandidates(host).find((file) => host.isExecutable(file));
  if (system) return { path: system, source: "system" };
  const downloaded = host.playwrightChromium();
  if (downloaded && host.isExecutable(downloaded)) return { path: downloaded, source: "playwright" };
  return { error: MISSING };
}

/** A regular file this process may execute (a directory has the execute bit too). */
export function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** This machine, with Playwright's own download path from the caller (`chromium.executablePath()`). */
export function machineHost(playwrightChromium: () => string | undefined): TBrowserHost {
  return { env: process.env, platform: process.platform, isExecutable: isExecutableFile, playwrightChromium };
}
