import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Runs the production build the suite already made, with bad settings: it must refuse to start and say why.
test("a bad or missing setting stops the server with a message naming it", async () => {
  const child = spawn(
    process.execPath,
    [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", "3199"],
    {
      env: {
        NODE_ENV: "production",
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: "mysql://nope",
        SESSION_IDLE_MINUTES: "ten",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code).toBe(1);
  expect(output).toContain("Countersign cannot start.");
  expect(output).toContain("DATABASE_URL: must be a postgresql:// URL");
  expect(output).toContain("SESSION_IDLE_MINUTES: must be a whole number");
  expect(output).toContain("PLATFORM_TENANT_ID: is required but not set");
  expect(output).not.toMatch(/at .*\.js:\d+/); // a message, not a stack trace
});
