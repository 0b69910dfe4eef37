"use client";

import { Field } from "@/components/ui/field";
import { FilterBar, FilterSelect, formText } from "@/components/ui/filter-bar";
import { CANCELLATION_STATUSES, SCHEME_WORDS, statusWords } from "@/lib/domain/cancellations/words";
import { RISK_FILTER } from "@/lib/domain/deadlines/deadlines";
import { SCHEMES } from "@/lib/domain/payments/payments";
import { withParams } from "./cancellations-url";

/** The inbox's filters; applying drops the cursor, so a new filter starts at the newest row. */
export function CancellationFiltersForm({
  query,
  onApply,
}: {
  query: string;
  onApply: (query: string) => void;
}) {
  const params = new URLSearchParams(query);
  const value = (key: string) => params.get(key) ?? "";
  const limit = value("limit") || null;

  function apply(form: FormData) {
    onApply(
      withParams("", {
        limit,
        status: formText(form, "status"),
        direction: formText(form, "direction"),
        scheme: formText(form, "scheme"),
        awaiting: form.get("awaiting") ? "yes" : null,
        risk: form.get("risk") ? RISK_FILTER : null,
      }),
    );
  }

  return (
    <FilterBar
      label="Filter cancellation requests"
      onApply={apply}
      onClear={() => onApply(withParams("", { limit }))}
    >
      <Field label="Status">
        <FilterSelect name="status" value={value("status")} className="w-72">
          {CANCELLATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s} — {statusWords(s)}
            </option>
          ))}
        </FilterSelect>
      </Field>
      <Field label="Direction">
        <FilterSelect name="direction" value={value("direction")}>
          <option value="INBOUND">Inbound (asked of us)</option>
          <option value="OUTBOUND">Outbound (we asked)</option>
        </FilterSelect>
      </Field>
      <Field label="Scheme">
        <FilterSelect name="scheme" value={value("scheme")}>
          {SCHEMES.map((s) => (
            <option key={s} value={s}>
              {SCHEME_WORDS[s]}
            </option>
          ))}
        </FilterSelect>
      </Field>
      <label className="flex h-8 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="awaiting"
          defaultChecked={value("awaiting") === "yes"}
          className="size-4"
        />
        Awaiting our answer
      </label>
      <label className="flex h-8 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="risk"
          defaultChecked={value("risk") === RISK_FILTER}
          className="size-4"
        />
        At risk of its deadline
      </label>
    </FilterBar>
  );
}
