import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ledgerScene, UUID } from "./ledger-fixtures";

// docs/platform-interface.md#ledger-transactions: transactions of postings, the 1–100 postings limit,
// Idempotency-Key, and reading a transaction back. This file: POST; idempotency and reading back:
// ledger-transactions-idempotency.test.ts, ledger-transactions-read.test.ts.

const { sandbox, account, balances, execute, close, applyQueued, followed, posting, transfer } =
  ledgerScene();

describe("POST /v1/transactions", () => {
  it("answers 202 {correlationId}, then moves the amount from the source CURRENT to the destination CURRENT", async () => {
    const [a, b] = [await account(), await account()];
    const res = await execute(transfer(posting(a.currentLedgerAccount, b.currentLedgerAccount, 2_500)));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ correlationId: expect.stringMatching(UUID) });
    expect(await followed(res.body.correlationId)).toMatchObject({
      status: "QUEUED",
      targetId: expect.stringMatching(UUID),
    });
    expect((await balances(a.accountId))[0]!.availableBalance).toBe(10_000); // not yet applied
    await applyQueued();
    expect(await followed(res.body.correlationId)).toMatchObject({ status: "APPLIED" });
    expect(await balances(a.accountId)).toEqual([
      { currency: "EUR", availableBalance: 7_500, holdingBalance: 0 },
    ]);
    expect(await balances(b.accountId)).toEqual([
      { currency: "EUR", availableBalance: 12_500, holdingBalance: 0 },
    ]);
  });

  it("books HOLDING postings on holdingBalance and takes INTERNAL ledger accounts on either side", async () => {
    const a = await account();
    await execute(
      transfer(
        posting(a.currentLedgerAccount, a.holdingLedgerAccount, 3_000),
        posting("INTERNAL:clearing:sepa", a.currentLedgerAccount, 700),
        posting(a.holdingLedgerAccount, "INTERNAL:fees:sepa", 100),
      ),
    );
    await applyQueued();
    expect(await balances(a.accountId)).toEqual([
      { currency: "EUR", availableBalance: 7_700, holdingBalance: 2_900 },
    ]);
  });

  it("keeps balances per currency, opening a balance line for a currency an account did not hold", async () => {
    const a = await account({
      balances: [
        { currency: "EUR", availableBalance: 100 },
        { currency: "USD", availableBalance: 900 },
      ],
    });
    const b = await account();
    await execute(transfer(posting(a.currentLedgerAccount, b.currentLedgerAccount, 400, "USD")));
    await applyQueued();
    expect(await balances(a.accountId)).toEqual([
      { currency: "EUR", availableBalance: 100, holdingBalance: 0 },
      { currency: "USD", availableBalance: 500, holdingBalance: 0 },
    ]);
    expect(await balances(b.accountId)).toContainEqual({
      currency: "USD",
      availableBalance: 400,
      holdingBalance: 0,
    });
  });

  it("accepts exactly 100 postings", async () => {
    const a = await account({ balances: [{ currency: "EUR", availableBalance: 1_000 }] });
    const res = await execute(
      transfer(
        ...Array.from({ length: 100 }, () => posting(a.currentLedgerAccount, "INTERNAL:fees:sepa", 10)),
      ),
    );
    expect(res.status).toBe(202);
    await applyQueued();
    expect((await balances(a.accountId))[0]!.availableBalance).toBe(0);
  });

  const A = `CUSTOMER:${randomUUID()}:${randomUUID()}:CURRENT`;
  const ok = posting(A, "INTERNAL:clearing:sepa");
  it.each([
    ["referenceId missing", { referenceSource: "CLIENT", postings: [ok] }, "referenceId"],
    ["referenceId blank", { ...transfer(ok), referenceId: "   " }, "referenceId"],
    ["referenceId over 255 characters", { ...transfer(ok), referenceId: "R".repeat(256) }, "referenceId"],
    ["referenceSource unknown", { ...transfer(ok), referenceSource: "BANK" }, "referenceSource"],
    ["referenceSource missing", { referenceId: "X", postings: [ok] }, "referenceSource"],
    ["postings missing", { referenceId: "X", referenceSource: "CLIENT" }, "postings"],
    ["no postings", transfer(), "postings"],
    ["101 postings", transfer(...Array.from({ length: 101 }, () => ok)), "postings"],
    ["amount zero", transfer({ ...ok, amount: 0 }), "postings.0.amount"],
    ["amount negative", transfer({ ...ok, amount: -5 }), "postings.0.amount"],
    ["amount not an integer", transfer({ ...ok, amount: 12.5 }), "postings.0.amount"],
    ["amount as a string", transfer({ ...ok, amount: "100" as unknown as number }), "postings.0.amount"],
    ["currency in lower case", transfer({ ...ok, currency: "eur" }), "postings.0.currency"],
    ["currency unknown", transfer({ ...ok, currency: "XXX" }), "postings.0.currency"],
    ["source in no known form", transfer({ ...ok, source: "CUSTOMER:abc:def:CURRENT" }), "postings.0.source"],
    [
      "destination of another kind",
      transfer({ ...ok, destination: `CUSTOMER:${randomUUID()}:${randomUUID()}:SAVINGS` }),
      "postings.0.destination",
    ],
    ["source equal to destination", transfer({ ...ok, destination: A }), "postings.0.destination"],
    ["type missing", transfer({ ...ok, type: undefined as unknown as string }), "postings.0.type"],
    ["details over 500 characters", transfer({ ...ok, details: "d".repeat(501) }), "postings.0.details"],
    ["a body that is not an object", [ok], "body"],
  ])("refuses %s with 400 and a body violation, creating nothing", async (_name, body, field) => {
    const res = await execute(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, title: expect.any(String), instance: "/v1/transactions" });
    expect(res.body.violations).toContainEqual({ field, in: "body", message: expect.any(String) });
    await applyQueued();
    expect((await sandbox.control("GET", "/ledger/transactions")).transactions).toEqual([]);
  });

  it("refuses malformed JSON with a 400 problem and a non-JSON content type with 415", async () => {
    const malformed = await sandbox.call("POST", "/ledger/v1/transactions", {
      auth: "ledger",
      rawBody: "{oops",
      headers: { "content-type": "application/json", "idempotency-key": "k1" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ status: 400, violations: [{ field: "body", in: "body" }] });
    const text = await sandbox.call("POST", "/ledger/v1/transactions", {
      auth: "ledger",
      rawBody: "hello",
      headers: { "content-type": "text/plain", "idempotency-key": "k2" },
    });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ status: 415 });
  });

  it.each([
    ["a CLOSED account", { status: "CLOSED" }, "is CLOSED"],
    ["a BLOCKED account", { status: "BLOCKED" }, "is BLOCKED"],
  ])("refuses a posting against %s with 400", async (_name, setup, message) => {
    const target = await account(setup);
    const res = await execute(transfer(posting("INTERNAL:clearing:sepa", target.currentLedgerAccount)));
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual([
      { field: "postings.0.destination", in: "body", message: expect.stringContaining(message) },
    ]);
  });

  it("refuses a posting against an unknown account, or an account named under another party, with 400", async () => {
    const a = await account();
    const unknown = await execute(
      transfer(posting(`CUSTOMER:${a.partyId}:${randomUUID()}:CURRENT`, "INTERNAL:clearing:sepa")),
    );
    expect(unknown.body.violations).toEqual([
      { field: "postings.0.source", in: "body", message: expect.stringContaining("does not exist") },
    ]);
    const otherParty = await execute(
      transfer(posting("INTERNAL:clearing:sepa", `CUSTOMER:${randomUUID()}:${a.accountId}:HOLDING`)),
    );
    expect(otherParty.status).toBe(400);
    expect(otherParty.body.violations[0].message).toContain("does not belong to party");
  });

  it("fails the whole transaction, changing nothing, when a posting would take a balance below zero", async () => {
    const [a, b] = [
      await account({ balances: [{ currency: "EUR", availableBalance: 1_000 }] }),
      await account(),
    ];
    const res = await execute(
      transfer(
        posting(a.currentLedgerAccount, b.currentLedgerAccount, 600),
        posting(a.currentLedgerAccount, b.currentLedgerAccount, 600),
      ),
    );
    expect(res.status).toBe(202);
    await applyQueued();
    const request = await followed(res.body.correlationId);
    expect(request).toMatchObject({
      status: "FAILED",
      failure: expect.stringContaining("INSUFFICIENT_FUNDS"),
    });
    expect((await balances(a.accountId))[0]!.availableBalance).toBe(1_000);
    expect((await balances(b.accountId))[0]!.availableBalance).toBe(10_000);
    expect(
      (await sandbox.call("GET", `/ledger/v1/transactions/${request.targetId}`, { auth: "ledger" })).status,
    ).toBe(404);
  });

  it("fails a queued transaction whose account was closed before it applied", async () => {
    const a = await account();
    await close(a.accountId);
    const res = await execute(transfer(posting("INTERNAL:clearing:sepa", a.currentLedgerAccount)));
    expect(res.status).toBe(202);
    await applyQueued();
    expect(await followed(res.body.correlationId)).toMatchObject({
      status: "FAILED",
      failure: expect.stringContaining("ACCOUNT_NOT_OPEN"),
    });
  });

  it("answers 500 with a problem body carrying detail when the platform fails", async () => {
    const authorization = `Bearer ${await sandbox.token("ledger")}`;
    await sandbox.control("PATCH", "/faults", { errorRate: 1 });
    const res = await sandbox.call("POST", "/ledger/v1/transactions", {
      body: transfer(posting("INTERNAL:a:b", "INTERNAL:c:d")),
      headers: { authorization, "idempotency-key": "k" },
    });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({
      status: 500,
      title: expect.any(String),
      instance: expect.any(String),
      detail: expect.any(String),
    });
  });
});
