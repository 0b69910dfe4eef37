import { randomInt, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { TCreateTransferOutcome, TSettleTransferInput } from "@/lib/domain/liquidity/transfer-outcome";
import { type TCreateTransferCommand, ZCreateTransferInput } from "@/lib/domain/liquidity/transfer";
import { INST, SCT, sandboxTransfers, type TFault } from "@/lib/testing/sandbox-transfers";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { type TPlatformFake, withPlatform } from "../platform/registry";
import { createLiquidityTransfer } from "./create-transfer";
import { settleTransfer } from "./settle-transfer";

// The person's decisions after a send that got no answer, against the sandbox and a real database: each
// is made on a fresh read-back, "send it again" is one explicit POST (audited as a resend), and nothing is
// sent while the list shows a transfer the person has not looked at.

const test = withAppTestDatabase();
const { platform, listed, stage } = sandboxTransfers();

const actor = (): TActor => ({
  user: { id: randomUUID(), email: `ops-${randomUUID()}@example.com` },
  requestId: "req-2",
  ip: null,
});
const command = () =>
  ZCreateTransferInput.parse({
    requestId: randomUUID(),
    debtorAccount: SCT,
    creditorAccount: INST,
    amount: `${randomInt(100_000, 999_999)}.${String(randomInt(10, 99))}`,
    locale: "en-US",
  });
const auditOf = (email: string, action?: string) =>
  // Outcome rows; the attempt written before each POST: transfer-audit-attempt.test.ts.
  test.db.auditEvent.findMany({
    where: { actorEmail: email, action, outcome: { not: "attempted" } },
    orderBy: { id: "asc" },
  });
const ofAmount = async (minor: bigint) =>
  (await listed({ debtorAccount: SCT })).filter((t) => BigInt(t.amount) === minor);
function uncertain(o: TCreateTransferOutcome) {
  if (o.state !== "uncertain") throw new Error(`expected uncertain, got ${o.state}`);
  return o;
}

async function unanswered(fault: TFault) {
  const p = platform({ faults: [fault] });
  const cmd = command();
  const out = uncertain(await createOn(cmd, actor(), p.fake));
  return { p, cmd, out };
}

// The use cases on the test's platform (withPlatform), arguments in the order the tests read them.
const createOn = (cmd: TCreateTransferCommand, who: TActor, fake: TPlatformFake) =>
  withPlatform(fake, () => createLiquidityTransfer(cmd, who));
const settleOn = (input: TSettleTransferInput, who: TActor, fake: TPlatformFake) =>
  withPlatform(fake, () => settleTransfer(input, who));

describe("settleTransfer", () => {
  it("send it again after a read-back that found nothing: exactly one more POST, audited as a resend", async () => {
    const { p, cmd, out } = await unanswered("5xx");
    expect(out.readBack.candidates).toEqual([]);
    const who = actor();
    const again = await settleOn(
      { requestId: cmd.requestId, choice: "resend", sends: out.sends, dismissed: [] },
      who,
      p.fake,
    );
    expect(again).toMatchObject({ state: "created", source: "answer" });
    expect(p.posts).toHaveLength(2);
    expect(await ofAmount(cmd.amountMinor)).toHaveLength(1);
    const [row] = await auditOf(who.user.email, "liquidity.transfer");
    expect(row).toMatchObject({ outcome: "success" });
    expect(row!.detail).toMatchObject({
      resend: true,
      send: 2,
      platformCalled: true,
      beforeResend: { status: "done", candidates: [] },
    });

    // The same decision again (a second click, an old tab): the intent is settled, nothing is sent.
    const late = await settleOn(
      { requestId: cmd.requestId, choice: "resend", sends: out.sends, dismissed: [] },
      actor(),
      p.fake,
    );
    expect(late).toMatchObject({ state: "created", source: "record" });
    expect(p.posts).toHaveLength(2);
  });

  it("nothing is sent again while the list shows a transfer the person has not looked at", async () => {
    const { p, cmd, out } = await unanswered("timeout");
    const [made] = out.readBack.candidates;
    const who = actor();
    const refused = await settleOn(
      { requestId: cmd.requestId, choice: "resend", sends: out.sends, dismissed: [] },
      who,
      p.fake,
    );
    expect(uncertain(refused).message).toContain("you have not looked at, so nothing was sent");
    expect(p.posts).toHaveLength(1);
    expect((await auditOf(who.user.email))[0]).toMatchObject({ outcome: "failure" });
    expect((await auditOf(who.user.email))[0]!.detail).toMatchObject({ result: "not_resent" });

    // Said not to be theirs, it is dismissed, and the explicit resend goes out once (the default
    // sandbox then refuses the repeated request id and the first transfer is read back as the same).
    const resent = await settleOn(
      { requestId: cmd.requestId, choice: "resend", sends: out.sends, dismissed: [made!.transfer.id] },
      actor(),
      p.fake,
    );
    expect(p.posts).toHaveLength(2);
    expect(resent).toMatchObject({
      state: "created",
      source: "request_id",
      transfer: { id: made!.transfer.id },
    });
  });

  it("a resend decided on an older view loses to the one already sent", async () => {
    const { p, cmd, out } = await unanswered("5xx");
    p.gateway.createTransfer = (() => {
      const real = p.gateway.createTransfer;
      let first = true;
      return async (body) => {
        if (!first) return real(body);
        first = false;
        await real(body).catch(() => null);
        throw new Error("socket hang up"); // a fault of ours: uncertain again
      };
    })();
    const second = uncertain(
      await settleOn(
        { requestId: cmd.requestId, choice: "resend", sends: 1, dismissed: [] },
        actor(),
        p.fake,
      ),
    );
    expect(second.sends).toBe(2);
    const stale = await settleOn(
      {
        requestId: cmd.requestId,
        choice: "resend",
        sends: out.sends,
        dismissed: second.readBack.candidates.map((c) => c.transfer.id),
      },
      actor(),
      p.fake,
    );
    expect(uncertain(stale).message).toContain("happened meanwhile");
    expect(p.posts).toHaveLength(2);
  });

  it("this is my transfer: only a listed candidate, recorded once and audited", async () => {
    const { p, cmd, out } = await unanswered("dropped");
    const [made] = out.readBack.candidates;
    const unrelated = await stage({ amount: 1_234 });
    const who = actor();
    const wrong = await settleOn(
      { requestId: cmd.requestId, choice: "mine", transferId: unrelated.id },
      who,
      p.fake,
    );
    expect(uncertain(wrong).message).toContain(`Transfer ${unrelated.id} is not among`);

    const mine = await settleOn(
      { requestId: cmd.requestId, choice: "mine", transferId: made!.transfer.id },
      who,
      p.fake,
    );
    expect(mine).toMatchObject({
      state: "created",
      source: "confirmed",
      transfer: { id: made!.transfer.id },
    });
    expect(p.posts).toHaveLength(1);
    const rows = await auditOf(who.user.email, "liquidity.transfer.confirm_found");
    expect(rows.map((r) => r.outcome)).toEqual(["failure", "success"]);
    expect(rows[1]!.target).toBe(`transfer:${made!.transfer.id}`);
    const intent = await test.db.liquidityTransferIntent.findUniqueOrThrow({
      where: { requestId: cmd.requestId },
    });
    expect(intent).toMatchObject({ state: "created", transferId: BigInt(made!.transfer.id) });
  });

  it("look again reads the list again (a transfer listed late shows up) and sends nothing", async () => {
    const { p, cmd, out } = await unanswered("5xx");
    expect(out.readBack.candidates).toEqual([]);
    // The platform lists it only now (made by the lost send after all, in a platform's own time).
    const late = await stage({ requestId: cmd.requestId, amount: Number(cmd.amountMinor) });
    const who = actor();
    const look = uncertain(await settleOn({ requestId: cmd.requestId, choice: "look_again" }, who, p.fake));
    expect(look.readBack.candidates.map((c) => c.transfer.id)).toEqual([late.id]);
    expect(p.posts).toHaveLength(1);
    expect((await auditOf(who.user.email, "liquidity.transfer.look_again"))[0]).toMatchObject({
      outcome: "success",
    });
  });

  it("when the list cannot be read, nothing may be sent again", async () => {
    const { p, cmd, out } = await unanswered("5xx");
    p.gateway.listTransfers = () => Promise.reject(new Error("list down"));
    const again = uncertain(
      await settleOn(
        { requestId: cmd.requestId, choice: "resend", sends: out.sends, dismissed: [] },
        actor(),
        p.fake,
      ),
    );
    expect(again.readBack.status).toBe("failed");
    expect(again.message).toContain("could not be checked, so nothing was sent");
    expect(p.posts).toHaveLength(1);
  });
});
