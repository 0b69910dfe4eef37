"use client";

import { useState } from "react";
import { violationTarget, type TPostingForm } from "@/lib/domain/ledger/transactions";

export type TRow = TPostingForm & { key: string };
export type TViolation = { field: string; message: string };

/**
 * Errors the server returned (the ledger's 400 violations, or the action's own field errors), kept by row
 * key rather than index: `postings.3.amount` names the fourth row as it was sent, and stays on that row
 * when rows above it are removed. A field's error goes when the field is edited.
 */
export function useServerErrors(rows: readonly TRow[]) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    errors,
    clear: (...keys: string[]) =>
      setErrors((e) => {
        if (!keys.some((k) => k in e)) return e;
        const next = { ...e };
        for (const k of keys) delete next[k];
        return next;
      }),
    reset: () => setErrors({}),
    /** Replaces the errors with these; returns those that name no field of the editor (for the summary). */
    place(violations: readonly TViolation[]): TViolation[] {
      const next: Record<string, string> = {};
      const unplaced: TViolation[] = [];
      for (const v of violations) {
        const target = violationTarget(v.field, rows.length);
        const key = !target
          ? null
          : target.at === "posting"
            ? `${rows[target.row]!.key}.${target.field ?? "_"}`
            : target.at;
        if (key === null) unplaced.push(v);
        else next[key] = next[key] ? `${next[key]}; ${v.message}` : v.message;
      }
      setErrors(next);
      return unplaced;
    },
  };
}
