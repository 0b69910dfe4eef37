import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import type { TActor } from "@/lib/services/actor";
import { respondToCancellation } from "@/lib/services/cancellations/respond-to-cancellation";
import type { TRespondRequest } from "@/lib/services/cancellations/respond-types";
import { withPlatform } from "@/lib/services/platform/registry";
import type { fakeCancellationPlatform } from "./fake-cancellation-platform";

// For the respond service's tests (lib/services/cancellations/respond-*.test.ts): a person, the answer sent
// on a fake platform, an inbound request waiting for its answer as the inbox stores it, and the rows the
// service writes. `db` is the test file's own database; `firstId` keeps each file's ids apart.

export const actor = (email = "ops@example.com"): TActor => ({
  user: { id: randomUUID(), email },
  requestId: "req-1",
  ip: null,
});

export const respond = (p: ReturnType<typeof fakeCancellationPlatform>, req: TRespondRequest, who: TActor) =>
  withPlatform(p.platform, () => respondToCancellation(req, who));

export const accept = (fee?: string) => ({ decision: "ACCEPTED", fee, locale: "en" });
export const rejectSepa = { decision: "REJECTED", reason: "AC04", information: "Account closed" };

export function respondFixtures(db: () => Db, firstId: number) {
  let nextId = firstId;
  return {
    async waiting(over: { method?: string; uetr?: string | null; status?: string } = {}) {
      const id = BigInt(++nextId);
      await db().cancellationRequest.create({
        data: {
          cancellationId: id,
          trxId: id + 1n,
          direction: "INBOUND",
          reason: "DUPL",
          status: over.status ?? "CANCELLATION_IN_PROGRESS",
          statusAt: new Date(Date.now() - 60_000),
          paymentCheckedAt: new Date(),
          paymentFound: true,
          paymentMethod: over.method ?? "SEPA",
          paymentDirection: "INBOUND",
          paymentAmount: 10_000n,
          paymentCurrency: "EUR",
          paymentUetr: over.uetr ?? null,
          paymentBookingDate: new Date().toISOString().slice(0, 10),
          syncDueAt: null,
        },
      });
      return id;
    },
    row: (id: bigint) => db().cancellationRequest.findUniqueOrThrow({ where: { cancellationId: id } }),
    response: (id: bigint) => db().cancellationResponse.findUniqueOrThrow({ where: { cancellationId: id } }),
  };
}
