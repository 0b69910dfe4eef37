import "server-only";
import { readSlas } from "@/lib/db/deadline-slas";
import type { TSla } from "@/lib/domain/deadlines/deadlines";

/** Every queue's service level as the Deadlines settings page shows it. */
export function currentSlas(): Promise<TSla[]> {
  return readSlas();
}
