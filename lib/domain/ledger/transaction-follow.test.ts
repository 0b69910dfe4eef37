import { describe, expect, it } from "vitest";
import {
  customerAccountIds,
  expectedDeltas,
  followPlan,
  followProgress,
  type TBalanceReading,
} from "./transaction-follow";
import type { TPostingBody } from "./transactions";

const P = "0f8fad5b-d9cb-469f-a165-70867728950e";
const A = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const B = "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const id = (account: string, side: "CURRENT" | "HOLDING" = "CURRENT") => `CUSTOMER:${P}:${account}:${side}`;
const post = (source: string, destination: string, amount: number, currency = "EUR"): TPostingBody => ({
  source,
  destination,
  amount,
  currency,
  type: "CREDIT_TRANSFER",
  details: "",
});
const reading = (
  accountId: string,
  ...balances: [currency: string, available: number, holding: number][]
): TBalanceReading => ({
  accountId,
  balances: balances.map(([currency, availableBalance, holdingBalance]) => ({
    currency,
    availableBalance,
    holdingBalance,
  })),
});

describe("expectedDeltas", () => {
  it("debits the source and credits the destination, per account, side and currency", () => {
    expect(expectedDeltas([post(id(A), id(B), 12550)])).toEqual([
      { accountId: A, side: "CURRENT", currency: "EUR", delta: -12550n },
      { accountId: B, side: "CURRENT", currency: "EUR", delta: 12550n },
    ]);
  });

  it("moves HOLDING on the holding balance, apart from CURRENT of the same account", () => {
    expect(expectedDeltas([post(id(A), id(A, "HOLDING"), 1000)])).toEqual([
      { accountId: A, side: "CURRENT", currency: "EUR", delta: -1000n },
      { accountId: A, side: "HOLDING", currency: "EUR", delta: 1000n },
    ]);
  });

  it("nets several postings and keeps currencies apart; INTERNAL sides move nothing here", () => {
    const deltas = expectedDeltas([
      post(id(A), id(B), 12550),
      post(id(A), "INTERNAL:fees:eur", 250),
      post("INTERNAL:fx:jpy", id(B, "HOLDING"), 1500, "JPY"),
      post(id(B), id(A), 550),
      post(id(A), id(B), 700, "JPY"),
    ]);
    expect(deltas).toEqual([
      { accountId: A, side: "CURRENT", currency: "EUR", delta: -12250n },
      { accountId: B, side: "CURRENT", currency: "EUR", delta: 12000n },
      { accountId: B, side: "HOLDING", currency: "JPY", delta: 1500n },
      { accountId: A, side: "CURRENT", currency: "JPY", delta: -700n },
      { accountId: B, side: "CURRENT", currency: "JPY", delta: 700n },
    ]);
  });

  it("drops balances that net to zero, and has nothing for INTERNAL-only postings", () => {
    expect(expectedDeltas([post(id(A), id(B), 100), post(id(B), id(A), 100)])).toEqual([]);
    expect(expectedDeltas([post("INTERNAL:a:b", "INTERNAL:c:d", 100)])).toEqual([]);
  });

  it("treats upper-case ids as the same account (the ledger answers lower case)", () => {
    expect(expectedDeltas([post(id(A.toUpperCase()), id(B), 5), post(id(A), id(B), 5)])).toEqual([
      { accountId: A, side: "CURRENT", currency: "EUR", delta: -10n },
      { accountId: B, side: "CURRENT", currency: "EUR", delta: 10n },
    ]);
  });
});

