import { isRole, type TRole } from "./roles";

/**
 * Reads roles from an OIDC profile. `claim` may be a dotted path, because identity providers nest them
 * (Keycloak: `realm_access.roles`); the value may be one string, a space/comma separated string, or a list.
 * Without a map, claim values that equal a role name are taken as is; with a map, only mapped values count.
 */
export function rolesFromClaims(
  profile: Record<string, unknown>,
  claim: string,
  map?: Record<string, TRole>,
): TRole[] {
  let value: unknown = profile;
  for (const key of claim.split(".")) {
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  }
  const raw = Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string")
    : typeof value === "string"
      ? value.split(/[\s,]+/).filter(Boolean)
      : [];
  const roles = raw.map((v) => (map ? map[v] : isRole(v) ? v : undefined)).filter(isRole);
  return [...new Set(roles)];
}
