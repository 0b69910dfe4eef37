import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import {
  insertOrderingAccount,
  listAllOrderingAccounts,
  updateOrderingAccountActive,
} from "@/lib/db/ordering-accounts";
import type { TOrderingAccountRow } from "@/lib/domain/initiation/ordering-account-input";
import { AppError } from "@/lib/errors/app-error";
import type { TActor } from "../actor";

// The admin's ordering accounts (docs/initiation.md): added, deactivated and reactivated, never deleted (a
// draft keeps naming its account), each change audited in the transaction that makes it.

export async function listOrderingAccountRows(): Promise<TOrderingAccountRow[]> {
  const rows = await listAllOrderingAccounts();
  return rows.map((a) => ({ ...a, updatedAt: a.updatedAt.toISOString() }));
}

const auditOf = (actor: TActor, action: string) => ({
  action,
  actor: actor.user,
  requestId: actor.requestId,
  ip: actor.ip,
});

/** `input` as ZAddOrderingAccountInput parsed it (normalised IBAN and BIC). A known IBAN is a field message. */
export async function addOrderingAccount(
  input: { name: string; iban: string; bic?: string | undefined },
  actor: TActor,
): Promise<{ id: string }> {
  const row = { iban: input.iban, bic: input.bic ?? null, name: input.name, updatedBy: actor.user.email };
  const added = await db.$transaction(async (tx) => {
    const inserted = await insertOrderingAccount(tx, row);
    if (inserted) {
      const detail = { iban: row.iban, bic: row.bic, name: row.name };
      await recordAudit(
        {
          ...auditOf(actor, "ordering_accounts.add"),
          outcome: "success",
          target: `ordering_account:${inserted.id}`,
          detail,
        },
        tx,
      );
    }
    return inserted;
  });
  if (added) return added;
  await recordAudit({
    ...auditOf(actor, "ordering_accounts.add"),
    outcome: "failure",
    detail: { reason: "duplicate_iban", iban: row.iban },
  });
  const message = "This IBAN is an ordering account already: reactivate it in the list if it is inactive.";
  throw new AppError("invalid_input", message, { fieldErrors: { iban: message } });
}

export async function setOrderingAccountActive(
  input: { id: string; active: boolean },
  actor: TActor,
): Promise<{ active: boolean }> {
  const action = input.active ? "ordering_accounts.activate" : "ordering_accounts.deactivate";
  const updated = await db.$transaction(async (tx) => {
    const row = await updateOrderingAccountActive(tx, input.id, input.active, actor.user.email);
    if (row) {
      const detail = { iban: row.iban, name: row.name, wasActive: row.was };
      await recordAudit(
        { ...auditOf(actor, action), outcome: "success", target: `ordering_account:${input.id}`, detail },
        tx,
      );
    }
    return row;
  });
  if (!updated) throw new AppError("not_found", "No ordering account has this id: reload the page.");
  return { active: input.active };
}
