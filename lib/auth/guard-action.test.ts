import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { guardAction } from "./guard-action";

// The step-up option of guardAction against a real database: the session row's step_up_at decides, and a
// refusal is audited like a permission denial before the handler runs.

vi.mock("@/lib/env", () => ({ env: { STEP_UP_MINUTES: 15 } }));
const session = vi.hoisted(() => ({ token: {} as Record<string, unknown>, user: null as unknown }));
vi.mock("./current-user", () => ({
  currentSession: async () => session,
  requestContext: async () => ({ requestId: "req-step-up", pathname: "/", ip: "192.0.2.1" }),
}));

const MINUTE = 60_000;

describe("guardAction with stepUp", () => {
  const test = withAppTestDatabase();
  let userId: string;

  beforeEach(async () => {
    const email = `u-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const row = await test.db.user.create({ data: { email, name: "Ops", roles: ["finance_ops"] } });
    userId = row.id;
    session.user = { id: row.id, email, name: "Ops", roles: ["finance_ops"] };
  });

  async function sessionCheckedAgo(ms: number | null, owner = userId) {
    const row = await test.db.userSession.create({
      data: {
        userId: owner,
        expiresAt: new Date(Date.now() + 3_600_000),
        stepUpAt: ms === null ? null : new Date(Date.now() - ms),
      },
    });
    session.token = { uid: userId, sid: row.id };
  }

  function action(stepUp: boolean | ((i: { n: number }) => boolean) = true) {
    const handler = vi.fn(async (input: { n: number }) => input.n * 2);
    const guarded = guardAction("moveMoney", "payments.approve", z.object({ n: z.number() }), handler, {
      stepUp,
    });
    return { handler, guarded };
  }

  const denials = () =>
    test.db.auditEvent.findMany({ where: { action: "permission.denied", actorId: userId } });

  it("refuses a session whose last check is older than STEP_UP_MINUTES, before the handler, audited", async () => {
    await sessionCheckedAgo(16 * MINUTE);
    const { handler, guarded } = action();
    const result = await guarded({ n: 1 });
    expect(result.error).toMatchObject({ code: "step_up_required", requestId: "req-step-up" });
    expect(handler).not.toHaveBeenCalled();
    const rows = await denials();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: "denied", target: "action:moveMoney", ip: "192.0.2.1" });
    expect(rows[0]!.detail).toMatchObject({ permission: "payments.approve", reason: "step_up_required" });
  });

  it("refuses a session never checked (step_up_at null)", async () => {
    await sessionCheckedAgo(null);
    const { handler, guarded } = action();
    expect((await guarded({ n: 1 })).error?.code).toBe("step_up_required");
    expect(handler).not.toHaveBeenCalled();
  });

  it("lets a fresh session through", async () => {
    await sessionCheckedAgo(14 * MINUTE);
    const { handler, guarded } = action();
    expect(await guarded({ n: 2 })).toEqual({ data: 4 });
    expect(handler).toHaveBeenCalledOnce();
    expect(await denials()).toHaveLength(0);
  });

  it("does not take another user's fresh session for this one", async () => {
    const other = await test.db.user.create({
      data: { email: `o-${Math.random()}@example.com`, name: "Other", roles: [] },
    });
    await sessionCheckedAgo(0, other.id);
    const { handler, guarded } = action();
    expect((await guarded({ n: 1 })).error?.code).toBe("step_up_required");
    expect(handler).not.toHaveBeenCalled();
  });

  it("shows input mistakes before asking for the check", async () => {
    await sessionCheckedAgo(null);
    const { guarded } = action();
    expect((await guarded({ n: "x" } as never)).error?.code).toBe("invalid_input");
  });

  it("asks only when the input's choice needs it (function option) and never without the option", async () => {
    await sessionCheckedAgo(null);
    const chosen = action((i) => i.n > 10);
    expect(await chosen.guarded({ n: 1 })).toEqual({ data: 2 });
    expect((await chosen.guarded({ n: 11 })).error?.code).toBe("step_up_required");
    const plain = guardAction("read", "payments.approve", z.object({}), async () => "ok");
    expect(await plain({})).toEqual({ data: "ok" });
  });
});
