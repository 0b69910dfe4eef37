"use client";

import { Columns3 } from "lucide-react";
import type { TTableId } from "@/lib/domain/shared/table-columns";
import { Button } from "./button";
import type { TColumn } from "./columns";
import { toggleHidden } from "./columns";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu";

type TProps<T extends TTableId> = {
  /** The table's name, for the button's label: "Columns of Users". */
  label: string;
  columns: TColumn<T>[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
};

/**
 * Which columns a table shows. A menu of checkboxes (arrows move, Space or Enter toggles, Escape closes);
 * it stays open while the person toggles several. Key columns are listed, checked and cannot be turned
 * off.
 */
export function ColumnChooser<T extends TTableId>({ label, columns, hidden, onChange }: TProps<T>) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={`Columns of ${label}`}
          data-testid="column-chooser"
        >
          <Columns3 aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>Columns</DropdownMenuLabel>
        {columns.map((c) => (
          <DropdownMenuCheckboxItem
            key={c.id}
            checked={c.key || !hidden.includes(c.id)}
            disabled={c.key}
            // Listed so the person sees it is there for good; dimmed by words, not by contrast.
            className="data-disabled:opacity-100"
            onCheckedChange={(on) => onChange(toggleHidden(hidden, c.id, on === true))}
            onSelect={(event) => event.preventDefault()}
          >
            {c.header}
            {c.key ? <span className="ml-auto text-xs text-muted-foreground">always</span> : null}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="font-normal">
          When the table is narrow, the columns that matter least step aside first.
        </DropdownMenuLabel>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
