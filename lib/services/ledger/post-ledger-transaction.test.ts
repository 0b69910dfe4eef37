import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ProviderError, type TFieldError } from "@/lib/errors/provider-error";
import type { TLedgerAccountView } from "@/lib/domain/ledger/accounts";
import {
  ZTransactionForm,
  type TPostingForm,
  type TTransactionCommand,
} from "@/lib/domain/ledger/transactions";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { withPlatform } from "../platform/registry";
import type { TLedgerPort } from "../platform/ports";
import { postLedgerTransaction as postWith } from "./post-ledger-transaction";

// Posting against a real PostgreSQL (the intent claim and audit are SQL) with a fake ledger: the snapshot
// is read before the write, violations come back by field, and a repeated intent reaches the ledger once.

const test = withAppTestDatabase();
const P = "0f8fad5b-d9cb-469f-a165-70867728950e";
const A = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const B = "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const actor: TActor = {
  user: { id: randomUUID(), email: "ops@example.com" },
  requestId: "req-post",
  ip: null,
};

const command = (intentKey: string = randomUUID(), postings: Partial<TPostingForm>[] = [{}]) =>
  ZTransactionForm.parse({
    intentKey,
    locale: "en-US",
    referenceId: `REF-${intentKey.slice(0, 8)}`,
    referenceSource: "CLIENT",
    postings: postings.map((p) => ({
      source: `CUSTOMER:${P}:${A}:CURRENT`,
      destination: `CUSTOMER:${P}:${B}:HOLDING`,
      amount: "10.00",
      currency: "EUR",
      type: "CREDIT_TRANSFER",
      details: "",
      ...p,
    })),
  });

const account = (accountId: string, available: number, holding: number): TLedgerAccountView => ({
  accountId,
  iban: null,
  partyId: P,
  status: "OPENED",
  createdAt: null,
  statusUpdatedAt: null,
  balances: [{ currency: "EUR", available, holding }],
  currentLedgerAccount: `CUSTOMER:${P}:${accountId}:CURRENT`,
  holdingLedgerAccount: `CUSTOMER:${P}:${accountId}:HOLDING`,
});

function fakeLedger(answer?: () => Promise<{ correlationId: string }>) {
  const events: string[] = [];
  const deps: Pick<TLedgerPort, "getAccount" | "postTransaction"> = {
    getAccount: async (id) => {
      events.push(`read ${id}`);
      if (id === B) return account(B, 0, 700);
      return account(A, 5000, 0);
    },
    postTransaction: async (body, key) => {
      events.push(`post ${key} ${body.postings.length}`);
      return answer ? answer() : { correlationId: "corr-1" };
    },
  };
  return { deps, events };
}
const postLedgerTransaction = (c: TTransactionCommand, who: TActor, ledger: Partial<TLedgerPort>) =>
  withPlatform({ ledger }, () => postWith(c, who));

const refusal = (status: number | null, kind: ProviderError["kind"], fieldErrors: TFieldError[] = []) =>
  new ProviderError({
    api: "ledger",
    kind,
    status,
    method: "POST",
    path: "/v1/transactions",
    requestId: "r",
    fieldErrors,
  });

describe("postLedgerTransaction", () => {
  it("reads the named accounts first, then posts under the intent key, and plans the follow", async () => {
    const c = command();
    const { deps, events } = fakeLedger();
    const r = await postLedgerTransaction(c, actor, deps);
    expect(events).toEqual([`read ${A}`, `read ${B}`, `post ${c.intentKey} 1`]);
    expect(r).toEqual({
      state: "accepted",
      correlationId: "corr-1",
      replay: false,
      follow: {
        accountIds: [A, B],
        unreadable: [],
        targets: [
          {
            accountId: A,
            side: "CURRENT",
            currency: "EUR",
            before: "5000",
            delta: "-1000",
            expected: "4000",
          },
          { accountId: B, side: "HOLDING", currency: "EUR", before: "700", delta: "1000", expected: "1700" },
        ],
      },
    });
    const audit = await test.db.auditEvent.findMany({
      where: { action: "ledger.post_transaction", outcome: { not: "attempted" } },
    });
    expect(audit.filter((a) => a.target === `ledger-transaction-ref:${c.body.referenceId}`)).toHaveLength(1);
  });

  it("answers a repeated intent from its record: the ledger is called once", async () => {
    const c = command();
    const { deps, events } = fakeLedger();
    await postLedgerTransaction(c, actor, deps);
    const again = await postLedgerTransaction(c, actor, deps);
    expect(again).toMatchObject({ state: "accepted", correlationId: "corr-1", replay: true });
    expect(events.filter((e) => e.startsWith("post"))).toHaveLength(1);
  });

  it("returns the ledger's violations by field; the same intent may then send edited content", async () => {
    const c = command(randomUUID(), [{}, { amount: "3.00" }]);
    const violations = [
      { field: "postings.1.destination", in: "body", message: `account ${B} is CLOSED` },
      { field: "Idempotency-Key", in: "header", message: "must not be blank" },
    ];
    const refused = await postLedgerTransaction(
      c,
      actor,
      fakeLedger(() => Promise.reject(refusal(400, "http", violations))).deps,
    );
    expect(refused).toMatchObject({
      state: "refused",
      providerStatus: 400,
      violations: [
        { field: "postings.1.destination", message: `account ${B} is CLOSED` },
        { field: "Idempotency-Key", message: "must not be blank" },
      ],
    });
    const edited = command(c.intentKey, [{}]);
    expect(await postLedgerTransaction(edited, actor, fakeLedger().deps)).toMatchObject({
      state: "accepted",
    });
  });

  it("keeps the plan when the ledger did not answer (it may have queued it)", async () => {
    const r = await postLedgerTransaction(
      command(),
      actor,
      fakeLedger(() => Promise.reject(refusal(null, "timeout"))).deps,
    );
    expect(r.state).toBe("unknown");
    expect(r.state === "unknown" && r.follow.targets).toHaveLength(2);
  });

  it("notes an account it could not read before sending, and still sends", async () => {
    const { deps, events } = fakeLedger();
    const reads = deps.getAccount;
    deps.getAccount = async (id) => (id === B ? Promise.reject(refusal(404, "http")) : reads(id));
    const r = await postLedgerTransaction(command(), actor, deps);
    expect(r).toMatchObject({ state: "accepted", follow: { unreadable: [B] } });
    expect(r.state === "accepted" && r.follow.targets.map((t) => t.accountId)).toEqual([A]);
    expect(events.some((e) => e.startsWith("post"))).toBe(true);
  });
});
