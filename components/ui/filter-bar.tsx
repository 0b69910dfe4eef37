"use client";

import { useSyncExternalStore, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { cn } from "@/lib/utils/cn";
import { Button } from "./button";

export const filterSelectClassName = "h-8 rounded-md border border-input bg-background px-2 text-sm";

/**
 * A list's filters in one row: Apply hands the form's values to the area, which builds the new query
 * (dropping the cursor or page: a new filter starts at the top); Clear keeps only what is not a filter.
 * The page remounts the form when the URL changes, so back and forward also reset what it shows.
 */
export function FilterBar({
  label,
  onApply,
  onClear,
  clearLabel = "Clear",
  children,
}: {
  /** The form's accessible name ("Filter deliveries"). */
  label: string;
  onApply: (form: FormData) => void;
  onClear: () => void;
  clearLabel?: string;
  children: ReactNode;
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(new FormData(event.currentTarget));
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label={label}>
      {children}
      <Button type="submit" variant="secondary">
        Apply
      </Button>
      <Button type="button" variant="ghost" onClick={onClear}>
        {clearLabel}
      </Button>
    </form>
  );
}

/** A filter's trimmed text value, null when empty (so it stays out of the URL). */
export const formText = (form: FormData, key: string) => String(form.get(key) ?? "").trim() || null;

/**
 * A select whose first option, Any, sets no filter. `value` is where it starts (the URL's); Field hands it
 * the id and aria wiring, so every prop reaches the <select>.
 */
export function FilterSelect({
  value,
  children,
  className,
  ...props
}: ComponentProps<"select"> & { value: string; children: ReactNode }) {
  return (
    <select {...props} defaultValue={value} className={cn(filterSelectClassName, className)}>
      <option value="">Any</option>
      {children}
    </select>
  );
}

const noop = () => () => {};

/** False on the server and in the first render, true after hydration (the reader's zone is known then). */
export const useHydrated = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

/** An ISO time from the URL as a datetime-local input shows it, in the reader's zone; "" when not a time. */
export function toLocalInput(iso: string | null) {
  const d = new Date(iso ?? "");
  if (!iso || Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
