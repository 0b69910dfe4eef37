import "server-only";
import { can } from "@/lib/auth/client-safe/permissions";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { recordAudit } from "@/lib/db/audit";
import { saveColumnPrefRow } from "@/lib/db/column-prefs";
import { AppError } from "@/lib/errors/app-error";
import { hiddenColumnsProblem, TABLE_COLUMNS, type TTableId } from "@/lib/domain/shared/table-columns";
import type { TActor } from "../actor";

type TInput = { table: TTableId; hidden: string[] };
type TRolesActor = TActor & { user: { roles: readonly TRole[] } };

/**
 * Saves which columns of one table the actor hid. Always their own choice (the user id comes from the
 * session), only for a table their roles may see, and never a key column or one the table lacks: the
 * registry in lib/domain/shared/table-columns.ts has the last word here, whatever the browser sent.
 */
export async function saveHiddenColumns(input: TInput, actor: TRolesActor): Promise<TInput> {
  const { table } = input;
  const hidden = [...new Set(input.hidden)];
  const problem = hiddenColumnsProblem(table, hidden);
  if (problem) throw new AppError("invalid_input", problem, { fieldErrors: { hidden: problem } });
  const audit = {
    action: "column_prefs.save",
    actor: actor.user,
    target: `table:${table}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail: { table, hidden },
  };
  if (!can(actor.user.roles, TABLE_COLUMNS[table].permission)) {
    await recordAudit({ ...audit, outcome: "denied" });
    throw new AppError("forbidden", "Your roles do not show this table.");
  }
  await saveColumnPrefRow(
    { userId: actor.user.id, tableId: table, hidden },
    { ...audit, outcome: "success" },
  );
  return { table, hidden };
}
