import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "@/lib/env";
import { gateway } from "@/lib/providers/gateway/client";
import { ledger } from "@/lib/providers/ledger/client";
import { gatewayTokenAvailable } from "@/lib/providers/gateway/token-check";
import { restriction } from "@/lib/providers/restriction/client";
import type { TCreateApi } from "@/lib/domain/initiation/submission";
import type { TSettlementAccount } from "@/lib/domain/liquidity/liquidity";
import { settlementAccounts } from "../liquidity/settlement-accounts";
import type { TGatewayPort, TLedgerPort, TRestrictionPort, TTokensPort } from "./ports";

// The one way a service reaches the platform: `platform()` answers the configured providers, or, inside
// `withPlatform(fake, fn)`, the fake a test handed in. The fake travels with the async context
// (AsyncLocalStorage), so it reaches every function the use case calls without a parameter threaded through
// each, and it ends with `fn`: nothing global is left set for the next test. An operation a fake leaves out
// throws when called, so a test can never reach a real platform by accident.

export type TPlatform = {
  gateway: TGatewayPort;
  ledger: TLedgerPort;
  restriction: TRestrictionPort;
  /** Readiness: is a platform token available (docs/observability.md#health)? */
  tokens: TTokensPort;
  /** PLATFORM_TIMEOUT_MS: a pending claim older than twice this belongs to a request that died. */
  timeoutMs: number;
  /** APPROVAL_CONCURRENCY: approvals of one request in flight at once. */
  approvalConcurrency: number;
  /** LIQUIDITY_SETTLEMENT_ACCOUNTS: the accounts a transfer may name. */
  settlementAccounts: readonly TSettlementAccount[];
  /** PAYMENT_CREATE_API: the operation that creates the payments of approved drafts. */
  createApi: TCreateApi;
  /** SUBMIT_CONCURRENCY: payments of one draft being created at once. */
  submitConcurrency: number;
  now(): number;
};

export type TPlatformFake = Partial<Omit<TPlatform, "gateway" | "ledger" | "restriction" | "tokens">> & {
  tokens?: Partial<TTokensPort>;
  gateway?: Partial<TGatewayPort>;
  ledger?: Partial<TLedgerPort>;
  restriction?: Partial<TRestrictionPort>;
};

/** How long readiness waits for a token that is not cached (a load balancer's check must answer fast). */
const TOKEN_WAIT_MS = 2_000;

// Getters: the providers and settings are read when a service uses them, not when this module loads.
const configured: TPlatform = {
  get gateway() {
    return gateway();
  },
  get ledger() {
    return ledger();
  },
  get restriction() {
    return restriction();
  },
  tokens: { check: () => gatewayTokenAvailable(TOKEN_WAIT_MS) },
  get timeoutMs() {
    return env.PLATFORM_TIMEOUT_MS;
  },
  get approvalConcurrency() {
    return env.APPROVAL_CONCURRENCY;
  },
  get settlementAccounts() {
    return settlementAccounts();
  },
  get createApi() {
    return env.PAYMENT_CREATE_API;
  },
  get submitConcurrency() {
    return env.SUBMIT_CONCURRENCY;
  },
  now: () => Date.now(),
};

const faked = new AsyncLocalStorage<TPlatform>();

export function platform(): TPlatform {
  return faked.getStore() ?? configured;
}

function port<T extends object>(name: string, fake: Partial<T> | undefined): T {
  return new Proxy(fake ?? {}, {
    get(target, op) {
      if (op in target) return target[op as keyof typeof target];
      if (typeof op !== "string" || op === "then") return undefined;
      return () => {
        throw new Error(`platform.${name}.${op} is not faked in this test`);
      };
    },
  }) as T;
}

/**
 * Runs `fn` with `fake` as the platform. A setting the fake leaves out is read from the configuration only
 * when a service asks for it, so a test that never needs it runs without the platform's settings.
 */
export function withPlatform<R>(fake: TPlatformFake, fn: () => R): R {
  const { gateway: g, ledger: l, restriction: r, tokens: t, ...settings } = fake;
  const merged: TPlatform = {
    tokens: port("tokens", t),
    gateway: port("gateway", g),
    ledger: port("ledger", l),
    restriction: port("restriction", r),
    get timeoutMs() {
      return settings.timeoutMs ?? configured.timeoutMs;
    },
    get approvalConcurrency() {
      return settings.approvalConcurrency ?? configured.approvalConcurrency;
    },
    get settlementAccounts() {
      return settings.settlementAccounts ?? configured.settlementAccounts;
    },
    get createApi() {
      return settings.createApi ?? configured.createApi;
    },
    get submitConcurrency() {
      return settings.submitConcurrency ?? configured.submitConcurrency;
    },
    now: settings.now ?? configured.now,
  };
  return faked.run(merged, fn);
}
