import "server-only";
import { findUserMfa } from "@/lib/db/user-mfa";

/** Whether the user's second factor is confirmed (not merely started). */
export async function hasConfirmedMfa(userId: string): Promise<boolean> {
  return !!(await findUserMfa(userId))?.confirmedAt;
}
