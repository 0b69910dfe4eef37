import { beforeAll } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import { createPlatformClient } from "@/lib/http/platform-client";
import { secret } from "@/lib/providers/auth/secret";
import { createTokenSource } from "@/lib/providers/auth/token-source";
import { transfersApi } from "@/lib/providers/gateway/transfers";
import type { TNewTransfer, TTransfer, TTransferQuery } from "@/lib/domain/liquidity/liquidity";
import type { TPlatformFake } from "@/lib/services/platform/registry";
import { type TFakeGateway } from "./fake-transfers-platform";
import { SANDBOX_SETTLEMENT_ACCOUNTS } from "@/lib/services/liquidity/settlement-accounts";
import { SANDBOX_CLIENTS } from "@/sandbox/defaults";
// Aliased: the harness is not a React hook, whatever its name says.
import { useSandbox as sandboxHarness } from "@/sandbox/testing/harness";

// For unit tests only: the liquidity transfer calls against a sandbox over real HTTP, with the faults an
// independent platform shows, counting every POST that reached it. A fault decides what one POST does:
// "dropped" and "timeout" apply the write and then lose the answer; "5xx-applied" applies it and answers
// 500; "5xx" answers 500 without applying it. `ignoreFilters` lists everything (a platform that does not
// know our parameter names); `dropRequestId` sends no request id (a platform that names that field
// otherwise, so it makes an id of its own).

export const SCT = "LT223999010000000101";
export const INST = "LT113999010000000202";

export type TFault = "dropped" | "timeout" | "5xx-applied" | "5xx";
export type TPlatformOptions = { faults?: TFault[]; ignoreFilters?: boolean; dropRequestId?: boolean };

const lost = (fault: TFault) =>
  new ProviderError({
    api: "gateway",
    kind: fault === "dropped" ? "connection" : fault === "timeout" ? "timeout" : "http",
    status: fault.startsWith("5xx") ? 500 : null,
    code: fault.startsWith("5xx") ? "INTERNAL_ERROR" : undefined,
    method: "POST",
    path: "/v1/nostro-accounts/transfers",
    requestId: "r",
  });

export function sandboxTransfers() {
  const sandbox = sandboxHarness({ SANDBOX_PAYMENT_STEP_MS: "600000" });
  let api: ReturnType<typeof transfersApi>;
  beforeAll(() => {
    const tokens = createTokenSource({
      authUrl: `${sandbox.origin}/auth`,
      tenantId: sandbox.tenantId,
      clientId: SANDBOX_CLIENTS.gateway.id,
      clientSecret: secret(SANDBOX_CLIENTS.gateway.secret),
    });
    api = transfersApi(
      createPlatformClient({ api: "gateway", baseUrl: `${sandbox.origin}/gateway`, tokens }),
    );
  });

  function platform(opts: TPlatformOptions = {}) {
    const faults = [...(opts.faults ?? [])];
    const posts: TNewTransfer[] = [];
    const lists: TTransferQuery[] = [];
    const gateway: TFakeGateway = {
      async listTransfers(q) {
        lists.push(q);
        return api.listTransfers(opts.ignoreFilters ? { limit: q.limit, offset: q.offset } : q);
      },
      async createTransfer(body) {
        posts.push(body);
        // JSON leaves an undefined field out: the platform sees no request id.
        const sent = opts.dropRequestId
          ? ({ ...body, requestId: undefined } as unknown as TNewTransfer)
          : body;
        const fault = faults.shift();
        if (fault === "5xx") throw lost(fault);
        const made = await api.createTransfer(sent);
        if (fault) throw lost(fault);
        return made;
      },
    };
    // For withPlatform; `gateway` is the same object, so a test may replace one of its operations.
    const fake: TPlatformFake = {
      gateway,
      timeoutMs: 1_000,
      settlementAccounts: SANDBOX_SETTLEMENT_ACCOUNTS,
    };
    return { fake, gateway, posts, lists };
  }

  /** Everything the sandbox lists (its own filters), for counting what really exists. */
  async function listed(q: Omit<TTransferQuery, "limit" | "offset"> = {}): Promise<TTransfer[]> {
    return (await api.listTransfers({ ...q, limit: 100, offset: 0 })).rows;
  }

  const stage = (fields: Record<string, unknown>): Promise<TTransfer> =>
    sandbox.control("POST", "/transfers", fields);

  return { sandbox, platform, listed, stage };
}
