import "server-only";
import { z } from "zod";
import type { TPlatformClient } from "@/lib/http/platform-client";
import type {
  TNewTransfer,
  TTransfer,
  TTransferPage,
  TTransferQuery,
} from "@/lib/domain/liquidity/liquidity";

// {base_url}: liquidity transfers between the tenant's settlement (nostro) accounts
// (docs/platform-interface.md#liquidity-transfers). The list's parameter names, the POST body and its 201 are
// not shown by the interface: the sandbox's are used (docs/platform.md, Assumptions → Liquidity transfers).
// `meta.amount` is the number of matching transfers on all pages, not money.

// `status` and `transferType` are read as strings: an enum value added later must not fail the list.
const ZWireTransfer = z.object({
  id: z.number().int(),
  requestId: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  creditorAccount: z.string(),
  debtorAccount: z.string().nullish(),
  sepaMessageId: z.string().nullish(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullish(),
  settlementDate: z.string().nullish(),
  transferType: z.string().nullish(),
  debtorBankName: z.string().nullish(),
  creditorBankName: z.string().nullish(),
  purpose: z.string().nullish(),
});
const ZWirePage = z.object({
  meta: z.object({ amount: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
  result: z.array(ZWireTransfer),
});

export function toTransfer(t: z.output<typeof ZWireTransfer>): TTransfer {
  return {
    id: t.id,
    requestId: t.requestId ?? null,
    amount: t.amount,
    currency: t.currency,
    debtorAccount: t.debtorAccount ?? null,
    creditorAccount: t.creditorAccount,
    debtorBankName: t.debtorBankName ?? null,
    creditorBankName: t.creditorBankName ?? null,
    sepaMessageId: t.sepaMessageId ?? null,
    status: t.status,
    transferType: t.transferType ?? null,
    settlementDate: t.settlementDate ?? null,
    purpose: t.purpose ?? null,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt ?? null,
  };
}

/** The POST body (the sandbox's field names): the domain's transfer with its amount named `amount`. */
function toWireBody({ amountMinor, ...t }: TNewTransfer) {
  return {
    requestId: t.requestId,
    amount: amountMinor,
    currency: t.currency,
    debtorAccount: t.debtorAccount,
    creditorAccount: t.creditorAccount,
    transferType: t.transferType,
    ...(t.purpose !== undefined && { purpose: t.purpose }),
  };
}

type TCallOptions = { requestId?: string; timeoutMs?: number };

export function transfersApi(client: TPlatformClient) {
  return {
    // GET /v1/nostro-accounts/transfers
    async listTransfers(query: TTransferQuery, opts: TCallOptions = {}): Promise<TTransferPage> {
      const page = await client.request("GET", "/v1/nostro-accounts/transfers", {
        ...opts,
        schema: ZWirePage,
        query: { ...query },
      });
      return {
        rows: page.result.map(toTransfer),
        total: page.meta.amount,
        limit: page.meta.limit,
        offset: page.meta.offset,
      };
    },

    /**
     * POST /v1/nostro-accounts/transfers — 201 with the transfer (status CREATED). Never retried: the
     * interface promises no idempotency here (no Idempotency-Key; the sandbox's 409 DUPLICATE_REQUEST_ID
     * is its own choice, which the strict profile drops), so after no answer the caller reads the list
     * back instead (lib/services/liquidity/read-back.ts; docs/platform.md).
     */
    async createTransfer(transfer: TNewTransfer, opts: TCallOptions = {}): Promise<TTransfer> {
      return toTransfer(
        await client.request("POST", "/v1/nostro-accounts/transfers", {
          ...opts,
          body: toWireBody(transfer),
          schema: ZWireTransfer,
        }),
      );
    },
  };
}
