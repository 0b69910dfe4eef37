import "server-only";
import { gateway } from "@/lib/providers/gateway/client";
import type { TInstantAnswer } from "@/lib/schemas/instant-confirmations";

/** What answering needs from outside the database; unit tests pass a fake platform. */
export type TInstantDeps = {
  // POST /v1/transactions/{id}/response
  respond(
    trxId: number,
    answer: TInstantAnswer,
    opts: { requestId: string; timeoutMs: number },
  ): Promise<void>;
  /** The debtor's bank (v2 record: origin_bic, else debtor_bank_bic); null when the payment has none. */
  debtorBicOf(trxId: number, opts: { timeoutMs: number }): Promise<string | null>;
};

export function platformInstantDeps(): TInstantDeps {
  return {
    respond: (trxId, answer, opts) => gateway().respondToInstantPayment(trxId, answer, opts),
    async debtorBicOf(trxId, opts) {
      const found = await gateway().getTransaction(trxId, { timeoutMs: opts.timeoutMs });
      return found?.item.origin_bic ?? found?.item.debtor_bank_bic ?? null;
    },
  };
}
