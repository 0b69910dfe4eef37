import type { TOrderRow } from "@/lib/domain/restriction-orders/types";

export type TListDecideGate = { ok: true } | { ok: false; title: string; description: string };

/**
 * Whether c / r on a list row may open a decision dialog, and if not, why, in words for a toast. The same
 * rules as the order's page (decide-panel.tsx): only an UNPROCESSED order, not while a decision is being
 * sent, only for someone who may decide. The server checks all of it again; this only spares a dialog.
 */
export function listDecideGate(row: TOrderRow, canDecide: boolean): TListDecideGate {
  if (!canDecide) {
    return {
      ok: false,
      title: "You can read restriction orders, not decide them",
      description: "Deciding needs the compliance role.",
    };
  }
  if (row.status !== "UNPROCESSED") {
    return {
      ok: false,
      title: `Order ${row.docId} is already ${row.status}`,
      description: "It takes no further decision: nothing was sent.",
    };
  }
  if (row.decision?.state === "pending") {
    return {
      ok: false,
      title: `Order ${row.docId} is being decided`,
      description: `A decision by ${row.decision.userEmail} is being sent; the row shows its answer.`,
    };
  }
  return { ok: true };
}
