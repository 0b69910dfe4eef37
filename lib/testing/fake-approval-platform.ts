import { ProviderError } from "@/lib/errors/provider-error";
import type { TApprovalResult } from "@/lib/domain/payments/payments";
import type { TPlatformFake } from "@/lib/services/platform/registry";
import { foundTransaction } from "./fake-gateway";

// For the approval services' unit tests: a gateway that approves (or answers as scripted) and counts its
// calls, the payment's status it lists (null: no such payment), the platform timeout and the concurrency.

export const refusal = (
  code: string | undefined,
  status: number | null,
  kind: ProviderError["kind"] = "http",
) =>
  new ProviderError({ api: "gateway", kind, status, code, method: "PATCH", path: "/v1/x", requestId: "r" });

export type TAnswer = (trxId: number) => Promise<TApprovalResult>;

export function fakeApprovalPlatform(
  answers: TAnswer[] = [],
  opts: { status?: string | null; concurrency?: number } = {},
) {
  const calls: number[] = [];
  const statusReads: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const signed: TAnswer = async (trxId) => ({
    signatureId: 9000 + calls.length,
    signatureWeight: 1,
    signedAt: "2026-11-24T10:00:00.000Z",
    signer: "api-sepa-approver-client",
    transactionId: trxId,
  });
  const gateway = {
    async approveTransaction(trxId: number) {
      calls.push(trxId);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        return await (answers.shift() ?? signed)(trxId);
      } finally {
        inFlight--;
      }
    },
    async getTransaction(trxId: number) {
      statusReads.push(trxId);
      return opts.status ? foundTransaction(trxId, opts.status) : null;
    },
  };
  const platform: TPlatformFake = {
    gateway,
    timeoutMs: 1000,
    approvalConcurrency: opts.concurrency ?? 8,
  };
  return { platform, gateway, calls, statusReads, maxInFlight: () => maxInFlight };
}
