import { describe, expect, it, vi } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { hashPassword } from "../password";
import { checkProof } from "./proof-check";

vi.mock("@/lib/env", () => ({
  env: {
    NEXTAUTH_SECRET: { reveal: () => "a-test-session-secret-of-32-characters!" },
    SIGN_IN_MAX_PER_ACCOUNT: 1000,
    SIGN_IN_MAX_PER_ADDRESS: 1000,
    SIGN_IN_WINDOW_MINUTES: 60,
  },
}));

// The counted check behind the step-up and the recovery-codes form. Its callers pick the code path only
// for an account with a second factor; one reset in between must not let any code through.
describe("checkProof", () => {
  const test = withAppTestDatabase();
  const ctx = { ip: "192.0.2.8", requestId: "r-p", via: "step_up", wrong: { password: "no", code: "no" } };

  it("refuses a code for an account that has no second factor, and does not count it", async () => {
    await test.db.mfaPolicy.deleteMany();
    const user = await test.db.user.create({
      data: {
        email: "p1@example.com",
        name: "P",
        roles: ["finance_ops"],
        passwordHash: await hashPassword("pw"),
      },
    });
    const audit = vi.fn(async () => undefined);
    await expect(checkProof(user, { code: "123456" }, ctx, audit)).rejects.toMatchObject({
      code: "conflict",
    });
    expect(audit).toHaveBeenCalledWith("failure", { reason: "no_second_factor" });
    expect(await test.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      failedSignIns: 0,
    });
  });
});
