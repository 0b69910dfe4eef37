import type { TSandboxContext } from "./context";
import { seedCancellations } from "./gateway/cancellations/seed";
import { seedInstant } from "./gateway/instant/seed";
import { seedPayments } from "./gateway/payments/seed";
import { seedTransfers } from "./gateway/transfers/seed";
import { seedLedger } from "./ledger/seed";
import { seedRestriction } from "./restriction/seed";
import { seedWebhooks } from "./webhooks/seed";

/**
 * The data a new user sees at first start: every area's deterministic seed, from ctx.rng (SANDBOX_SEED).
 * Payments come first because cancellations and instant confirmations refer to them. Tests start empty.
 */
export function seedAll(ctx: TSandboxContext): void {
  seedPayments(ctx);
  seedCancellations(ctx);
  seedInstant(ctx);
  seedTransfers(ctx);
  seedLedger(ctx);
  seedRestriction(ctx);
  seedWebhooks(ctx);
}
