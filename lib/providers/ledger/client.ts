import "server-only";
import { env } from "@/lib/env";
import { createPlatformClient, type TPlatformClient } from "@/lib/http/platform-client";
import { pathOf } from "@/lib/http/url";
import { platformTokens } from "@/lib/providers/auth/platform-tokens";
import type { TLedgerAcceptance } from "@/lib/domain/ledger/acceptance";
import type { TLedgerAccountView } from "@/lib/domain/ledger/accounts";
import type { TLedgerTransactionView, TTransactionBody } from "@/lib/domain/ledger/transactions";
import { toAccount, toAcceptance, toTransaction, toWireTransaction } from "./mapping";
import { ZLedgerAccepted, ZLedgerAccount, ZLedgerTransaction } from "./schemas";

// {ledger_base_url}. Stated by the interface: the four operations' paths, bodies and shapes, the 202
// {correlationId}, and the Idempotency-Key on both writes. Every write carries the caller's key: the same
// key for every attempt of one intent (ledger_writes), never a fresh one per retry, so a write that got no
// answer is sent again safely. Not shown (docs/platform.md, Ledger):
//  - the ledger's events, which the correlationId is "tracked through": a write is followed by re-reading
//    the account (a close) or the named accounts' balances (a transaction), never by an event;
//  - the reads' errors beyond 500: a 404 is taken as "not found (or not applied yet)", anything else is
//    shown in the ledger's own words;
//  - the currency form of an account's balance lines: `EUR` and `EUR/2` are both read as EUR.

type TCallOptions = { requestId?: string; timeoutMs?: number };

export function ledgerApi(client: TPlatformClient) {
  return {
    // GET /v1/accounts/{accountId}
    async getAccount(accountId: string, o: TCallOptions = {}): Promise<TLedgerAccountView> {
      return toAccount(
        await client.request("GET", pathOf`/v1/accounts/${accountId}`, { schema: ZLedgerAccount, ...o }),
      );
    },
    // POST /v1/accounts/{accountId}:close — no body.
    async closeAccount(
      accountId: string,
      idempotencyKey: string,
      o: TCallOptions = {},
    ): Promise<TLedgerAcceptance> {
      return toAcceptance(
        await client.request("POST", pathOf`/v1/accounts/${accountId}:close`, {
          schema: ZLedgerAccepted,
          idempotencyKey,
          ...o,
        }),
      );
    },
    // GET /v1/transactions/{id}
    async getTransaction(id: string, o: TCallOptions = {}): Promise<TLedgerTransactionView> {
      return toTransaction(
        await client.request("GET", pathOf`/v1/transactions/${id}`, { schema: ZLedgerTransaction, ...o }),
      );
    },
    // POST /v1/transactions
    async postTransaction(
      body: TTransactionBody,
      idempotencyKey: string,
      o: TCallOptions = {},
    ): Promise<TLedgerAcceptance> {
      return toAcceptance(
        await client.request("POST", "/v1/transactions", {
          schema: ZLedgerAccepted,
          body: toWireTransaction(body),
          idempotencyKey,
          ...o,
        }),
      );
    },
  };
}

export type TLedgerApi = ReturnType<typeof ledgerApi>;

let configured: TLedgerApi | undefined;

/** The ledger API of the configured platform. */
export function ledger() {
  configured ??= ledgerApi(
    createPlatformClient({
      api: "ledger",
      baseUrl: env.PLATFORM_LEDGER_BASE_URL,
      tokens: platformTokens("ledger"),
      timeoutMs: env.PLATFORM_TIMEOUT_MS,
    }),
  );
  return configured;
}
