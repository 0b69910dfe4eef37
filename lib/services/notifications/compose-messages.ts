import { createHash } from "node:crypto";
import type { TClaimedRow } from "@/lib/db/notification-outbox";

// What one delivery says. An immediate row is one message; a digest's rows (one user, one channel) are one
// message together. The Message-ID and the webhook's idempotency key are derived from the outbox rows
// alone, so a message sent again after a crash carries the same identity (docs/notifications.md#delivery).

export type TOutgoing = {
  channel: "email" | "webhook";
  rows: TClaimedRow[];
  to: string;
  disabled: boolean;
  webhookUrl: string | null;
  subject: string;
  text: string;
  messageId: string;
  idempotencyKey: string;
};

export function composeMessages(rows: readonly TClaimedRow[], baseUrl: string): TOutgoing[] {
  const groups = new Map<string, TClaimedRow[]>();
  for (const r of rows) {
    const key = r.mode === "digest" ? `d:${r.userId}:${r.channel}` : `i:${r.id}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const host = new URL(baseUrl).hostname;
  return [...groups.values()].map((g) => compose(g, baseUrl, host));
}

function compose(rows: TClaimedRow[], baseUrl: string, host: string): TOutgoing {
  const sorted = [...rows].sort((a, b) => Number(a.id) - Number(b.id));
  const first = sorted[0]!;
  const key = sorted.length === 1 && first.mode === "immediate" ? `n${first.id}` : digestKey(sorted);
  const link = (r: TClaimedRow) => (r.link ? new URL(r.link, baseUrl).href : null);
  const digest = first.mode === "digest";
  const subject = digest
    ? `Countersign: ${sorted.length} notification${sorted.length === 1 ? "" : "s"}`
    : first.title;
  const item = (r: TClaimedRow) => [r.title, r.body, link(r)].filter(Boolean).join("\n");
  const text = digest ? sorted.map((r) => `• ${item(r).replace(/\n/g, "\n  ")}`).join("\n\n") : item(first);
  return {
    channel: first.channel,
    rows: sorted,
    to: first.email,
    disabled: first.disabled,
    webhookUrl: first.webhookUrl,
    subject,
    text: first.channel === "webhook" && digest ? `${subject}\n\n${text}` : text,
    messageId: `<countersign-notification-${key}@${host}>`,
    idempotencyKey: `countersign-notification-${key}`,
  };
}

/** The first row's id and a hash of them all: the same rows give the same key, other rows another. */
function digestKey(rows: TClaimedRow[]): string {
  const hash = createHash("sha256")
    .update(rows.map((r) => r.id).join(","))
    .digest("hex");
  return `d${rows[0]!.id}-${hash.slice(0, 12)}`;
}
