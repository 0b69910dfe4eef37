"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import type { TActionResult } from "@/lib/domain/shared/action-result";
import type { TColumnPrefs, TSaveHiddenColumnsInput, TTableId } from "@/lib/domain/shared/table-columns";
import { shownColumns, tableColumns } from "./columns";
import { useToast } from "./toast";

type TSave = (input: TSaveHiddenColumnsInput) => Promise<TActionResult<unknown>>;
type TContext = { prefs: TColumnPrefs; setHidden: (table: TTableId, hidden: string[]) => void };

const NONE: readonly string[] = [];

const ColumnPrefsContext = createContext<TContext | null>(null);

/**
 * The signed-in user's column choices, read by the dashboard layout with its first render (so a table
 * never shows a hidden column for a moment), and saved through `save` as the person changes them. A change
 * shows at once; a save that fails puts back the last saved choice and says so.
 */
export function ColumnPrefsProvider(props: { initial: TColumnPrefs; save: TSave; children: ReactNode }) {
  const { save } = props;
  const [prefs, setPrefs] = useState(props.initial);
  const saved = useRef(props.initial);
  const latest = useRef<Partial<Record<TTableId, string[]>>>({});
  // One save at a time, in order, so the last choice is the one that stays.
  const queue = useRef(Promise.resolve());
  const { toast } = useToast();

  const setHidden = useCallback(
    (table: TTableId, hidden: string[]) => {
      latest.current[table] = hidden;
      setPrefs((p) => ({ ...p, [table]: hidden }));
      queue.current = queue.current.then(async () => {
        const result = await save({ table, hidden }).catch(() => ({
          error: { message: "The connection failed. Try again." },
        }));
        if (!result.error) {
          saved.current = { ...saved.current, [table]: hidden };
          return;
        }
        if (latest.current[table] === hidden)
          setPrefs((p) => ({ ...p, [table]: saved.current[table] ?? [] }));
        toast({ tone: "error", title: "Your columns were not saved", description: result.error.message });
      });
    },
    [save, toast],
  );
  const value = useMemo(() => ({ prefs, setHidden }), [prefs, setHidden]);
  return <ColumnPrefsContext.Provider value={value}>{props.children}</ColumnPrefsContext.Provider>;
}

/**
 * A table's columns as the person chose them (`shown`, to render) and the props of its ColumnChooser.
 * Outside the provider (a component test) the choice lives in the component and is not saved.
 */
export function useTableColumns<T extends TTableId>(table: T) {
  const context = useContext(ColumnPrefsContext);
  const [local, setLocal] = useState<string[]>([]);
  const hidden: readonly string[] = context ? (context.prefs[table] ?? NONE) : local;
  const all = useMemo(() => tableColumns(table), [table]);
  const shown = useMemo(() => shownColumns(all, hidden), [all, hidden]);
  const setHidden = (next: string[]) => (context ? context.setHidden(table, next) : setLocal(next));
  return { shown, chooser: { columns: all, hidden, onChange: setHidden } };
}
