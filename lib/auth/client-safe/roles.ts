// Client-safe: the navigation and the server guards both read these.

export const ROLES = ["finance_ops", "compliance", "manager", "admin"] as const;
export type TRole = (typeof ROLES)[number];

export const ROLE_LABELS: Record<TRole, string> = {
  finance_ops: "Finance ops",
  compliance: "Compliance",
  manager: "Manager",
  admin: "Admin",
};

export function isRole(value: unknown): value is TRole {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
