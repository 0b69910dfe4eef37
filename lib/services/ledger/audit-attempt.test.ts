import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { ZTransactionForm } from "@/lib/domain/ledger/transactions";
import { auditRowsOf, databaseOutage } from "@/lib/testing/database-outage";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { withPlatform } from "../platform/registry";
import { closeLedgerAccount } from "./close-account";
import { postLedgerTransaction } from "./post-ledger-transaction";

// Issue 14, finding 5: a ledger write leaves an audit row naming the attempt even when the database is
// lost between the ledger's answer and the outcome row (on main the only row was written after the call).

const test = withAppTestDatabase();
const outage = databaseOutage(test);
afterEach(() => outage.restart());

const P = "0f8fad5b-d9cb-469f-a165-70867728950e";
const A = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const B = "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const actor = (): TActor => ({
  user: { id: randomUUID(), email: `ledger-${randomUUID()}@example.com` },
  requestId: `req-${randomUUID()}`,
  ip: "203.0.113.7",
});

const command = (intentKey: string) =>
  ZTransactionForm.parse({
    intentKey,
    locale: "en-US",
    referenceId: `REF-${intentKey.slice(0, 8)}`,
    referenceSource: "CLIENT",
    postings: [
      {
        source: `CUSTOMER:${P}:${A}:CURRENT`,
        destination: `CUSTOMER:${P}:${B}:HOLDING`,
        amount: "10.00",
        currency: "EUR",
        type: "CREDIT_TRANSFER",
        details: "",
      },
    ],
  });

// The balances read before a post is not what these tests are about.
const unreadable = async (): Promise<never> => {
  throw new Error("not read in this test");
};

describe("ledger writes and the audit trail", () => {
  it("post: the database stops after the ledger accepted; the attempt row names actor, target and key", async () => {
    const who = actor();
    const intentKey = randomUUID();
    const c = command(intentKey);
    const ledger = {
      getAccount: unreadable,
      postTransaction: async () => {
        outage.stop();
        return { correlationId: "corr-lost" };
      },
    };
    const posted = withPlatform({ ledger }, () => postLedgerTransaction(c, who));
    await expect(posted).rejects.toThrow();
    outage.restart();

    const rows = await auditRowsOf(test.db, {
      action: "ledger.post_transaction",
      actorEmail: who.user.email,
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      outcome: "attempted",
      actorId: who.user.id,
      target: `ledger-transaction-ref:${c.body.referenceId}`,
      requestId: who.requestId,
      ip: "203.0.113.7",
      detail: { intentKey, attempt: 1 },
    });
  });

  it("post: the outcome row names its attempt", async () => {
    const who = actor();
    const c = command(randomUUID());
    const ledger = { getAccount: unreadable, postTransaction: async () => ({ correlationId: "corr-1" }) };
    await withPlatform({ ledger }, () => postLedgerTransaction(c, who));
    const rows = await auditRowsOf(test.db, {
      action: "ledger.post_transaction",
      actorEmail: who.user.email,
    });
    expect(rows.map((r) => r.outcome)).toEqual(["attempted", "success"]);
    expect(rows[1]!.attemptId).toBe(rows[0]!.id);
  });

  it("close: the database stops after the ledger accepted; the attempt row stands", async () => {
    const who = actor();
    const intentKey = randomUUID();
    const closeAccount = async () => {
      outage.stop();
      return { correlationId: "corr-lost" };
    };
    const closed = withPlatform({ ledger: { closeAccount } }, () =>
      closeLedgerAccount({ accountId: A, intentKey }, who),
    );
    await expect(closed).rejects.toThrow();
    outage.restart();

    const rows = await auditRowsOf(test.db, { action: "ledger.close_account", actorEmail: who.user.email });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      outcome: "attempted",
      target: `ledger-account:${A}`,
      requestId: who.requestId,
      detail: { intentKey },
    });
  });
});
