import { can } from "@/lib/auth/client-safe/permissions";
import type { TRole } from "@/lib/auth/client-safe/roles";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type TNotificationChannel,
  type TNotificationKind,
  type TNotificationMode,
} from "./kinds";

// Client-safe. What a user receives, per kind and channel: their own choice where they made one, the role
// default otherwise (docs/notifications.md#kinds-recipients-and-defaults). The same rule as lib/db/notify.ts
// applies in SQL at fan-out; lib/services/notifications/defaults-parity.test.ts holds the two together.

export const isNotificationKind = (value: string): value is TNotificationKind =>
  Object.hasOwn(NOTIFICATION_KINDS, value);

/** The kinds a user may hear of: those whose subject their roles may see. */
export function visibleKinds(roles: readonly TRole[]): TNotificationKind[] {
  return NOTIFICATION_KIND_NAMES.filter((kind) => can(roles, NOTIFICATION_KINDS[kind].permission));
}

/** In-app and e-mail are immediate for the kind's default roles, off for the rest; the webhook is opt-in. */
export function defaultMode(
  kind: TNotificationKind,
  channel: TNotificationChannel,
  roles: readonly TRole[],
): TNotificationMode {
  if (channel === "webhook") return "off";
  const defaults: readonly TRole[] = NOTIFICATION_KINDS[kind].defaultRoles;
  return roles.some((role) => defaults.includes(role)) ? "immediate" : "off";
}

/** The modes a channel offers: in-app is the bell, shown at once or not at all. */
export const channelModes = (channel: TNotificationChannel): readonly TNotificationMode[] =>
  channel === "in_app" ? ["immediate", "off"] : ["immediate", "digest", "off"];

export type TSubscriptionCell = { mode: TNotificationMode; defaultMode: TNotificationMode };
export type TSubscriptionRow = { kind: TNotificationKind; label: string } & Record<
  TNotificationChannel,
  TSubscriptionCell
>;

export type TNotificationSettingsView = {
  rows: TSubscriptionRow[];
  /** The incoming-webhook URL, masked (a secret: never sent to the browser whole), or null when none. */
  webhookUrlMasked: string | null;
};

type TChoice = { kind: string; channel: string; mode: string };

/** Defaults merged with the user's own rows, over the kinds they may see (a stale row of another kind is ignored). */
export function subscriptionMatrix(roles: readonly TRole[], own: readonly TChoice[]): TSubscriptionRow[] {
  const chosen = new Map(own.map((c) => [`${c.kind}/${c.channel}`, c.mode]));
  return visibleKinds(roles).map((kind) => {
    const cell = (channel: TNotificationChannel): TSubscriptionCell => {
      const fallback = defaultMode(kind, channel, roles);
      let mode = chosen.get(`${kind}/${channel}`);
      // notify() treats any in-app mode but `off` as on: a stored in-app `digest` shows as what it does.
      if (channel === "in_app" && mode === "digest") mode = "immediate";
      const valid = mode !== undefined && (channelModes(channel) as readonly string[]).includes(mode);
      return { mode: valid ? (mode as TNotificationMode) : fallback, defaultMode: fallback };
    };
    const [inApp, email, webhook] = NOTIFICATION_CHANNELS.map(cell);
    return { kind, label: NOTIFICATION_KINDS[kind].label, in_app: inApp!, email: email!, webhook: webhook! };
  });
}

/** "https://hooks.slack.com/…a1b2": enough to recognise one's own URL, never enough to post to it. */
export function maskWebhookUrl(url: string): string {
  let host = "";
  try {
    host = new URL(url).host;
  } catch {
    // A stored value that is not a URL any more is shown without its host, still masked.
  }
  return `https://${host}/…${url.slice(-4)}`;
}
