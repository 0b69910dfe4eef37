import type { TSandboxContext } from "../context";
import { applyTransaction, recordTransaction, type TPostingWrite, type TTransactionWrite } from "./apply";
import { createAccount } from "./book";
import { uuidFrom } from "./identifiers";

// A small ledger for `npm run dev`: three parties, five accounts (EUR, two with a second currency, one
// BLOCKED, one CLOSED) and a few transactions already applied. Same seed, same data.

export function seedLedger(ctx: TSandboxContext): void {
  const [alpha, beta, gamma] = [uuidFrom(ctx.rng), uuidFrom(ctx.rng), uuidFrom(ctx.rng)];
  const open = (
    partyId: string,
    balances: { currency: string; availableBalance: number; holdingBalance?: number }[],
    status?: "BLOCKED" | "CLOSED",
  ) => createAccount(ctx, { accountId: uuidFrom(ctx.rng), partyId, balances, status });

  const main = open(alpha, [
    { currency: "EUR", availableBalance: ctx.rng.int(500_000, 2_500_000), holdingBalance: 0 },
  ]);
  const trading = open(alpha, [
    { currency: "EUR", availableBalance: ctx.rng.int(100_000, 900_000) },
    { currency: "USD", availableBalance: ctx.rng.int(50_000, 400_000) },
  ]);
  const savings = open(beta, [
    { currency: "EUR", availableBalance: ctx.rng.int(1_000_000, 5_000_000), holdingBalance: 25_000 },
    { currency: "GBP", availableBalance: ctx.rng.int(10_000, 90_000) },
  ]);
  open(gamma, [{ currency: "EUR", availableBalance: ctx.rng.int(1_000, 90_000) }], "BLOCKED");
  open(gamma, [{ currency: "EUR", availableBalance: 0 }], "CLOSED");

  const post = (
    source: string,
    destination: string,
    amount: number,
    currency = "EUR",
    details = "Credit transfer",
  ): TPostingWrite => ({
    source,
    destination,
    amount,
    currency,
    details,
    type: "CREDIT_TRANSFER",
  });
  const newId = () => uuidFrom(ctx.rng);
  const run = (body: TTransactionWrite) =>
    applyTransaction(ctx, recordTransaction(ctx, newId).correlationId, body, newId);

  run({
    referenceId: `E2E-${ctx.rng.digits(10)}`,
    referenceSource: "CLIENT",
    postings: [
      post(
        "INTERNAL:clearing:sepa",
        main.currentLedgerAccount,
        ctx.rng.int(10_000, 250_000),
        "EUR",
        "Inbound SEPA credit transfer",
      ),
    ],
  });
  run({
    referenceId: `E2E-${ctx.rng.digits(10)}`,
    referenceSource: "CLIENT",
    postings: [
      post(
        savings.currentLedgerAccount,
        "INTERNAL:clearing:sepa",
        ctx.rng.int(5_000, 90_000),
        "EUR",
        "Outbound SEPA credit transfer",
      ),
      post(savings.currentLedgerAccount, "INTERNAL:fees:sepa", 150, "EUR", "SEPA transfer fee"),
    ],
  });
  run({
    referenceId: `SWIFT-${ctx.rng.digits(8)}`,
    referenceSource: "CLIENT",
    postings: [
      post(
        "INTERNAL:clearing:swift",
        trading.currentLedgerAccount,
        ctx.rng.int(10_000, 80_000),
        "USD",
        "Inbound SWIFT payment",
      ),
    ],
  });
  run({
    referenceId: `RO-${ctx.rng.digits(9)}`,
    referenceSource: "RESTRICTION_SYSTEM",
    postings: [
      post(
        savings.currentLedgerAccount,
        savings.holdingLedgerAccount,
        12_000,
        "EUR",
        "Funds held under a restriction order",
      ),
    ],
  });
}
