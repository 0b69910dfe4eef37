import { randomInt, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type TCreateTransferCommand, ZCreateTransferInput } from "@/lib/domain/liquidity/transfer";
import { INST, SCT, sandboxTransfers, type TFault } from "@/lib/testing/sandbox-transfers";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { type TPlatformFake, withPlatform } from "../platform/registry";
import { createLiquidityTransfer } from "./create-transfer";

// The create use case against the sandbox over HTTP (with the faults an independent platform shows) and
// a real database (the intent's claim and every audit row). The interface promises no idempotency for
// this POST: one click makes at most one POST, and a lost answer is read back, never sent again.

const test = withAppTestDatabase();
const { platform, listed, stage } = sandboxTransfers();
const KAUNAS = "LT163999110000000301";

const actor = (): TActor => ({
  user: { id: randomUUID(), email: `ops-${randomUUID()}@example.com` },
  requestId: "req-1",
  ip: null,
});
/** An amount no seeded or staged transfer has, so a candidate can only be the one made here. */
const unique = () => `${randomInt(100_000, 999_999)}.${String(randomInt(0, 99)).padStart(2, "0")}`;
const command = (over: object = {}) =>
  ZCreateTransferInput.parse({
    requestId: randomUUID(),
    debtorAccount: SCT,
    creditorAccount: INST,
    amount: unique(),
    locale: "en-US",
    ...over,
  });
const auditOf = (email: string) =>
  // Outcome rows; the attempt written before each POST: transfer-audit-attempt.test.ts.
  test.db.auditEvent.findMany({
    where: { actorEmail: email, outcome: { not: "attempted" } },
    orderBy: { id: "asc" },
  });
const ofAmount = async (minor: bigint) =>
  (await listed({ debtorAccount: SCT })).filter((t) => BigInt(t.amount) === minor);

// The use cases on the test's platform (withPlatform), arguments in the order the tests read them.
const createOn = (cmd: TCreateTransferCommand, who: TActor, fake: TPlatformFake) =>
  withPlatform(fake, () => createLiquidityTransfer(cmd, who));

