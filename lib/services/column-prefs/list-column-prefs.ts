import "server-only";
import { listColumnPrefRows } from "@/lib/db/column-prefs";
import { hiddenColumnsProblem, TABLE_IDS, type TColumnPrefs } from "@/lib/domain/shared/table-columns";

/**
 * The user's hidden columns per table, for the first render. A stored choice that no longer fits the
 * tables (a column renamed, or made key, since it was saved) is left out rather than failing the page.
 */
export async function listColumnPrefs(userId: string): Promise<TColumnPrefs> {
  const prefs: Record<string, string[]> = {};
  for (const row of await listColumnPrefRows(userId)) {
    const table = TABLE_IDS.find((t) => t === row.tableId);
    if (table) prefs[table] = row.hidden.filter((id) => hiddenColumnsProblem(table, [id]) === null);
  }
  return prefs as TColumnPrefs;
}