describe("followPlan and followProgress", () => {
  const postings = [post(id(A), id(B), 12550), post("INTERNAL:fx:jpy", id(B, "HOLDING"), 1500, "JPY")];

  it("targets before + delta from the snapshot, a missing currency line counting as 0", () => {
    const plan = followPlan(
      postings,
      new Map([
        [A, reading(A, ["EUR", 100000, 0])],
        [B, reading(B, ["EUR", 500, 20])],
      ]),
    );
    expect(plan.accountIds).toEqual([A, B]);
    expect(plan.unreadable).toEqual([]);
    expect(plan.targets).toEqual([
      {
        accountId: A,
        side: "CURRENT",
        currency: "EUR",
        before: "100000",
        delta: "-12550",
        expected: "87450",
      },
      { accountId: B, side: "CURRENT", currency: "EUR", before: "500", delta: "12550", expected: "13050" },
      { accountId: B, side: "HOLDING", currency: "JPY", before: "0", delta: "1500", expected: "1500" },
    ]);

    const before = followProgress(plan, [reading(A, ["EUR", 100000, 0]), reading(B, ["EUR", 500, 20])]);
    expect(before).toMatchObject({ state: "waiting", reached: 0, total: 3 });

    // A partial view (one account already read after applying, the other not yet) is still waiting.
    const partial = followProgress(plan, [reading(A, ["EUR", 87450, 0])]);
    expect(partial).toMatchObject({ state: "waiting", reached: 1 });
    expect(partial.rows[1]!.now).toBeNull();

    const after = followProgress(plan, [
      reading(A, ["EUR", 87450, 0]),
      reading(B, ["EUR", 13050, 20], ["JPY/0", 0, 1500]),
    ]);
    expect(after).toMatchObject({ state: "applied", reached: 3, total: 3 });
  });

  it("does not call a different movement applied (another write changed the account)", () => {
    const plan = followPlan(
      [post(id(A), id(B), 100)],
      new Map([
        [A, reading(A, ["EUR", 1000, 0])],
        [B, reading(B)],
      ]),
    );
    const p = followProgress(plan, [reading(A, ["EUR", 800, 0]), reading(B, ["EUR", 100, 0])]);
    expect(p.state).toBe("waiting");
    expect(p.rows.map((r) => r.reached)).toEqual([false, true]);
  });

  it("leaves out accounts that could not be read before sending, and says so", () => {
    const plan = followPlan(
      postings,
      new Map([
        [A, reading(A, ["EUR", 100000, 0])],
        [B, null],
      ]),
    );
    expect(plan.unreadable).toEqual([B]);
    expect(plan.targets.map((t) => t.accountId)).toEqual([A]);
  });

  it("is unconfirmable when nothing can move: INTERNAL only, or netting to zero", () => {
    const internal = followPlan([post("INTERNAL:a:b", "INTERNAL:c:d", 100)], new Map());
    expect(internal).toEqual({ accountIds: [], targets: [], unreadable: [] });
    expect(followProgress(internal, []).state).toBe("unconfirmable");
    const netZero = followPlan(
      [post(id(A), id(B), 100), post(id(B), id(A), 100)],
      new Map([
        [A, reading(A)],
        [B, reading(B)],
      ]),
    );
    expect(netZero.accountIds).toEqual([A, B]);
    expect(followProgress(netZero, []).state).toBe("unconfirmable");
  });

  it("stays exact beyond 2^53 in sums", () => {
    const plan = followPlan(
      [post(id(A), id(B), Number.MAX_SAFE_INTEGER), post(id(A), id(B), Number.MAX_SAFE_INTEGER)],
      new Map([
        [A, reading(A)],
        [B, reading(B)],
      ]),
    );
    expect(plan.targets[1]!.expected).toBe("18014398509481982");
  });
});

describe("following a 202 reads balances, never a ledger event", () => {
  // The ledger's event kinds are not shown (docs/platform.md, Ledger), so a posted transaction is confirmed
  // only by the accounts' balances. Their currency's form is not stated for accounts (postings read as
  // `<code>/<decimals>`): a line in either form is the same currency.
  it("counts a balance line written EUR/2 as EUR, before and after", () => {
    const plan = followPlan(
      [post(id(A), id(B), 250)],
      new Map([
        [A, reading(A, ["EUR/2", 1_000, 0])],
        [B, reading(B)],
      ]),
    );
    expect(plan.targets.map((t) => [t.accountId, t.before, t.expected])).toEqual([
      [A, "1000", "750"],
      [B, "0", "250"],
    ]);
    const progress = followProgress(plan, [reading(A, ["EUR", 750, 0]), reading(B, ["EUR/2", 250, 0])]);
    expect(progress).toMatchObject({ state: "applied", reached: 2, total: 2 });
  });
});

describe("customerAccountIds", () => {
  it("lists each customer account once, in order, skipping INTERNAL ones", () => {
    expect(customerAccountIds([post(id(B), "INTERNAL:x:y", 1), post(id(A, "HOLDING"), id(B), 1)])).toEqual([
      B,
      A,
    ]);
  });
});
