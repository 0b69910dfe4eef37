import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ledgerScene, UUID } from "./ledger-fixtures";

// docs/platform-interface.md#ledger-transactions: reading a transaction back.

const { sandbox, account, execute, applyQueued, followed, posting } = ledgerScene();

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
