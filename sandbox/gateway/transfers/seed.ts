import type { TSandboxContext } from "../../context";
import type { TTransferStatus } from "../../state/model";
import { INST_ACCOUNT, SCT_ACCOUNT } from "./accounts";
import { createTransfer } from "./lifecycle";

// About 25 liquidity transfers over the last 30 days between the tenant's SCT and INST settlement
// accounts: mostly COMPLETED, a few REJECTED, the most recent ones still in flight. Seeded history emits
// no events (no webhooks for the past) and does not move on by itself.

const PURPOSES = {
  toInst: ["Top up SCT Inst settlement account", "Morning SCT Inst prefunding", undefined],
  toSct: ["Return of excess SCT Inst liquidity", "End-of-day liquidity rebalancing", undefined],
};

export function seedTransfers(ctx: TSandboxContext): void {
  const now = ctx.clock.now();
  const ages = Array.from({ length: 25 }, () => ctx.rng.int(1, 30 * 24 * 60)).sort((a, b) => b - a);
  for (const [i, ageMinutes] of ages.entries()) {
    const toInst = ctx.rng.next() < 0.6;
    const createdAt = new Date(now - ageMinutes * 60_000).toISOString();
    createTransfer(
      ctx,
      {
        requestId: `LIQ-${createdAt.slice(0, 10).replaceAll("-", "")}-${String(i + 1).padStart(4, "0")}`,
        amount: ctx.rng.int(10, 2_500) * 1_000_00,
        debtorAccount: toInst ? SCT_ACCOUNT : INST_ACCOUNT,
        creditorAccount: toInst ? INST_ACCOUNT : SCT_ACCOUNT,
        status: statusFor(i),
        createdAt,
        ...withPurpose(ctx.rng.pick(toInst ? PURPOSES.toInst : PURPOSES.toSct)),
      },
      { emit: false },
    );
  }
}

/** The last three are still in flight; two older ones were rejected, the rest completed. */
function statusFor(index: number): TTransferStatus {
  const inFlight: TTransferStatus[] = ["ACCEPTED", "SENT_TO_CLEAR", "CREATED"];
  if (index >= 22) return inFlight[index - 22]!;
  return index === 6 || index === 15 ? "REJECTED" : "COMPLETED";
}

const withPurpose = (purpose: string | undefined) => (purpose ? { purpose } : {});
