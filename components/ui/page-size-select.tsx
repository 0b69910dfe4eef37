"use client";

import { Label } from "@/components/ui/label";

export type TPageSize = {
  /** The select's id, unique on the page (its label points at it). */
  id: string;
  /** The size in view, as the URL has it. */
  value: string;
  /** The sizes offered; one typed into the URL that is not among them is offered too, in order. */
  sizes: readonly number[];
  onChange: (size: string) => void;
};

/** "Rows per page", at the end of a pager's row. */
export function PageSizeSelect({ id, value, sizes, onChange }: TPageSize) {
  const offered = [...new Set([...sizes.map(String), value])].sort((a, b) => Number(a) - Number(b));
  return (
    <span className="ml-auto flex items-center gap-2">
      <Label htmlFor={id}>Rows per page</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-8 rounded-md border border-input bg-background px-2 text-sm"
      >
        {offered.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </span>
  );
}
