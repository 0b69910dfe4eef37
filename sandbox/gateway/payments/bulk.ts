import { z } from "zod";
import { registerControl } from "../../control/routes";
import { createRng, type TRng } from "../../core/rng";
import type { TSandboxContext } from "../../context";
import { parseOr400 } from "../../http/errors";
import type { TDirection, TScheme } from "../../state/model";
import { createPayment } from "../../state/payments";
import { ZControlPayment } from "./control";
import { counterparty, customer, type TParty } from "./parties";

// POST /control/payments/bulk {count, template?, days?, webhooks?} — many payments at once, for the
// benchmarks (a CSV export of 100,000 payments, bulk approval of a queue) and for demos of a busy tenant.
// Each payment is created directly in its final status (template.status, default Completed): no lifecycle
// timers run, so 200,000 payments take seconds, not a queue of 200,000 timers. Without `webhooks: true` no
// notification is queued. What the template leaves open varies per payment, deterministically: the same
// seed and the same store give the same payments — createdAt spread over the last `days` days,
// amounts, schemes, directions and parties.

const DAY = 86_400_000;
export const MAX_BULK = 200_000;

// Defaults of the single scene (currency EUR, channel api) would apply even to a partial template, so
// those two are optional here: without them each payment gets its scheme's currency and the API channel.
const ZTemplate = ZControlPayment.omit({ currency: true, channel: true })
  .partial()
  .extend({
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    channel: z.enum(["api", "web"]).optional(),
  })
  .strict();

const ZBulk = z
  .object({
    count: z.number().int().min(1).max(MAX_BULK),
    template: ZTemplate.default({}),
    days: z.number().int().min(1).max(365).default(30),
    webhooks: z.boolean().default(false),
  })
  .strict();

type TTemplate = z.output<typeof ZTemplate>;

function pickMethod(rng: TRng): TScheme {
  const r = rng.next();
  return r < 0.45 ? "SEPA" : r < 0.7 ? "INST" : r < 0.82 ? "SWIFT" : r < 0.92 ? "SDD" : "T2";
}

function uuid(rng: TRng): string {
  const hex = (n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join("");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${rng.pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
}

/** Creates the payments; returns the first and last id and the createdAt range. */
export function createBulk(
  ctx: TSandboxContext,
  opts: { count: number; template: TTemplate; days: number; webhooks: boolean },
) {
  const t = opts.template;
  // A generator of its own, seeded from the sandbox's seed and the store's size: repeatable, and it
  // leaves ctx.rng (seed data, traffic) where it was.
  const rng = createRng(ctx.config.seed * 1_000_003 + ctx.store.payments.size + 1);
  // Parties from small pools: real-looking and varied, without generating two IBANs per payment.
  const customers: TParty[] = Array.from({ length: 40 }, () => customer(rng));
  const sepa = Array.from({ length: 120 }, () => counterparty(rng));
  const swift = Array.from({ length: 30 }, () => counterparty(rng, true));
  const now = ctx.clock.now();
  const created = { firstId: 0, lastId: 0, oldest: "", newest: "" };

  for (let n = 0; n < opts.count; n++) {
    const method = t.method ?? pickMethod(rng);
    const direction: TDirection = t.direction ?? (rng.next() < 0.5 ? "OUTBOUND" : "INBOUND");
    const ours = rng.pick(customers);
    const theirs = rng.pick(method === "SWIFT" ? swift : sepa);
    const [debtor, creditor] = direction === "OUTBOUND" ? [ours, theirs] : [theirs, ours];
    const createdAt = t.createdAt
      ? new Date(t.createdAt).toISOString()
      : new Date(now - rng.int(60_000, opts.days * DAY)).toISOString();
    const channel = t.channel ?? "api";
    const p = createPayment(ctx, {
      ...t,
      silent: !opts.webhooks,
      createdAt,
      direction,
      method,
      channel,
      amount: t.amount ?? Math.round(10 ** (3 + rng.next() * 3.4)),
      currency: t.currency ?? (method === "SWIFT" ? (theirs.currency ?? "EUR") : "EUR"),
      status: t.status ?? "Completed",
      debtorName: t.debtorName ?? debtor.name,
      debtorAccount: t.debtorAccount ?? debtor.account,
      debtorBic: t.debtorBic ?? debtor.bic,
      creditorName: t.creditorName ?? creditor.name,
      creditorAccount: t.creditorAccount ?? creditor.account,
      creditorBic: t.creditorBic ?? creditor.bic,
      debtorCode: t.debtorCode ?? (t.debtorAccount ? undefined : debtor.code),
      creditorCode: t.creditorCode ?? (t.creditorAccount ? undefined : creditor.code),
      uetr: t.uetr ?? (method === "SWIFT" || method === "T2" ? uuid(rng) : undefined),
      settlementDate: t.settlementDate ?? createdAt.slice(0, 10),
      // As the single scene: an API payment is created by the gateway client unless the template says.
      createdByClient:
        t.createdByClient === undefined
          ? channel === "web"
            ? null
            : ctx.config.clients[0]!.id
          : t.createdByClient,
    });
    if (n === 0) created.firstId = p.transaction_id;
    created.lastId = p.transaction_id;
    if (!created.oldest || createdAt < created.oldest) created.oldest = createdAt;
    if (createdAt > created.newest) created.newest = createdAt;
  }
  return created;
}

registerControl((app, ctx) => {
  app.post("/payments/bulk", async (request, reply) => {
    const body = parseOr400("control", ZBulk, request.body, "body");
    const started = performance.now();
    const created = createBulk(ctx, body);
    return reply.status(201).send({
      count: body.count,
      ...created,
      webhooks: body.webhooks,
      tookMs: Math.round(performance.now() - started),
    });
  });
});
