import { z } from "zod";
import { registerControl } from "../control/routes";
import { envelopeError, parseOr400 } from "../http/errors";
import { accountView, createAccount, findAccount } from "./book";
import { isKnownCurrency } from "./currencies";
import { isValidIban, uuidFrom } from "./identifiers";
import { ZUuid } from "./http";

// Control routes of the ledger (not part of the platform's interface): the interface shows no operation
// that creates ledger accounts or lists anything, and no payload for the events a correlationId is
// followed through — so tests and demos set up accounts here and look a request's outcome up here.

const ZBalance = z.object({
  currency: z.string().refine(isKnownCurrency, "unknown currency"),
  availableBalance: z.int().optional(),
  holdingBalance: z.int().optional(),
});

const ZNewAccount = z
  .object({
    accountId: ZUuid.optional(),
    partyId: ZUuid.optional(),
    iban: z.string().refine(isValidIban, "must be a valid IBAN (upper case, no spaces)").optional(),
    status: z.enum(["OPENED", "CLOSED", "BLOCKED"]).optional(),
    balances: z
      .array(ZBalance)
      .max(20)
      .refine((list) => new Set(list.map((b) => b.currency)).size === list.length, "one entry per currency")
      .optional(),
  })
  .strict();

registerControl((app, ctx) => {
  // POST /control/ledger/accounts → 201 the account (as GET /v1/accounts/{accountId} shows it)
  app.post("/ledger/accounts", async (request, reply) => {
    const input = parseOr400("control", ZNewAccount, request.body ?? {}, "body");
    const accountId = input.accountId ?? uuidFrom(ctx.rng);
    if (findAccount(ctx, accountId))
      throw envelopeError(409, "ACCOUNT_EXISTS", `Account ${accountId} already exists`);
    const account = createAccount(ctx, { ...input, accountId, partyId: input.partyId ?? uuidFrom(ctx.rng) });
    return reply.status(201).send(accountView(account));
  });

  // GET /control/ledger/accounts
  app.get("/ledger/accounts", async () => ({ accounts: [...ctx.store.accounts.values()].map(accountView) }));

  // GET /control/ledger/transactions (applied ones, newest first)
  app.get("/ledger/transactions", async () => ({
    transactions: [...ctx.store.ledgerTransactions.values()].reverse(),
  }));

  // GET /control/ledger/requests/{correlationId} → {correlationId, kind, status, targetId, appliedAt?, failure?}
  app.get("/ledger/requests/:correlationId", async (request) => {
    const { correlationId } = parseOr400(
      "control",
      z.object({ correlationId: ZUuid }),
      request.params,
      "path",
    );
    const found = ctx.store.ledgerRequests.get(correlationId.toLowerCase());
    if (!found) throw envelopeError(404, "NOT_FOUND", `No ledger request ${correlationId}`);
    const status = found.failure ? "FAILED" : found.appliedAt ? "APPLIED" : "QUEUED";
    return { correlationId: correlationId.toLowerCase(), status, ...found };
  });
});
