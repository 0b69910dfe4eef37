import { createHash } from "node:crypto";
import type { TClaim, TClaimedRow } from "@/lib/db/notification-outbox";

// What one delivery says. An immediate e-mail row is one message to the recipients it names (up to 50, one
// SMTP transaction, the recipients only in the envelope); an immediate webhook row is one post; a digest's
// rows (one user, one channel) are one message together. The Message-ID and the webhook's idempotency key
// are derived from the content or the rows alone, so a message sent again after a crash carries the same
// identity (docs/notifications.md#delivery).

export type TOutgoing = {
  channel: "email" | "webhook";
  /** The outbox rows it settles: one, or a digest's several. */
  claims: TClaim[];
  /** Its recipients, one per notification. */
  rows: TClaimedRow[];
  /** The envelope: the addresses of those not disabled since it was queued (nothing is sent to them). */
  to: string[];
  webhookUrl: string | null;
  subject: string;
  text: string;
  messageId: string;
  idempotencyKey: string;
};

export function composeMessages(rows: readonly TClaimedRow[], baseUrl: string): TOutgoing[] {
  const groups = new Map<string, TClaimedRow[]>();
  for (const r of rows) {
    const key = r.mode === "digest" ? `d:${r.userId}:${r.channel}` : `r:${r.id}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  const host = new URL(baseUrl).hostname;
  return [...groups.values()].map((g) => compose(g, baseUrl, host));
}

function compose(rows: TClaimedRow[], baseUrl: string, host: string): TOutgoing {
  const sorted = [...rows].sort(
    (a, b) => Number(a.id) - Number(b.id) || Number(a.notificationId) - Number(b.notificationId),
  );
  const first = sorted[0]!;
  const digest = first.mode === "digest";
  const key = digest
    ? digestKey(sorted)
    : first.channel === "email"
      ? `e${hash(contentKey(first)).slice(0, 24)}`
      : `n${first.id}`;
  const link = (r: TClaimedRow) => (r.link ? new URL(r.link, baseUrl).href : null);
  const subject = digest
    ? `Countersign: ${sorted.length} notification${sorted.length === 1 ? "" : "s"}`
    : first.title;
  const item = (r: TClaimedRow) => [r.title, r.body, link(r)].filter(Boolean).join("\n");
  const text = digest ? sorted.map((r) => `• ${item(r).replace(/\n/g, "\n  ")}`).join("\n\n") : item(first);
  return {
    channel: first.channel,
    claims: [...new Map(sorted.map((r) => [r.id, { id: r.id, attempts: r.attempts }])).values()],
    rows: sorted,
    to: sorted.filter((r) => !r.disabled).map((r) => r.email),
    webhookUrl: first.webhookUrl,
    subject,
    text: first.channel === "webhook" && digest ? `${subject}\n\n${text}` : text,
    messageId: `<countersign-notification-${key}@${host}>`,
    idempotencyKey: `countersign-notification-${key}`,
  };
}

/** One notification's content: every recipient of one notify() call shares it. */
const contentKey = (r: TClaimedRow) => JSON.stringify([r.kind, r.subject, r.title, r.body, r.link]);

const hash = (s: string) => createHash("sha256").update(s).digest("hex");

/** The first row's id and a hash of them all: the same rows give the same key, other rows another. */
function digestKey(rows: TClaimedRow[]): string {
  return `d${rows[0]!.id}-${hash(rows.map((r) => r.id).join(",")).slice(0, 12)}`;
}
