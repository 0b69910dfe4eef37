import type { TPermission } from "./permissions";

// The pages of docs/pages.md#pages-and-roles, in sidebar order, each with the permission its server guard
// checks.

export type TPage = {
  href: string;
  label: string;
  permission: TPermission;
};

export const PAGES: readonly TPage[] = [
  {
    href: "/",
    label: "Overview",
    permission: "overview.view",
  },
  {
    href: "/approvals",
    label: "Approvals",
    permission: "approvals.view",
  },
  {
    href: "/drafts",
    label: "Drafts",
    permission: "drafts.view",
  },
  {
    href: "/instant",
    label: "Instant confirmations",
    permission: "instant.view",
  },
  {
    href: "/cancellations",
    label: "Cancellations",
    permission: "cancellations.view",
  },
  {
    href: "/payments",
    label: "Payments",
    permission: "payments.view",
  },
  {
    href: "/liquidity",
    label: "Liquidity",
    permission: "liquidity.view",
  },
  {
    href: "/ledger",
    label: "Ledger",
    permission: "ledger.view",
  },
  {
    href: "/restriction-orders",
    label: "Restriction orders",
    permission: "restrictions.view",
  },
  {
    href: "/events",
    label: "Events",
    permission: "events.view",
  },
  {
    href: "/audit",
    label: "Audit",
    permission: "audit.view",
  },
  {
    href: "/system",
    label: "System",
    permission: "system.view",
  },
  {
    href: "/settings",
    label: "Settings",
    permission: "settings.view",
  },
];

/** The signed-in user's own pages, reached from the menu under their name rather than the sidebar. */
export const ACCOUNT_PAGES: readonly TPage[] = [
  { href: "/account/sessions", label: "Your sessions", permission: "account.sessions" },
  { href: "/account/notifications", label: "Notifications", permission: "account.notifications" },
];
