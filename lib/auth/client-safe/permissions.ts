import type { TRole } from "./roles";

// The one permission table. The sidebar, the page guards, the action guards and the route guards all read
// it, and permissions.test.ts walks every row. Roles follow the README's role table: a manager reads
// everything that is monitoring (payments, ledger, liquidity, events, audit) but works no operational queue.

const ALL: readonly TRole[] = ["finance_ops", "compliance", "manager", "admin"];

export const PERMISSIONS = {
  "overview.view": ALL,
  // Ending one's own sessions everywhere ("Sign out everywhere" in the user menu).
  "account.sessions": ALL,
  // Choosing one's own notifications (docs/notifications.md) and reading one's own bell.
  "account.notifications": ALL,
  "payments.view": ALL,
  "approvals.view": ["finance_ops"],
  "payments.approve": ["finance_ops"],
  "instant.view": ["finance_ops"],
  "instant.decide": ["finance_ops"],
  "cancellations.view": ["finance_ops"],
  "cancellations.respond": ["finance_ops"],
  "liquidity.view": ["manager", "finance_ops"],
  // Moving money between settlement accounts is an operational act: ops do it, managers watch it.
  "liquidity.transfer": ["finance_ops"],
  "ledger.view": ["finance_ops", "compliance", "manager"],
  "ledger.post": ["finance_ops"],
  "ledger.close_account": ["finance_ops"],
  "restrictions.view": ["compliance"],
  "restrictions.decide": ["compliance"],
  "events.view": ["admin", "manager"],
  // Applying a stored delivery again changes read models: the operators of the intake do it, managers watch.
  "events.reapply": ["admin"],
  "audit.view": ["admin", "manager", "compliance"],
  "settings.view": ["admin"],
  "users.manage": ["admin"],
  "rules.manage": ["admin"],
  // Payment initiation (docs/initiation.md): ops prepare and approve one another's drafts (never their own:
  // the services enforce it), managers watch them; admins set the approval policy and ordering accounts.
  "drafts.view": ["finance_ops", "manager"],
  "payments.create": ["finance_ops"],
  "drafts.approve": ["finance_ops"],
  "policies.manage": ["admin"],
  // The System page (docs/observability.md): the platform's health as Countersign sees it, the instances,
  // the webhook flow and the notification outbox. Admins run it, managers watch it.
  "system.view": ["admin", "manager"],
  // Service-level times per queue (docs/deadlines.md).
  "deadlines.manage": ["admin"],
} as const satisfies Record<string, readonly TRole[]>;

export type TPermission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as TPermission[];

export function can(roles: readonly TRole[], permission: TPermission): boolean {
  const allowed: readonly TRole[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}
