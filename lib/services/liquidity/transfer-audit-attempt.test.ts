import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { type TCreateTransferCommand, ZCreateTransferInput } from "@/lib/domain/liquidity/transfer";
import { fakeTransfer, type TFakeGateway } from "@/lib/testing/fake-transfers-platform";
import { auditRowsOf, databaseOutage } from "@/lib/testing/database-outage";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { type TPlatformFake, withPlatform } from "../platform/registry";
import { createLiquidityTransfer } from "./create-transfer";
import { SANDBOX_SETTLEMENT_ACCOUNTS } from "./settlement-accounts";

// Issue 14: a transfer's send is audited before the POST (finding 5: the database lost after the platform
// made the transfer still leaves a row naming the attempt), and only the configured settlement accounts
// are accepted, before anything is claimed or sent (finding 10).

const test = withAppTestDatabase();
const outage = databaseOutage(test);
afterEach(() => outage.restart());

const SCT = "LT223999010000000101";
const INST = "LT113999010000000202";
const actor = (): TActor => ({
  user: { id: randomUUID(), email: `liq-${randomUUID()}@example.com` },
  requestId: `req-${randomUUID()}`,
  ip: "198.51.100.4",
});
const command = (over: object = {}) =>
  ZCreateTransferInput.parse({
    requestId: randomUUID(),
    debtorAccount: SCT,
    creditorAccount: INST,
    amount: "12.34",
    locale: "en-US",
    ...over,
  });

function platform(onPost: () => void = () => {}) {
  const posts: unknown[] = [];
  const gateway: TFakeGateway = {
    listTransfers: async () => ({ data: [], meta: { amount: 0 } }) as never,
    async createTransfer(body) {
      posts.push(body);
      onPost();
      return fakeTransfer(4242, {
        requestId: body.requestId,
        amount: body.amountMinor,
        debtorAccount: body.debtorAccount,
        creditorAccount: body.creditorAccount,
        status: "CREATED",
      });
    },
  };
  const fake: TPlatformFake = { gateway, timeoutMs: 1_000, settlementAccounts: SANDBOX_SETTLEMENT_ACCOUNTS };
  return { fake, posts };
}

// The use cases on the test's platform (withPlatform), arguments in the order the tests read them.
const createOn = (cmd: TCreateTransferCommand, who: TActor, fake: TPlatformFake) =>
  withPlatform(fake, () => createLiquidityTransfer(cmd, who));

describe("liquidity transfer audit", () => {
  it("the database stops after the platform made the transfer: the attempt row names it", async () => {
    const who = actor();
    const cmd = command();
    const p = platform(() => outage.stop());
    await expect(createOn(cmd, who, p.fake)).rejects.toThrow();
    outage.restart();
    expect(p.posts).toHaveLength(1);

    const rows = await auditRowsOf(test.db, { action: "liquidity.transfer", actorEmail: who.user.email });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      outcome: "attempted",
      actorId: who.user.id,
      target: `request:${cmd.requestId}`,
      requestId: who.requestId,
      ip: "198.51.100.4",
      detail: {
        requestId: cmd.requestId,
        amountMinor: "1234",
        debtorAccount: SCT,
        creditorAccount: INST,
        send: 1,
      },
    });
  });

  it("the outcome row names its attempt", async () => {
    const who = actor();
    const out = await createOn(command(), who, platform().fake);
    expect(out).toMatchObject({ state: "created" });
    const rows = await auditRowsOf(test.db, { action: "liquidity.transfer", actorEmail: who.user.email });
    expect(rows.map((r) => [r.outcome, r.target])).toEqual([
      ["attempted", expect.stringMatching(/^request:/)],
      ["success", "transfer:4242"],
    ]);
    expect(rows[1]!.attemptId).toBe(rows[0]!.id);
  });

  it("refuses an account outside the configured settlement accounts by field, before any platform call", async () => {
    const who = actor();
    const p = platform();
    const out = createOn(command({ creditorAccount: "DE89370400440532013000" }), who, p.fake);
    await expect(out).rejects.toBeInstanceOf(AppError);
    await expect(out).rejects.toMatchObject({
      code: "invalid_input",
      fieldErrors: { creditorAccount: expect.stringMatching(/settlement accounts/) },
    });
    await expect(out).rejects.not.toHaveProperty("fieldErrors.debtorAccount");
    expect(p.posts).toHaveLength(0);
    const intents = await test.db.liquidityTransferIntent.count({ where: { userId: who.user.id } });
    expect(intents).toBe(0);
    const rows = await auditRowsOf(test.db, { action: "liquidity.transfer", actorEmail: who.user.email });
    expect(rows.map((r) => r.outcome)).toEqual(["failure"]);
    expect(rows[0]!.detail).toMatchObject({ platformCalled: false, reason: "not_a_settlement_account" });
  });

  it("refuses both accounts when neither is configured, and the same account twice however it is written", async () => {
    const p = platform();
    const neither = createOn(
      command({ debtorAccount: "GB33BUKB20201555555555", creditorAccount: "DE89370400440532013000" }),
      actor(),
      p.fake,
    );
    await expect(neither).rejects.toMatchObject({
      code: "invalid_input",
      fieldErrors: { debtorAccount: expect.any(String), creditorAccount: expect.any(String) },
    });
    const same = createOn(command({ creditorAccount: "lt22 3999 0100 0000 0101" }), actor(), p.fake);
    await expect(same).rejects.toMatchObject({
      code: "invalid_input",
      fieldErrors: { creditorAccount: expect.stringMatching(/cannot move to the account it comes from/) },
    });
    expect(p.posts).toHaveLength(0);
  });

  it("sends a configured account as configured, however it was spaced or cased", async () => {
    const p = platform();
    const out = await createOn(command({ debtorAccount: "lt22 3999 0100 0000 0101" }), actor(), p.fake);
    expect(out).toMatchObject({ state: "created" });
    expect(p.posts).toEqual([expect.objectContaining({ debtorAccount: SCT, creditorAccount: INST })]);
  });
});
