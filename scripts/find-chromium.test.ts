import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findChromium, isExecutableFile, MISSING, type TBrowserHost } from "./find-chromium";

const PLAYWRIGHT = "/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";

/** A machine whose executable files are exactly `executables`. */
function host(executables: string[], env: Record<string, string> = {}, platform: NodeJS.Platform = "linux") {
  const files = new Set(executables);
  const fake: TBrowserHost = {
    env: { PATH: "/usr/local/bin:/usr/bin:/bin", ...env },
    platform,
    isExecutable: (file) => files.has(file),
    playwrightChromium: () => PLAYWRIGHT,
  };
  return fake;
}

describe("findChromium", () => {
  it("takes CHROMIUM_PATH first, over a system Chromium", () => {
    const found = findChromium(
      host(["/opt/chrome/chrome", "/usr/bin/chromium"], { CHROMIUM_PATH: "/opt/chrome/chrome" }),
    );
    expect(found).toEqual({ path: "/opt/chrome/chrome", source: "CHROMIUM_PATH" });
  });

  it("refuses a CHROMIUM_PATH that is not executable rather than using another browser", () => {
    const found = findChromium(host(["/usr/bin/chromium"], { CHROMIUM_PATH: "/nowhere/chrome" }));
    expect(found).toEqual({ error: expect.stringContaining("CHROMIUM_PATH is /nowhere/chrome") });
  });

  it("finds Debian's chromium on PATH", () => {
    expect(findChromium(host(["/usr/bin/chromium"]))).toEqual({
      path: "/usr/bin/chromium",
      source: "system",
    });
  });

  it("finds other names on PATH, in PATH order", () => {
    const found = findChromium(host(["/usr/bin/chromium-browser", "/usr/local/bin/google-chrome"]));
    expect(found).toEqual({ path: "/usr/local/bin/google-chrome", source: "system" });
  });

  it("finds a browser outside PATH at its usual place", () => {
    expect(findChromium(host(["/snap/bin/chromium"], { PATH: "/bin" }))).toMatchObject({
      path: "/snap/bin/chromium",
    });
    const mac = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    expect(findChromium(host([mac], { PATH: "/usr/bin" }, "darwin"))).toEqual({
      path: mac,
      source: "system",
    });
  });

  it("ignores relative PATH entries", () => {
    expect(findChromium(host(["bin/chromium"], { PATH: "bin" }))).toEqual({ error: MISSING });
  });

  it("falls back to Playwright's own download when it is there", () => {
    expect(findChromium(host([PLAYWRIGHT]))).toEqual({ path: PLAYWRIGHT, source: "playwright" });
  });

  it("says in one line what to install when there is nothing", () => {
    const found = findChromium(host([]));
    expect(found).toEqual({ error: MISSING });
    expect(MISSING).not.toContain("\n");
    expect(MISSING).toMatch(/apt-get install chromium.*npx playwright install chromium.*CHROMIUM_PATH/);
  });
});

describe("isExecutableFile", () => {
  it("is true for an executable file only, not a plain file, a directory or nothing", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "find-chromium-"));
    writeFileSync(path.join(dir, "chrome"), "#!/bin/sh\n", { mode: 0o755 });
    writeFileSync(path.join(dir, "notes"), "", { mode: 0o644 });
    mkdirSync(path.join(dir, "chromium"));
    expect(isExecutableFile(path.join(dir, "chrome"))).toBe(true);
    expect(isExecutableFile(path.join(dir, "chromium"))).toBe(false);
    expect(isExecutableFile(path.join(dir, "missing"))).toBe(false);
    expect(isExecutableFile(path.join(dir, "notes"))).toBe(false);
  });
});
