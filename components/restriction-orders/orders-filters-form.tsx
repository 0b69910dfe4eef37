"use client";

import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ORDER_STATUSES, SORT_WORDS, STATUS_WORDS, type TSortKey } from "@/lib/schemas/restriction-orders";
import { PAGE_SIZES, type TRestrictionOrderQuery } from "@/lib/schemas/restriction-order-url";
import { withParams } from "./orders-url";

const selectClassName = "h-8 rounded-md border border-input bg-background px-2 text-sm";

/**
 * Applying builds a new query from the form and starts again at page 1 (a new filter or order makes the
 * old page number meaningless). Defaults are left out of the URL so a plain link stays plain. The parent
 * remounts this form when the URL changes, so back and forward also reset what it shows.
 */
export function OrdersFiltersForm({
  parsed,
  onApply,
}: {
  parsed: TRestrictionOrderQuery;
  onApply: (query: string) => void;
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (key: string) => String(form.get(key) ?? "");
    const sort = value("sort");
    const dir = value("dir");
    const size = value("size");
    onApply(
      withParams("", {
        status: value("status") || null,
        sort: sort === "date" ? null : sort,
        dir: dir === "desc" ? null : dir,
        size: size === "20" ? null : size,
      }),
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3"
      aria-label="Filter restriction orders"
    >
      <Field label="Status">
        <select name="status" defaultValue={parsed.status ?? ""} className={selectClassName}>
          <option value="">Any</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s} — {STATUS_WORDS[s]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Sort by">
        <select name="sort" defaultValue={parsed.sort} className={selectClassName}>
          {(Object.keys(SORT_WORDS) as TSortKey[]).map((k) => (
            <option key={k} value={k}>
              {SORT_WORDS[k]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Direction">
        <select name="dir" defaultValue={parsed.dir} className={selectClassName}>
          <option value="desc">Descending</option>
          <option value="asc">Ascending</option>
        </select>
      </Field>
      <Field label="Per page">
        <select name="size" defaultValue={String(parsed.size)} className={selectClassName}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit" variant="secondary">
        Apply
      </Button>
      <Button type="button" variant="ghost" onClick={() => onApply("")}>
        Reset
      </Button>
    </form>
  );
}
