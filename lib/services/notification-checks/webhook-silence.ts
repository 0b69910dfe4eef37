import "server-only";
import { db } from "@/lib/db/client";
import { claimCheck } from "@/lib/db/notification-checks";
import { notify } from "@/lib/db/notify";
import { silenceFacts } from "@/lib/db/webhook-silence";

// webhooks_failing, the silent kind (docs/notifications.md#producers). The rule: no verified delivery has
// arrived for WEBHOOK_SILENCE_MINUTES although, in those minutes, Countersign made at least one platform
// write that the platform answers with a webhook (lib/db/webhook-silence.ts) and that write is more than
// GRACE_MS old. Quiet hours with nothing sent tell nobody. Told once per silence: the subject is the
// silence's start (the last verified delivery), so the next delivery ends it and a later silence is new.

export const SILENCE_CHECK_MS = 60_000;
/** How long a write's webhook may take before its absence counts. */
const GRACE_MS = 60_000;

/** One check, if this instance claims it; true when it told someone. */
export async function checkWebhookSilence(silenceMinutes: number): Promise<boolean> {
  if (!(await claimCheck("webhook_silence", SILENCE_CHECK_MS))) return false;
  const windowMs = silenceMinutes * 60_000;
  return db.$transaction(async (tx) => {
    const facts = await silenceFacts(tx, windowMs, GRACE_MS);
    if (!facts.silent || facts.writes === 0 || !facts.firstWriteAt) return false;
    const since = facts.lastVerifiedAt;
    const start = since ? since.toISOString() : "never";
    const told = await notify(tx, {
      kind: "webhooks_failing",
      subject: `silence:${start}`,
      title: `No webhook has arrived for ${silenceMinutes} minutes`,
      body:
        `${since ? `The last verified delivery arrived at ${start}` : "No verified delivery has ever arrived"}, ` +
        `yet Countersign made ${facts.writes} platform write(s) since ${facts.firstWriteAt.toISOString()} ` +
        "whose webhooks are missing. Check the webhook URL and keys at the platform.",
      link: "/events",
    });
    return told > 0;
  });
}