describe("createLiquidityTransfer", () => {
  it("creates the transfer in exact minor units with one POST, and audits it", async () => {
    const who = actor();
    const p = platform();
    const out = await createOn(command({ amount: "1,234.56", purpose: "Top-up" }), who, p.fake);
    expect(out).toMatchObject({
      state: "created",
      source: "answer",
      transfer: { amount: 123_456, purpose: "Top-up", status: "CREATED" },
    });
    expect(p.posts).toHaveLength(1);
    const audit = await auditOf(who.user.email);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "liquidity.transfer", outcome: "success" });
    expect(audit[0]!.target).toBe(`transfer:${out.state === "created" ? out.transfer.id : ""}`);
    expect(audit[0]!.detail).toMatchObject({
      amountMinor: "123456",
      debtorAccount: SCT,
      platformCalled: true,
    });
  });

  it.each<TFault>(["timeout", "dropped", "5xx-applied"])(
    "%s after the platform made it: one POST, never resent; the read-back finds it and it is uncertain",
    async (fault) => {
      const who = actor();
      const p = platform({ faults: [fault] });
      const cmd = command();
      const out = await createOn(cmd, who, p.fake);
      expect(p.posts).toHaveLength(1);
      const made = await ofAmount(cmd.amountMinor);
      expect(made).toHaveLength(1);
      expect(out).toMatchObject({
        state: "uncertain",
        requestId: cmd.requestId,
        sends: 1,
        readBack: { status: "done", complete: true },
      });
      if (out.state !== "uncertain") return;
      expect(out.readBack.candidates).toEqual([
        { transfer: expect.objectContaining({ id: made[0]!.id }), requestId: "same", dismissed: false },
      ]);
      expect(out.message).toContain("does not send it again by itself");
      const audit = await auditOf(who.user.email);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ outcome: "failure", target: `request:${cmd.requestId}` });
      expect(audit[0]!.detail).toMatchObject({
        result: "uncertain",
        readBack: { candidates: [expect.objectContaining({ id: made[0]!.id })] },
      });

      // A double click or a second tab sends the same intent again: no POST, the list is read again.
      const again = await createOn(cmd, actor(), p.fake);
      expect(p.posts).toHaveLength(1);
      expect(again).toMatchObject({ state: "uncertain", readBack: { candidates: [expect.anything()] } });
      expect(await ofAmount(cmd.amountMinor)).toHaveLength(1);
    },
  );

  it("a 5xx that made nothing: one POST, the read-back finds no candidate", async () => {
    const p = platform({ faults: ["5xx"] });
    const cmd = command();
    const out = await createOn(cmd, actor(), p.fake);
    expect(p.posts).toHaveLength(1);
    expect(out).toMatchObject({ state: "uncertain", readBack: { status: "done", candidates: [] } });
    expect(await ofAmount(cmd.amountMinor)).toEqual([]);
  });

  it("a platform that ignores the list's filters: only rows matching the intent are candidates", async () => {
    const cmd = command();
    const minor = Number(cmd.amountMinor);
    const recent = new Date(Date.now() - 60_000).toISOString();
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    // Same amount but the other way round, or before the window; same accounts and time, other amount.
    await stage({ amount: minor, debtorAccount: INST, creditorAccount: SCT, createdAt: recent });
    await stage({ amount: minor, createdAt: hourAgo });
    for (let i = 0; i < 120; i += 1) await stage({ amount: minor + 1 + i, createdAt: recent });
    const p = platform({ faults: ["timeout"], ignoreFilters: true });
    const out = await createOn(cmd, actor(), p.fake);
    expect(p.lists[0]).toMatchObject({
      debtorAccount: SCT,
      creditorAccount: INST,
      dateTimeFrom: expect.any(String),
    });
    if (out.state !== "uncertain") throw new Error(`expected uncertain, got ${out.state}`);
    expect(out.readBack.rowsRead).toBeGreaterThan(120);
    expect(out.readBack.complete).toBe(true);
    const [made] = await ofAmount(cmd.amountMinor).then((r) =>
      r.filter((t) => t.requestId === cmd.requestId),
    );
    expect(out.readBack.candidates.map((c) => c.transfer.id)).toEqual([made!.id]);
  });

  it("a platform that names the request id otherwise: its transfer is still a candidate, marked so", async () => {
    const p = platform({ faults: ["dropped"], dropRequestId: true });
    const out = await createOn(command(), actor(), p.fake);
    expect(out).toMatchObject({
      state: "uncertain",
      readBack: { candidates: [expect.objectContaining({ requestId: "other" })] },
    });
  });

  it("409 DUPLICATE_REQUEST_ID is the same transfer only when amount and accounts match", async () => {
    const cmd = command();
    const minor = Number(cmd.amountMinor);
    const mine = await stage({ requestId: cmd.requestId, amount: minor });
    const found = await createOn(cmd, actor(), platform().fake);
    expect(found).toMatchObject({ state: "created", source: "request_id", transfer: { id: mine.id } });

    const other = command();
    await stage({ requestId: other.requestId, amount: Number(other.amountMinor) + 1 });
    const who = actor();
    const refused = await createOn(other, who, platform().fake);
    expect(refused).toMatchObject({ state: "refused", providerCode: "DUPLICATE_REQUEST_ID" });
    if (refused.state === "refused") expect(refused.message).toContain("it is not this one");
    expect(await ofAmount(other.amountMinor)).toEqual([]);
    expect((await auditOf(who.user.email))[0]).toMatchObject({
      outcome: "failure",
      providerStatus: 409,
      providerCode: "DUPLICATE_REQUEST_ID",
    });
  });

  it("the same request id with other values is refused before the platform", async () => {
    const cmd = command();
    const p = platform();
    await createOn(cmd, actor(), p.fake);
    const changed = await createOn({ ...cmd, amountMinor: cmd.amountMinor + 1n }, actor(), p.fake);
    expect(changed).toMatchObject({ state: "refused", providerCode: null });
    expect(p.posts).toHaveLength(1);
    const replay = await createOn(cmd, actor(), p.fake);
    expect(replay).toMatchObject({ state: "created", source: "record" });
    expect(p.posts).toHaveLength(1);
  });

  it("a pair of another BIC is refused in words, on the creditor field; fixed, the same intent is sent", async () => {
    const who = actor();
    const p = platform();
    const cmd = command({ creditorAccount: KAUNAS });
    const out = await createOn(cmd, who, p.fake);
    expect(out).toMatchObject({
      state: "refused",
      providerCode: "TRANSFER_BETWEEN_DIFFERENT_SCHEMES",
      fieldErrors: { creditorAccount: expect.any(String) },
    });
    expect((await auditOf(who.user.email))[0]).toMatchObject({
      outcome: "failure",
      providerStatus: 400,
      providerCode: "TRANSFER_BETWEEN_DIFFERENT_SCHEMES",
    });
    const fixed = await createOn({ ...cmd, creditorAccount: INST }, who, p.fake);
    expect(fixed).toMatchObject({ state: "created", source: "answer" });
    expect(p.posts).toHaveLength(2);
  });
});
