import "server-only";
import type { TCurrentUser } from "./current-user";
import { PAGES, type TPage } from "./client-safe/pages";
import { can } from "./client-safe/permissions";

/** The pages this user's roles reach, from the same table the guards read. */
export function navigationFor(user: TCurrentUser): TPage[] {
  return PAGES.filter((page) => can(user.roles, page.permission));
}
