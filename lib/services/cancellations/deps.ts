import "server-only";
import { env } from "@/lib/env";
import { gateway } from "@/lib/providers/gateway/client";
import type { TRespondCommand } from "@/lib/domain/cancellations/respond-command";
import type { TCancellationResource } from "@/lib/domain/cancellations/cancellations";
import type { TPayment } from "@/lib/domain/payments/payments";

/** What the cancellation use cases need from outside the database; unit tests pass a fake platform. */
export type TCancellationDeps = {
  // GET /v1/cancellation-requests/{id}: null when the platform has no such request (404)
  getRequest(id: number, opts?: { timeoutMs?: number }): Promise<TCancellationResource | null>;
  /** The linked payment (its method is the request's scheme), or null when the platform has none. */
  getPayment(trxId: number): Promise<TPayment | null>;
  // POST …:respond (v3), …:accept / …:reject (v1), as the command says
  send(id: number, command: TRespondCommand, opts: { requestId?: string }): Promise<void>;
  /** PLATFORM_TIMEOUT_MS: a 'sending' claim older than twice this belongs to a request that died. */
  timeoutMs: number;
  now(): number;
};

export function platformCancellationDeps(): TCancellationDeps {
  const g = gateway();
  return {
    getRequest: (id, opts) => g.getCancellationRequest(id, opts),
    getPayment: async (trxId) => (await g.getTransaction(trxId))?.payment ?? null,
    send(id, command, opts) {
      if (command.api === "v3") return g.respondToCancellation(id, command.body, opts);
      return command.op === "accept"
        ? g.acceptCancellation(id, opts)
        : g.rejectCancellation(id, command.body, opts);
    },
    timeoutMs: env.PLATFORM_TIMEOUT_MS,
    now: () => Date.now(),
  };
}
