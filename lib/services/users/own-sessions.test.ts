import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { startUserSession } from "@/lib/db/user-sessions";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { endOwnSession, listOwnSessions } from "./own-sessions";

vi.mock("@/lib/auth/user-cache", () => ({ forgetUser: vi.fn() }));

// "Your sessions" (OWASP ASVS 3.3.4): a user lists and ends their own sessions, and only their own.

describe("a user's own sessions", () => {
  const test = withAppTestDatabase();

  async function userWithSessions(n: number) {
    const user = await test.db.user.create({
      data: { email: `s-${randomUUID().slice(0, 8)}@example.com`, name: "Someone" },
    });
    const sids: string[] = [];
    for (let i = 0; i < n; i++) {
      if (i) await new Promise((r) => setTimeout(r, 5)); // distinct start times, for the order
      sids.push(await startUserSession(user.id, new Date(Date.now() + 3_600_000)));
    }
    return {
      user,
      sids,
      actor: { user: { id: user.id, email: user.email }, requestId: "req-s", ip: "192.0.2.9" },
    };
  }
  const liveSids = async (userId: string) =>
    (await test.db.userSession.findMany({ where: { userId } })).map((s) => s.id).sort();
  const audits = (email: string) =>
    test.db.auditEvent.findMany({
      where: { action: "auth.end_session", actorEmail: email },
      orderBy: { id: "asc" },
    });

  it("lists only the caller's live sessions, newest first, marking this one", async () => {
    const { user, sids } = await userWithSessions(2);
    await userWithSessions(1); // someone else's
    await test.db.userSession.create({ data: { userId: user.id, expiresAt: new Date(Date.now() - 1_000) } });
    const list = await listOwnSessions(user.id, sids[0]!);
    expect(list.map((s) => [s.id, s.current])).toEqual([
      [sids[1], false],
      [sids[0], true],
    ]);
    expect(list[0]!.expiresAt).toMatch(/Z$/);
  });

  it("ends another session of the caller's, audited", async () => {
    const { user, sids, actor } = await userWithSessions(2);
    expect(await endOwnSession(sids[1]!, sids[0]!, actor)).toEqual({ ended: true });
    expect(await liveSids(user.id)).toEqual([sids[0]]);
    expect(await audits(user.email)).toEqual([
      expect.objectContaining({ outcome: "success", target: `session:${sids[1]}`, ip: "192.0.2.9" }),
    ]);
  });

  it("refuses another user's session id without ending it, and audits the refusal", async () => {
    const mine = await userWithSessions(1);
    const theirs = await userWithSessions(1);
    await expect(endOwnSession(theirs.sids[0]!, mine.sids[0]!, mine.actor)).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await liveSids(theirs.user.id)).toEqual(theirs.sids);
    expect(await audits(mine.user.email)).toEqual([
      expect.objectContaining({
        outcome: "failure",
        target: `session:${theirs.sids[0]}`,
        detail: { reason: "another_users_session" },
      }),
    ]);
  });

  it("refuses this session (signing out ends it) and one already over, each audited", async () => {
    const { user, sids, actor } = await userWithSessions(1);
    await expect(endOwnSession(sids[0]!, sids[0]!, actor)).rejects.toMatchObject({ code: "conflict" });
    await expect(endOwnSession(randomUUID(), sids[0]!, actor)).rejects.toMatchObject({ code: "not_found" });
    expect(await liveSids(user.id)).toEqual(sids);
    expect((await audits(user.email)).map((a) => a.detail)).toEqual([
      { reason: "current_session" },
      { reason: "not_live" },
    ]);
  });
});
