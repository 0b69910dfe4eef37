import { createHash } from "node:crypto";
import type { TClaimedRow } from "@/lib/db/notification-outbox";

// What one delivery says. An immediate e-mail carries one notification's content to all its due recipients
// (one SMTP transaction, the recipients only in the envelope); an immediate webhook row is one post; a
// digest's rows (one user, one channel) are one message together. The Message-ID and the webhook's
// idempotency key are derived from the content or the rows alone, so a message sent again after a crash
// carries the same identity (docs/notifications.md#delivery).

export type TOutgoing = {
  channel: "email" | "webhook";
  rows: TClaimedRow[];
  /** The envelope's recipients, one per row (several only for an immediate e-mail). */
  to: string[];
  disabled: boolean;
  webhookUrl: string | null;
  subject: string;
  text: string;
  messageId: string;
  idempotencyKey: string;
};

/** Recipients per SMTP transaction: servers commonly accept 100 RCPT TO each; we stay well under. */
export const MAX_RECIPIENTS = 50;

export function composeMessages(rows: readonly TClaimedRow[], baseUrl: string): TOutgoing[] {
  const groups = new Map<string, TClaimedRow[]>();
  for (const r of rows) {
    let key = r.mode === "digest" ? `d:${r.userId}:${r.channel}` : `i:${r.id}`;
    if (r.mode === "immediate" && r.channel === "email" && !r.disabled)
      for (let part = 0; ; part++) {
        key = `e:${part}:${contentKey(r)}`;
        if ((groups.get(key)?.length ?? 0) < MAX_RECIPIENTS) break;
      }
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const host = new URL(baseUrl).hostname;
  return [...groups.values()].map((g) => compose(g, baseUrl, host));
}

function compose(rows: TClaimedRow[], baseUrl: string, host: string): TOutgoing {
  const sorted = [...rows].sort((a, b) => Number(a.id) - Number(b.id));
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
    rows: sorted,
    to: sorted.map((r) => r.email),
    disabled: first.disabled,
    webhookUrl: first.webhookUrl,
    subject,
    text: first.channel === "webhook" && digest ? `${subject}\n\n${text}` : text,
    messageId: `<countersign-notification-${key}@${host}>`,
    idempotencyKey: `countersign-notification-${key}`,
  };
}

/** One notification's content: the rows notify() wrote for one event share it. */
const contentKey = (r: TClaimedRow) => JSON.stringify([r.kind, r.subject, r.title, r.body, r.link]);

const hash = (s: string) => createHash("sha256").update(s).digest("hex");

/** The first row's id and a hash of them all: the same rows give the same key, other rows another. */
function digestKey(rows: TClaimedRow[]): string {
  return `d${rows[0]!.id}-${hash(rows.map((r) => r.id).join(",")).slice(0, 12)}`;
}
