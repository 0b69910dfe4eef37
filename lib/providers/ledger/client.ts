import "server-only";
import { env } from "@/lib/env";
import { createPlatformClient, type TPlatformClient } from "@/lib/http/platform-client";
import { pathOf } from "@/lib/http/url";
import { platformTokens } from "@/lib/providers/auth/platform-tokens";
import {
  ZLedgerAccepted,
  ZLedgerAccount,
  ZLedgerTransaction,
  type TLedgerAccepted,
  type TLedgerAccount,
  type TLedgerTransaction,
  type TLedgerTransactionWrite,
} from "./schemas";

// {ledger_base_url}. Writes are queued (202 {correlationId}) and applied later; the ledger sends no event
// Countersign can follow (provider-api.md, Events → Ledger: "not shown"), so a write is followed by
// re-reading the resource. Every write carries the caller's Idempotency-Key: the same key for every
// attempt of one intent (ledger_writes), never a fresh one per retry.

type TCallOptions = { requestId?: string; timeoutMs?: number };

export function ledgerApi(client: TPlatformClient) {
  return {
    // GET /v1/accounts/{accountId}
    getAccount(accountId: string, o: TCallOptions = {}): Promise<TLedgerAccount> {
      return client.request("GET", pathOf`/v1/accounts/${accountId}`, { schema: ZLedgerAccount, ...o });
    },
    // POST /v1/accounts/{accountId}:close — no body.
    closeAccount(accountId: string, idempotencyKey: string, o: TCallOptions = {}): Promise<TLedgerAccepted> {
      return client.request("POST", pathOf`/v1/accounts/${accountId}:close`, {
        schema: ZLedgerAccepted,
        idempotencyKey,
        ...o,
      });
    },
    // GET /v1/transactions/{id}
    getTransaction(id: string, o: TCallOptions = {}): Promise<TLedgerTransaction> {
      return client.request("GET", pathOf`/v1/transactions/${id}`, { schema: ZLedgerTransaction, ...o });
    },
    // POST /v1/transactions
    postTransaction(
      body: TLedgerTransactionWrite,
      idempotencyKey: string,
      o: TCallOptions = {},
    ): Promise<TLedgerAccepted> {
      return client.request("POST", "/v1/transactions", {
        schema: ZLedgerAccepted,
        body,
        idempotencyKey,
        ...o,
      });
    },
  };
}

let configured: ReturnType<typeof ledgerApi> | undefined;

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
