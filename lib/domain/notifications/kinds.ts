import type { TPermission } from "@/lib/auth/client-safe/permissions";
import type { TRole } from "@/lib/auth/client-safe/roles";

// Client-safe. The notification catalogue (docs/notifications.md): what Countersign speaks up about, who may
// hear of it (the permission that shows the subject), and who hears of it without having chosen (role
// defaults). A user's own choices (notification_subscriptions) override the defaults per kind and channel.

export const NOTIFICATION_CHANNELS = ["in_app", "email", "webhook"] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** `off` is an explicit unsubscribe; in-app is always immediate (the bell). */
export const NOTIFICATION_MODES = ["immediate", "digest", "off"] as const;
export type TNotificationMode = (typeof NOTIFICATION_MODES)[number];

type TKindSpec = {
  label: string;
  /** A recipient must hold it: nobody is told of what they may not see. */
  permission: TPermission;
  /** Roles subscribed by default (in-app and e-mail at once); the webhook channel is opt-in. */
  defaultRoles: readonly TRole[];
};

export const NOTIFICATION_KINDS = {
  approval_waiting: {
    label: "A payment or draft waits for my approval",
    permission: "approvals.view",
    defaultRoles: ["finance_ops"],
  },
  draft_decided: {
    label: "A draft of mine was approved, rejected or submitted",
    permission: "drafts.view",
    defaultRoles: ["finance_ops"],
  },
  cancellation_arrived: {
    label: "A cancellation request arrived",
    permission: "cancellations.view",
    defaultRoles: ["finance_ops"],
  },
  deadline_at_risk: {
    label: "A queue item is near its deadline",
    permission: "approvals.view",
    defaultRoles: ["finance_ops"],
  },
  instant_expiring: {
    label: "An Instant payment left to people is about to expire",
    permission: "instant.view",
    defaultRoles: ["finance_ops"],
  },
  restriction_order_arrived: {
    label: "A restriction order arrived",
    permission: "restrictions.view",
    defaultRoles: ["compliance"],
  },
  liquidity_rejected: {
    label: "A liquidity transfer was rejected",
    permission: "liquidity.view",
    defaultRoles: ["finance_ops", "manager"],
  },
  holding_breached: {
    label: "The holding amount was breached",
    permission: "liquidity.view",
    defaultRoles: ["finance_ops", "manager"],
  },
  webhooks_failing: {
    label: "Webhook verification is failing, or webhooks stopped arriving",
    permission: "events.view",
    defaultRoles: ["admin", "manager"],
  },
  platform_failing: {
    label: "The platform is failing (errors or latency over the threshold)",
    permission: "system.view",
    defaultRoles: ["admin", "manager"],
  },
  sign_in_lockout: {
    label: "An account was locked out after failed sign-ins",
    permission: "users.manage",
    defaultRoles: ["admin"],
  },
} as const satisfies Record<string, TKindSpec>;

export type TNotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as TNotificationKind[];

/** A notification as the bell and the settings page show it. */
export type TNotificationView = {
  id: string;
  kind: TNotificationKind;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  readAt: string | null;
};
