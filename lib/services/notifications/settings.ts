import "server-only";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { recordAudit } from "@/lib/db/audit";
import { readNotificationSettingRows, saveNotificationSettingRows } from "@/lib/db/notification-settings";
import { AppError } from "@/lib/errors/app-error";
import type { TSaveNotificationSettingsInput } from "@/lib/domain/notifications/settings-input";
import {
  defaultMode,
  maskWebhookUrl,
  subscriptionMatrix,
  visibleKinds,
  type TNotificationSettingsView,
} from "@/lib/domain/notifications/subscriptions";
import type { TActor } from "../actor";

// The user's own notification settings page (docs/notifications.md#settings-page-and-bell).

type TRolesActor = TActor & { user: { roles: readonly TRole[] } };

/** The matrix of the kinds the user may see, and the webhook URL masked: the whole URL stays on the server. */
export async function readNotificationSettings(user: {
  id: string;
  roles: readonly TRole[];
}): Promise<TNotificationSettingsView> {
  const { subscriptions, webhookUrl } = await readNotificationSettingRows(user.id);
  return {
    rows: subscriptionMatrix(user.roles, subscriptions),
    webhookUrlMasked: webhookUrl ? maskWebhookUrl(webhookUrl) : null,
  };
}

/**
 * Saves the actor's choices. A kind whose subject their roles do not show is refused (and the refusal
 * audited): the page never offers one, so only a forged request sends it. Choices equal to the role default
 * are stored as no choice, so "default" keeps following the roles. The URL itself is never audited.
 */
export async function saveNotificationSettings(
  input: TSaveNotificationSettingsInput,
  actor: TRolesActor,
): Promise<TNotificationSettingsView> {
  const { roles } = actor.user;
  const visible = new Set(visibleKinds(roles));
  const changed = input.choices.filter((c) => c.mode !== defaultMode(c.kind, c.channel, roles));
  const webhook = input.webhookUrl === undefined ? "kept" : input.webhookUrl === "" ? "removed" : "set";
  const audit = {
    action: "notifications.settings.save",
    actor: actor.user,
    target: `user:${actor.user.id}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail: { choices: changed.map((c) => `${c.kind}/${c.channel}=${c.mode}`), webhook },
  };
  const hidden = input.choices.find((c) => !visible.has(c.kind));
  if (hidden) {
    await recordAudit({ ...audit, outcome: "denied", detail: { kind: hidden.kind } });
    throw new AppError("forbidden", "Your roles do not show what this notification is about.");
  }
  const webhookUrl = input.webhookUrl === undefined ? undefined : input.webhookUrl || null;
  await saveNotificationSettingRows(
    actor.user.id,
    { choices: changed, webhookUrl },
    {
      ...audit,
      outcome: "success",
    },
  );
  return readNotificationSettings(actor.user);
}
