import "server-only";
import { listActiveAlerts } from "@/lib/db/alerts";
import { recentLiquidityDeliveries } from "@/lib/db/liquidity-events";
import type { THoldingAlert, TLiquidityActivity, TLiquidityEvent } from "@/lib/domain/liquidity/liquidity";

// What webhook intake saw about liquidity: the recent LIQUIDITY deliveries (their bodies, read as the
// sandbox shapes them: the transfer resource) and the active MAX_HOLDING_AMOUNT_BREACHED alerts.

export const EVENT_LIMIT = 20;

const text = (v: unknown) => (typeof v === "string" && v ? v : null);
const int = (v: unknown) => (typeof v === "number" && Number.isSafeInteger(v) ? v : null);

function parseBody(bytes: Uint8Array): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(bytes).toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function toLiquidityEvent(row: {
  id: bigint;
  receivedAt: Date;
  rawBody: Uint8Array;
}): TLiquidityEvent {
  const b = parseBody(row.rawBody);
  const id = int(b.id) ?? text(b.id);
  return {
    deliveryId: row.id.toString(),
    receivedAt: row.receivedAt.toISOString(),
    transferId: id === null ? null : String(id),
    requestId: text(b.requestId),
    status: text(b.status),
    amount: int(b.amount),
    currency: text(b.currency),
  };
}

export function toHoldingAlert(a: {
  id: bigint;
  subject: string;
  detail: unknown;
  firstSeenAt: Date;
  lastSeenAt: Date;
  occurrences: number;
}): THoldingAlert {
  const d = (a.detail && typeof a.detail === "object" ? a.detail : {}) as Record<string, unknown>;
  const [bic = a.subject, currency = ""] = a.subject.split("/");
  return {
    id: a.id.toString(),
    bic: text(d.accountBic) ?? bic,
    currency: text(d.currency) ?? currency,
    holdingAmount: int(d.holdingAmount),
    maxHoldingAmount: int(d.maxHoldingAmount),
    firstSeenAt: a.firstSeenAt.toISOString(),
    lastSeenAt: a.lastSeenAt.toISOString(),
    occurrences: a.occurrences,
  };
}

export async function listLiquidityActivity(): Promise<TLiquidityActivity> {
  const [deliveries, alerts] = await Promise.all([
    recentLiquidityDeliveries(EVENT_LIMIT),
    listActiveAlerts(["MAX_HOLDING_AMOUNT_BREACHED"]),
  ]);
  return { events: deliveries.map(toLiquidityEvent), holdingAlerts: alerts.map(toHoldingAlert) };
}
