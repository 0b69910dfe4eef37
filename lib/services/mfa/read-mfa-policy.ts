import "server-only";
import type { TMfaPolicy } from "@/lib/auth/client-safe/mfa-policy";
import { readMfaPolicy } from "@/lib/db/mfa-policy";

/** The policy as Settings shows it; `updatedBy` null while the default applies. */
export async function currentMfaPolicy(): Promise<{ policy: TMfaPolicy; updatedBy: string | null }> {
  const { policy, updatedBy } = await readMfaPolicy();
  return { policy, updatedBy };
}
