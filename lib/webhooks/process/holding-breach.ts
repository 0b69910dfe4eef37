import "server-only";
import { z } from "zod";
import { raiseAlert } from "@/lib/db/alerts";
import { notify } from "@/lib/db/notify";
import { amountWords } from "@/lib/domain/notifications/amount";
import { publishChange } from "@/lib/db/publish-change";
import { parseBody } from "./parse-body";
import type { THandler } from "./types";

// MAX_HOLDING_AMOUNT_BREACHED: payload "not shown"; the sandbox's shape (docs/platform.md, Assumptions),
// amounts in minor units. One active alert per account and currency, refreshed by each repeat. The
// platform sends nothing when the holding falls back under the maximum, so these alerts stay active until
// someone resolves them.

export const ZHoldingBreachBody = z.object({
  accountBic: z.string().min(1),
  currency: z.string().min(1),
  holdingAmount: z.number().int(),
  maxHoldingAmount: z.number().int(),
  occurredAt: z.iso.datetime({ offset: true }).nullish(),
});

export const handleHoldingBreach: THandler = async (tx, body, delivery) => {
  const parsed = parseBody(ZHoldingBreachBody, "MAX_HOLDING_AMOUNT_BREACHED", body);
  if (!parsed.ok) return parsed;
  const b = parsed.data;
  const { id, raised } = await raiseAlert(tx, {
    kind: "MAX_HOLDING_AMOUNT_BREACHED",
    subject: `${b.accountBic}/${b.currency}`,
    seenAt: delivery.notifiedAt,
    detail: { ...b, occurredAt: b.occurredAt ?? null, deliveryId: delivery.id.toString() },
  });
  await publishChange(tx, "alerts", id);
  // Told when the alert is raised, not at each repeat that refreshes it; once resolved, a new breach is a
  // new alert (a new id, so a new subject) and is told again.
  if (raised) {
    await notify(tx, {
      kind: "holding_breached",
      subject: `alert:${id}`,
      title: `Holding over the maximum on ${b.accountBic} (${b.currency})`,
      body: `Holding ${amountWords(b.holdingAmount, b.currency)}, maximum ${amountWords(b.maxHoldingAmount, b.currency)}, at ${(b.occurredAt ? new Date(b.occurredAt) : delivery.notifiedAt).toISOString()}.`,
      link: "/liquidity",
    });
  }
  return { ok: true };
};
