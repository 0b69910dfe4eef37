"use client";

import { Field } from "@/components/ui/field";
import {
  FilterBar,
  FilterSelect,
  filterSelectClassName as selectClassName,
} from "@/components/ui/filter-bar";
import {
  ORDER_STATUSES,
  SORT_WORDS,
  STATUS_WORDS,
  type TSortKey,
} from "@/lib/domain/restriction-orders/restriction-orders";
import { PAGE_SIZES, type TRestrictionOrderQuery } from "@/lib/domain/restriction-orders/url";
import { withParams } from "./orders-url";

/**
 * Applying builds a new query from the form and starts again at page 1 (a new filter or order makes the
 * old page number meaningless). Defaults are left out of the URL so a plain link stays plain.
 */
export function OrdersFiltersForm({
  parsed,
  onApply,
}: {
  parsed: TRestrictionOrderQuery;
  onApply: (query: string) => void;
}) {
  function apply(form: FormData) {
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
    <FilterBar
      label="Filter restriction orders"
      onApply={apply}
      onClear={() => onApply("")}
      clearLabel="Reset"
    >
      <Field label="Status">
        <FilterSelect name="status" value={parsed.status ?? ""}>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s} — {STATUS_WORDS[s]}
            </option>
          ))}
        </FilterSelect>
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
    </FilterBar>
  );
}
