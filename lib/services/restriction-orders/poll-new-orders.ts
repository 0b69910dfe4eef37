import "server-only";
import { db } from "@/lib/db/client";
import { anySeenOrder, claimCheck, markPrimed, recordSeenOrders } from "@/lib/db/notification-checks";
import { notify } from "@/lib/db/notify";
import { amountWords } from "@/lib/domain/notifications/amount";
import { STATUS_WORDS } from "@/lib/domain/restriction-orders/restriction-orders";
import type { TRestrictionOrder } from "@/lib/domain/restriction-orders/types";
import { readCheckedPage, type TDroppable } from "./read-checked-page";

// restriction_order_arrived (docs/notifications.md#producers). The platform sends no webhook for a new
// order, so one instance at a time (the claimed check) reads the list newest first and tells compliance of
// every order it has not seen. The very first run records what exists without telling anyone: a new
// installation must not announce years of orders.

const SIZE = 50;
/** A burst larger than this between two polls is recorded on later polls as the list moves on. */
const MAX_PAGES = 5;

export type TPollResult = { claimed: boolean; primed: boolean; told: number };

export async function pollRestrictionOrders(intervalMs: number): Promise<TPollResult> {
  const claim = await claimCheck("restriction_orders", intervalMs);
  if (!claim) return { claimed: false, primed: false, told: 0 };
  const orders = await readNewest();
  return db.$transaction(async (tx) => {
    const fresh = await recordSeenOrders(
      tx,
      orders.map((o) => o.docId),
    );
    if (!claim.primedAt) {
      await markPrimed(tx, "restriction_orders");
      return { claimed: true, primed: true, told: 0 };
    }
    const news = orders.filter((o) => fresh.has(o.docId));
    for (const o of news) await notifyOrder(tx, o);
    return { claimed: true, primed: false, told: news.length };
  });
}

/**
 * The first pages, newest first. Once a page holds an order seen before, the rest are older and were seen
 * too. A platform that did not sort by date (the parameter's name is a guess: docs/platform.md) gives no
 * such promise, so then every page up to MAX_PAGES is read.
 */
async function readNewest(): Promise<TRestrictionOrder[]> {
  const opts = { mayDrop: ["sort", "size"] as const, dropped: new Set<TDroppable>() };
  const found = new Map<string, TRestrictionOrder>();
  for (let page = 0; page < MAX_PAGES; page++) {
    const checked = await readCheckedPage({ page, size: SIZE, sort: { key: "date", dir: "desc" } }, opts);
    const ids = checked.page.orders.map((o) => o.docId);
    for (const o of checked.page.orders) found.set(o.docId, o);
    if (checked.page.isLastPage || ids.length === 0) break;
    if (checked.sort === "honoured" && (await anySeenOrder(ids))) break;
  }
  return [...found.values()];
}

function notifyOrder(tx: Parameters<typeof notify>[0], o: TRestrictionOrder) {
  const parts = [
    `${o.type ?? "Order"} of ${amountWords(o.amount, o.currency)}`,
    `payer ${o.payer.name ?? "not given"}`,
    `status: ${STATUS_WORDS[o.status] ?? o.status}`,
    ...(o.date ? [`dated ${o.date}`] : []),
  ];
  return notify(tx, {
    kind: "restriction_order_arrived",
    subject: `restriction-order:${o.docId}`,
    title: `Restriction order ${o.docId} arrived`,
    body: `${parts.join(", ")}.`,
    link: `/restriction-orders/${encodeURIComponent(o.docId)}`,
  });
}
