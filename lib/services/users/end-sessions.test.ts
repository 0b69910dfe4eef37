import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { forgetUser } from "@/lib/auth/user-cache";
import { startUserSession } from "@/lib/db/user-sessions";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { endOwnSessions, endSessionsOfUser, endSignedOutSession } from "./end-sessions";

vi.mock("@/lib/auth/user-cache", () => ({ forgetUser: vi.fn() }));

describe("ending sessions", () => {
  const test = withAppTestDatabase();
  beforeEach(() => vi.mocked(forgetUser).mockClear());

  async function userWithSessions(n: number) {
    const user = await test.db.user.create({
      data: { email: `e-${randomUUID().slice(0, 8)}@example.com`, name: "Someone" },
    });
    const sids: string[] = [];
    for (let i = 0; i < n; i++) sids.push(await startUserSession(user.id, new Date(Date.now() + 3_600_000)));
    return { user, sids };
  }
  const actorOf = (u: { id: string; email: string }) => ({
    user: { id: u.id, email: u.email },
    requestId: "req-1",
    ip: "127.0.0.1",
  });
  const liveSids = async (userId: string) =>
    (await test.db.userSession.findMany({ where: { userId } })).map((s) => s.id);
  const audit = (action: string) =>
    test.db.auditEvent.findMany({ where: { action }, orderBy: { id: "asc" } });

  it("sign-out ends only the signed-out session, audited with it", async () => {
    const { user, sids } = await userWithSessions(2);
    expect(await endSignedOutSession({ uid: user.id, sid: sids[0], email: user.email })).toBe(1);
    expect(await liveSids(user.id)).toEqual([sids[1]]);
    expect(forgetUser).toHaveBeenCalledWith(user.id);
    expect((await audit("auth.sign_out")).at(-1)).toMatchObject({
      actorEmail: user.email,
      outcome: "success",
      detail: { sessionsEnded: 1 },
    });
  });

  it("sign out everywhere ends every session of the caller", async () => {
    const { user } = await userWithSessions(3);
    expect(await endOwnSessions(actorOf(user))).toEqual({ sessionsEnded: 3 });
    expect(await liveSids(user.id)).toEqual([]);
    expect((await audit("auth.sign_out_everywhere")).at(-1)).toMatchObject({
      actorEmail: user.email,
      target: `user:${user.email}`,
      detail: { sessionsEnded: 3 },
    });
  });

  it("an administrator ends another user's sessions, audited with who and how many", async () => {
    const { user: admin, sids: adminSids } = await userWithSessions(1);
    const { user, sids } = await userWithSessions(2);
    expect(await endSessionsOfUser(user.id, actorOf(admin))).toEqual({ email: user.email, sessionsEnded: 2 });
    expect(await liveSids(user.id)).toEqual([]);
    expect(await liveSids(admin.id)).toEqual(adminSids);
    expect(sids).toHaveLength(2);
    expect(forgetUser).toHaveBeenCalledWith(user.id);
    expect((await audit("user.end_sessions")).at(-1)).toMatchObject({
      actorEmail: admin.email,
      target: `user:${user.email}`,
      requestId: "req-1",
      detail: { sessionsEnded: 2 },
    });
  });

  it("refuses an unknown user with not_found and writes nothing", async () => {
    const { user: admin } = await userWithSessions(0);
    const before = (await audit("user.end_sessions")).length;
    await expect(endSessionsOfUser(randomUUID(), actorOf(admin))).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await audit("user.end_sessions")).toHaveLength(before);
  });
});
