import "server-only";
import { recordAudit, type TAuditInput } from "./audit";
import { db } from "./client";

// A user's own notification choices and webhook URL, always read and written through the owner's id.

export async function readNotificationSettingRows(userId: string) {
  const [subscriptions, settings] = await Promise.all([
    db.notificationSubscription.findMany({
      where: { userId },
      select: { kind: true, channel: true, mode: true },
    }),
    db.notificationSetting.findUnique({ where: { userId }, select: { webhookUrl: true } }),
  ]);
  return { subscriptions, webhookUrl: settings?.webhookUrl ?? null };
}

export type TStoredChoice = { kind: string; channel: string; mode: string };

/**
 * Replaces the user's choices with `choices` (only those that differ from the default: no row is the
 * default, which then follows the user's roles), sets or clears the webhook URL when `webhookUrl` is given
 * (undefined keeps it), and writes the audit row, all in one transaction.
 */
export function saveNotificationSettingRows(
  userId: string,
  change: { choices: readonly TStoredChoice[]; webhookUrl?: string | null },
  audit: TAuditInput,
): Promise<void> {
  return db.$transaction(async (tx) => {
    await tx.notificationSubscription.deleteMany({ where: { userId } });
    if (change.choices.length) {
      await tx.notificationSubscription.createMany({
        data: change.choices.map((c) => ({ userId, kind: c.kind, channel: c.channel, mode: c.mode })),
      });
    }
    if (change.webhookUrl !== undefined) {
      const webhookUrl = change.webhookUrl;
      await tx.notificationSetting.upsert({
        where: { userId },
        create: { userId, webhookUrl },
        update: { webhookUrl, updatedAt: new Date() },
      });
    }
    await recordAudit(audit, tx);
  });
}
