import {
  columnSpecs,
  type TColumnId,
  type TColumnPriority,
  type TTableId,
} from "@/lib/domain/shared/table-columns";

// The column model of a table whose columns a person may choose (lib/domain/shared/table-columns.ts lists them).
// A column shows when the person has not hidden it and its table is wide enough for its priority: the table
// container is a CSS container (COLUMNS_CONTAINER), and each cell carries the class of its priority, so the
// browser hides the least important columns first as the table narrows, with no measuring in JavaScript.

/** Put on the table's scroll container (the `Table`'s containerClassName). */
export const COLUMNS_CONTAINER = "@container";

// The container width from which each priority shows (Tailwind's @container sizes: 3xl 48rem, 6xl 72rem,
// 7xl 80rem). Written out whole so that Tailwind finds every class in the source.
const FIT: Record<TColumnPriority, string> = {
  1: "",
  2: "hidden @3xl:table-cell",
  3: "hidden @6xl:table-cell",
  4: "hidden @7xl:table-cell",
  5: "hidden @min-[96rem]:table-cell",
};

export type TColumn<T extends TTableId> = {
  id: TColumnId<T>;
  header: string;
  /** Always shown: the chooser cannot hide it, nor can a narrow table. */
  key: boolean;
  /** The class that hides the column's cells while the table is too narrow for it ("" for a key column). */
  fit: string;
};

/** Every column of `table`, in display order. */
export function tableColumns<T extends TTableId>(table: T): TColumn<T>[] {
  return columnSpecs(table).map((c) => ({
    id: c.id,
    header: c.header,
    key: c.priority === 1,
    fit: FIT[c.priority],
  }));
}

/** The columns to render: all but those the person hid (a key column is never hidden). */
export function shownColumns<T extends TTableId>(
  columns: TColumn<T>[],
  hidden: readonly string[],
): TColumn<T>[] {
  return columns.filter((c) => c.key || !hidden.includes(c.id));
}

/** The next choice after turning one column on or off. */
export function toggleHidden(hidden: readonly string[], id: string, show: boolean): string[] {
  return show ? hidden.filter((h) => h !== id) : [...hidden.filter((h) => h !== id), id];
}
