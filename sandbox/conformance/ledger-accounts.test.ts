import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ledgerScene, UUID } from "./ledger-fixtures";

// docs/platform-interface.md#ledger-accounts: accounts (GET, :close), the problem body, and the control
// routes that set up accounts.

const { sandbox, account, getAccount, close, applyQueued, followed } = ledgerScene();

describe("GET /v1/accounts/{accountId}", () => {
  it("returns the account with balances per currency and its two ledger account identifiers", async () => {
    const created = await account({
      balances: [{ currency: "EUR", availableBalance: 500, holdingBalance: 20 }, { currency: "USD" }],
    });
    const res = await getAccount(created.accountId.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accountId: created.accountId,
      iban: expect.stringMatching(/^DE\d{20}$/),
      partyId: expect.stringMatching(UUID),
      status: "OPENED",
      createdAt: expect.any(String),
      statusUpdatedAt: expect.any(String),
      balances: [
        { currency: "EUR", availableBalance: 500, holdingBalance: 20 },
        { currency: "USD", availableBalance: 0, holdingBalance: 0 },
      ],
      currentLedgerAccount: `CUSTOMER:${created.partyId}:${created.accountId}:CURRENT`,
      holdingLedgerAccount: `CUSTOMER:${created.partyId}:${created.accountId}:HOLDING`,
    });
  });

  it("answers 400 with a path violation for an id that is not a UUID, 404 for an unknown one", async () => {
    const bad = await getAccount("not-a-uuid");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      status: 400,
      title: expect.any(String),
      instance: "/v1/accounts/not-a-uuid",
      violations: [{ field: "accountId", in: "path", message: expect.any(String) }],
    });
    const unknown = await getAccount(randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, title: "Not Found", detail: expect.any(String) });
  });

  it("answers 401 in the problem shape without a bearer token", async () => {
    const res = await sandbox.call("GET", `/ledger/v1/accounts/${randomUUID()}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 401, title: "Unauthorized" });
  });

  it("answers 500 with a problem body carrying detail when the platform fails", async () => {
    const authorization = `Bearer ${await sandbox.token("ledger")}`; // the token endpoint fails too
    await sandbox.control("PATCH", "/faults", { errorRate: 1 });
    const res = await sandbox.call("GET", `/ledger/v1/accounts/${randomUUID()}`, {
      headers: { authorization },
    });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({
      status: 500,
      title: expect.any(String),
      instance: expect.stringContaining("/v1/accounts/"),
      detail: expect.any(String),
    });
  });
});

describe("POST /v1/accounts/{accountId}:close", () => {
  it("answers 202 {correlationId}, then sets the account CLOSED and moves statusUpdatedAt", async () => {
    const a = await account();
    const res = await close(a.accountId);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ correlationId: expect.stringMatching(UUID) });
    expect((await getAccount(a.accountId)).body.status).toBe("OPENED");
    await applyQueued();
    const after = (await getAccount(a.accountId)).body;
    expect(after.status).toBe("CLOSED");
    expect(Date.parse(after.statusUpdatedAt)).toBeGreaterThan(Date.parse(a.statusUpdatedAt));
    expect(await followed(res.body.correlationId)).toMatchObject({
      status: "APPLIED",
      kind: "close",
      targetId: a.accountId,
    });
  });

  it("closes a BLOCKED account, and takes no body, an empty body of any type or a JSON body", async () => {
    const a = await account({ status: "BLOCKED" });
    expect(
      (
        await close(a.accountId, randomUUID(), {
          headers: { "content-type": "application/json" },
          rawBody: "",
        })
      ).status,
    ).toBe(202);
    const b = await account();
    expect(
      (
        await close(b.accountId, randomUUID(), {
          headers: { "content-type": "application/json" },
          rawBody: '{"reason":"x"}',
        })
      ).status,
    ).toBe(202);
    const c = await account();
    expect(
      (await close(c.accountId, randomUUID(), { headers: { "content-type": "text/plain" }, rawBody: "" }))
        .status,
    ).toBe(202);
    await applyQueued();
    expect((await getAccount(a.accountId)).body.status).toBe("CLOSED");
  });

  it("replays the same answer for the same key, and refuses the key for another account with 422", async () => {
    const [a, b] = [await account(), await account()];
    const key = randomUUID();
    const first = await close(a.accountId, key);
    await applyQueued();
    expect(await close(a.accountId, key)).toMatchObject({ status: 202, body: first.body }); // replayed, though CLOSED now
    const other = await close(b.accountId, key);
    expect(other.status).toBe(422);
    expect((await getAccount(b.accountId)).body.status).toBe("OPENED");
  });

  it("refuses an account already CLOSED with 400, an unknown one with 404, a bad id or key with 400", async () => {
    const closed = await account({ status: "CLOSED" });
    const again = await close(closed.accountId);
    expect(again.status).toBe(400);
    expect(again.body.violations).toEqual([
      { field: "accountId", in: "path", message: expect.stringContaining("CLOSED") },
    ]);
    expect((await close(randomUUID())).status).toBe(404);
    const bad = await close("nope");
    expect(bad.body).toMatchObject({ status: 400, violations: [{ field: "accountId", in: "path" }] });
    const noKey = await close(closed.accountId, null);
    expect(noKey.body).toMatchObject({
      status: 400,
      violations: [{ field: "Idempotency-Key", in: "header" }],
    });
  });
});

describe("ledger control routes", () => {
  it("creates accounts with a party, an IBAN and initial balances, and refuses bad or duplicate ones", async () => {
    const accountId = randomUUID();
    const created = await sandbox.control("POST", "/ledger/accounts", {
      accountId,
      iban: "DE89370400440532013000",
    });
    expect(created).toMatchObject({
      accountId,
      iban: "DE89370400440532013000",
      status: "OPENED",
      balances: [{ currency: "EUR", availableBalance: 0, holdingBalance: 0 }],
    });
    const duplicate = await sandbox.call("POST", "/control/ledger/accounts", { body: { accountId } });
    expect(duplicate.status).toBe(409);
    for (const body of [
      { iban: "DE00370400440532013000" },
      { balances: [{ currency: "EUR" }, { currency: "EUR" }] },
      { status: "GONE" },
      { colour: "red" },
    ]) {
      expect((await sandbox.call("POST", "/control/ledger/accounts", { body })).status).toBe(400);
    }
    expect((await sandbox.control("GET", "/ledger/accounts")).accounts).toHaveLength(1);
  });

  it("answers 404 for a correlationId it never gave", async () => {
    expect((await sandbox.call("GET", `/control/ledger/requests/${randomUUID()}`)).status).toBe(404);
  });
});
