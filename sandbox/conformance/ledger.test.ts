import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";

// provider-api.md "Ledger": accounts, transactions of postings, `:close`, the problem body, Idempotency and
// the 1–100 postings limit. Writes apply `SANDBOX_LEDGER_APPLY_MS` later on the sandbox clock: the tests
// advance the clock instead of waiting.

const APPLY_MS = 1000;
const sandbox = useSandbox({ SANDBOX_LEDGER_APPLY_MS: String(APPLY_MS) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type TBalance = { currency: string; availableBalance?: number; holdingBalance?: number };
const account = (body: { status?: string; balances?: TBalance[]; partyId?: string } = {}) =>
  sandbox.control("POST", "/ledger/accounts", {
    balances: [{ currency: "EUR", availableBalance: 10_000 }],
    ...body,
  });
const getAccount = (id: string) => sandbox.call("GET", `/ledger/v1/accounts/${id}`, { auth: "ledger" });
const balances = async (id: string) => (await getAccount(id)).body.balances as TBalance[];
const execute = (body: unknown, key: string | null = randomUUID(), auth: "ledger" | "gateway" = "ledger") =>
  sandbox.call("POST", "/ledger/v1/transactions", {
    auth,
    body,
    headers: key === null ? {} : { "idempotency-key": key },
  });
const close = (
  id: string,
  key: string | null = randomUUID(),
  init: { headers?: Record<string, string>; rawBody?: string } = {},
) =>
  sandbox.call("POST", `/ledger/v1/accounts/${id}:close`, {
    auth: "ledger",
    ...init,
    headers: { ...(key === null ? {} : { "idempotency-key": key }), ...init.headers },
  });
const applyQueued = () => sandbox.control("POST", "/clock/advance", { ms: APPLY_MS });
const followed = (correlationId: string) => sandbox.control("GET", `/ledger/requests/${correlationId}`);
const posting = (source: string, destination: string, amount = 2_500, currency = "EUR") => ({
  source,
  destination,
  amount,
  currency,
  details: "Invoice 42",
  type: "CREDIT_TRANSFER",
});
const transfer = (...postings: ReturnType<typeof posting>[]) => ({
  referenceId: "E2E-0001",
  referenceSource: "CLIENT",
  postings,
});

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

describe("GET /v1/transactions/{id}", () => {
  it("returns the applied transaction with each posting's currency as <code>/<decimal places>", async () => {
    const a = await account({
      balances: [
        { currency: "EUR", availableBalance: 100 },
        { currency: "JPY", availableBalance: 100 },
        { currency: "BHD", availableBalance: 100 },
      ],
    });
    const body = {
      referenceId: "RO-77",
      referenceSource: "RESTRICTION_SYSTEM",
      postings: ["EUR", "JPY", "BHD"].map((c) =>
        posting(a.currentLedgerAccount, a.holdingLedgerAccount, 50, c),
      ),
    };
    const { correlationId } = (await execute(body)).body;
    const { targetId } = await followed(correlationId);
    expect(
      (await sandbox.call("GET", `/ledger/v1/transactions/${targetId}`, { auth: "ledger" })).status,
    ).toBe(404); // still queued
    await applyQueued();
    const res = await sandbox.call("GET", `/ledger/v1/transactions/${targetId}`, { auth: "ledger" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: targetId,
      referenceId: "RO-77",
      referenceSource: "RESTRICTION_SYSTEM",
      createdAt: expect.any(String),
      postings: ["EUR/2", "JPY/0", "BHD/3"].map((currency) => ({
        id: expect.stringMatching(UUID),
        source: a.currentLedgerAccount,
        destination: a.holdingLedgerAccount,
        amount: 50,
        currency,
        type: "CREDIT_TRANSFER",
        details: "Invoice 42",
      })),
    });
  });

  it("answers 400 with a path violation for an id that is not a UUID, 404 for an unknown one", async () => {
    const bad = await sandbox.call("GET", "/ledger/v1/transactions/123", { auth: "ledger" });
    expect(bad.status).toBe(400);
    expect(bad.body.violations).toEqual([{ field: "id", in: "path", message: expect.any(String) }]);
    const unknown = await sandbox.call("GET", `/ledger/v1/transactions/${randomUUID()}`, { auth: "ledger" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, detail: expect.any(String) });
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
