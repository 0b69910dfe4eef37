"use server";

import { guardAction } from "@/lib/auth/guard-action";
import {
  ZMarkAllNotificationsReadInput,
  ZMarkNotificationReadInput,
  ZSaveNotificationSettingsInput,
} from "@/lib/domain/notifications/settings-input";
import { markAllRead, markRead } from "@/lib/services/notifications/bell";
import { saveNotificationSettings } from "@/lib/services/notifications/settings";

// The user's own notifications (docs/notifications.md#settings-page-and-bell). The user is the session's
// (ctx), never one named in the input.

/** Save on the notification settings page: the whole matrix and, when changed, the webhook URL. */
export const saveNotificationSettingsAction = guardAction(
  "saveNotificationSettings",
  "account.notifications",
  ZSaveNotificationSettingsInput,
  (input, ctx) => saveNotificationSettings(input, ctx),
);

/** Opening or marking one entry of the bell. */
export const markNotificationReadAction = guardAction(
  "markNotificationRead",
  "account.notifications",
  ZMarkNotificationReadInput,
  (input, ctx) => markRead(input, ctx),
);

/** The bell's "Mark all read". */
export const markAllNotificationsReadAction = guardAction(
  "markAllNotificationsRead",
  "account.notifications",
  ZMarkAllNotificationsReadInput,
  (input, ctx) => markAllRead(input, ctx),
);
