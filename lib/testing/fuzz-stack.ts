import { beforeAll } from "vitest";
import { ROLES } from "@/lib/auth/client-safe/roles";
import { sandboxSettings } from "@/sandbox/defaults";
import { useSandbox as sandboxHarness } from "@/sandbox/testing/harness";
import { fuzzState } from "./fuzz-mocks";
import { withAppTestDatabase } from "./test-database";

// The fuzz tests drive the real route handlers and actions in-process: a real database
// (lib/testing/test-database.ts), the sandbox platform over real HTTP, and a signed-in user holding every
// role. Only the session and the settings are stubbed (lib/testing/fuzz-mocks.ts).

/** Call at the top of the fuzz file: the database, the sandbox, settings pointing at both, and the user. */
export function useFuzzStack() {
  const sandbox = sandboxHarness({ SANDBOX_PAYMENT_STEP_MS: "600000" });
  const test = withAppTestDatabase();
  beforeAll(async () => {
    if (!fuzzState.parse) throw new Error("fuzz: mock @/lib/env with envModule (lib/testing/fuzz-mocks.ts)");
    fuzzState.settings = fuzzState.parse({
      ...sandboxSettings(sandbox.origin),
      DATABASE_URL: test.url,
      NEXTAUTH_SECRET: "fuzz-secret-".padEnd(40, "x"),
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
    });
    const row = await test.db.user.create({
      data: { email: "fuzz@countersign.test", name: "Fuzz", roles: [...ROLES] },
    });
    fuzzState.user = { id: row.id, email: row.email, name: row.name, roles: [...ROLES] };
    // Stepped up for the whole run (a run is far shorter than STEP_UP_MINUTES).
    const session = await test.db.userSession.create({
      data: { userId: row.id, expiresAt: new Date(Date.now() + 3_600_000), stepUpAt: new Date() },
    });
    fuzzState.sid = session.id;
  });
  return { sandbox, test, user: () => fuzzState.user! };
}
