import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ledgerScene } from "./ledger-fixtures";

// docs/platform-interface.md#ledger-transactions: Idempotency-Key on POST /v1/transactions.

const { sandbox, account, balances, execute, close, applyQueued, posting, transfer } = ledgerScene();

describe("Idempotency-Key on POST /v1/transactions", () => {
  it.each([
    ["missing", null, "must not be blank"],
    ["over 255 characters", "k".repeat(256), "size"],
    ["containing whitespace", "my key", "whitespace"],
  ])("refuses a key %s with 400 and a header violation", async (_name, key, message) => {
    const res = await execute(transfer(posting("INTERNAL:a:b", "INTERNAL:c:d")), key);
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual([
      { field: "Idempotency-Key", in: "header", message: expect.stringContaining(message) },
    ]);
  });

  it("accepts a key of exactly 255 characters", async () => {
    expect((await execute(transfer(posting("INTERNAL:a:b", "INTERNAL:c:d")), "k".repeat(255))).status).toBe(
      202,
    );
  });

  it("replays the same answer for the same key and request, and applies the transaction once", async () => {
    const [a, b] = [await account(), await account()];
    const body = transfer(posting(a.currentLedgerAccount, b.currentLedgerAccount, 1_000));
    const key = randomUUID();
    const first = await execute(body, key);
    const again = await execute(body, key);
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    await applyQueued();
    expect(await execute(body, key)).toMatchObject({ status: 202, body: first.body });
    await applyQueued();
    expect((await balances(a.accountId))[0]!.availableBalance).toBe(9_000);
    expect((await sandbox.control("GET", "/ledger/transactions")).transactions).toHaveLength(1);
  });

  it("refuses the same key with a different request with 422, creating nothing", async () => {
    const a = await account();
    const key = randomUUID();
    await execute(transfer(posting(a.currentLedgerAccount, "INTERNAL:fees:sepa", 100)), key);
    const res = await execute(transfer(posting(a.currentLedgerAccount, "INTERNAL:fees:sepa", 200)), key);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 422, detail: expect.stringContaining(key) });
    await applyQueued();
    expect((await balances(a.accountId))[0]!.availableBalance).toBe(9_900);
  });

  it("keeps keys apart per operation and per API client, and leaves a key free after a refused request", async () => {
    const a = await account();
    const key = randomUUID();
    expect(
      (
        await execute(
          transfer(posting("INTERNAL:clearing:sepa", `CUSTOMER:${a.partyId}:${randomUUID()}:CURRENT`)),
          key,
        )
      ).status,
    ).toBe(400);
    const mine = await execute(transfer(posting(a.currentLedgerAccount, "INTERNAL:fees:sepa", 100)), key);
    const theirs = await execute(
      transfer(posting(a.currentLedgerAccount, "INTERNAL:fees:sepa", 100)),
      key,
      "gateway",
    );
    expect(mine.status).toBe(202);
    expect(theirs.status).toBe(202);
    expect(theirs.body.correlationId).not.toBe(mine.body.correlationId);
    expect((await close(a.accountId, key)).status).toBe(202);
  });
});
