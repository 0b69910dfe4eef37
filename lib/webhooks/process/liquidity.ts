import "server-only";
import { z } from "zod";
import { raiseAlert } from "@/lib/db/alerts";
import { notify } from "@/lib/db/notify";
import { amountWords } from "@/lib/domain/notifications/amount";
import { publishChange } from "@/lib/db/publish-change";
import { parseBody } from "./parse-body";
import type { THandler } from "./types";

// LIQUIDITY: payload "not shown"; the sandbox sends the transfer resource at each status change
// (docs/platform.md, Assumptions). We read it as "transfer N is now in status S": a REJECTED transfer
// raises an alert (money did not move between settlement accounts); other statuses are informational and
// stored nowhere but the delivery itself (the Liquidity and Events pages read it from there), since the
// transfer list on the platform stays the source of truth. Every one publishes a `liquidity` change with
// the transfer id as ref, so the Liquidity page re-reads the list.

export const ZLiquidityBody = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().min(1)]),
  status: z.string().min(1),
  requestId: z.string().nullish(),
  amount: z.number().int().nullish(),
  currency: z.string().nullish(),
  debtorAccount: z.string().nullish(),
  creditorAccount: z.string().nullish(),
  transferType: z.string().nullish(),
  updatedAt: z.string().nullish(),
});

export const handleLiquidity: THandler = async (tx, body, delivery) => {
  const parsed = parseBody(ZLiquidityBody, "LIQUIDITY", body);
  if (!parsed.ok) return parsed;
  const b = parsed.data;
  if (b.status === "REJECTED") {
    const { id } = await raiseAlert(tx, {
      kind: "LIQUIDITY",
      subject: `transfer:${b.id}`,
      seenAt: delivery.notifiedAt,
      detail: { ...b, deliveryId: delivery.id.toString() },
    });
    await publishChange(tx, "alerts", id);
    // Once per transfer (the subject), like its alert: a repeated REJECTED tells nobody again.
    await notify(tx, {
      kind: "liquidity_rejected",
      subject: `transfer:${b.id}`,
      title: `Liquidity transfer ${b.id} was rejected`,
      body: `${amountWords(b.amount, b.currency)} from ${b.debtorAccount ?? "an account not given"} to ${b.creditorAccount ?? "an account not given"}: the money did not move.`,
      link: "/liquidity",
    });
  }
  await publishChange(tx, "liquidity", String(b.id));
  return { ok: true };
};
