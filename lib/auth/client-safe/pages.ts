import type { TPermission } from "./permissions";

// The pages of product.md, in sidebar order. `built: false` pages show an honest "not available yet" state
// (and are still guarded), so the sidebar already reflects each role's real reach.

export type TPage = {
  href: string;
  label: string;
  permission: TPermission;
  built: boolean;
  /** What the page will do, shown while it is not available yet. */
  summary: string;
};

export const PAGES: readonly TPage[] = [
  {
    href: "/",
    label: "Overview",
    permission: "overview.view",
    built: true,
    summary: "Counts that need action now and active alerts, live.",
  },
  {
    href: "/approvals",
    label: "Approvals",
    permission: "approvals.view",
    built: true,
    summary: "The TO_SIGN queue: approve outbound payments one by one or in bulk.",
  },
  {
    href: "/instant",
    label: "Instant confirmations",
    permission: "instant.view",
    built: true,
    summary: "Inbound SEPA Instant payments awaiting confirmation within 5 seconds.",
  },
  {
    href: "/cancellations",
    label: "Cancellations",
    permission: "cancellations.view",
    built: true,
    summary: "Inbound and outbound cancellation requests and their answers.",
  },
  {
    href: "/payments",
    label: "Payments",
    permission: "payments.view",
    built: true,
    summary: "Search every payment, export matches, follow a payment's timeline.",
  },
  {
    href: "/liquidity",
    label: "Liquidity",
    permission: "liquidity.view",
    built: true,
    summary: "Transfers between settlement accounts, totals and holding alerts.",
  },
  {
    href: "/ledger",
    label: "Ledger",
    permission: "ledger.view",
    built: true,
    summary: "Accounts, balances and transactions; post and close.",
  },
  {
    href: "/restriction-orders",
    label: "Restriction orders",
    permission: "restrictions.view",
    built: true,
    summary: "Review block orders and confirm or reject them.",
  },
  {
    href: "/events",
    label: "Events",
    permission: "events.view",
    built: true,
    summary: "Every webhook delivery received, verified or not, and why.",
  },
  {
    href: "/audit",
    label: "Audit",
    permission: "audit.view",
    built: true,
    summary: "Every action by a user: who, when, what, outcome.",
  },
  {
    href: "/settings",
    label: "Settings",
    permission: "settings.view",
    built: true,
    summary: "Users and roles, tenant features, webhook keys, confirmation rules.",
  },
];

export function pageByHref(href: string): TPage {
  const page = PAGES.find((p) => p.href === href);
  if (!page) throw new Error(`No page ${href} in lib/auth/client-safe/pages.ts`);
  return page;
}
