"use client";

import { Field } from "@/components/ui/field";
import { FilterBar, FilterSelect, formText } from "@/components/ui/filter-bar";
import { FilterChoice, FilterTimeRange, formInstant } from "@/components/ui/filter-fields";
import { DELIVERY_KINDS, PROCESSING_STATES, REJECTION_REASONS } from "@/lib/domain/events/filters";
import { kindLabel, REJECTION_SENTENCES } from "./delivery-wording";
import { withParams } from "./events-url";

/** The deliveries' filters; applying drops the cursor, so a new filter starts at the newest row. */
export function EventFiltersForm({ query, onApply }: { query: string; onApply: (query: string) => void }) {
  const params = new URLSearchParams(query);
  const value = (key: string) => params.get(key) ?? "";
  const limit = value("limit") || null;

  function apply(form: FormData) {
    const text = (key: string) => formText(form, key);
    onApply(
      withParams("", {
        limit,
        kind: text("kind"),
        verified: text("verified"),
        reason: text("reason"),
        processing: text("processing"),
        from: formInstant(form, "from"),
        to: formInstant(form, "to"),
      }),
    );
  }

  return (
    <FilterBar label="Filter deliveries" onApply={apply} onClear={() => onApply(withParams("", { limit }))}>
      <FilterChoice
        label="Kind"
        name="kind"
        value={value("kind")}
        options={DELIVERY_KINDS}
        wordsOf={kindLabel}
        className="w-44"
      />
      <Field label="Verified">
        <FilterSelect name="verified" value={value("verified")}>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </FilterSelect>
      </Field>
      <FilterChoice
        label="Rejection reason"
        name="reason"
        value={value("reason")}
        options={REJECTION_REASONS}
        wordsOf={(r) => REJECTION_SENTENCES[r]}
        className="w-60"
      />
      <FilterChoice
        label="Processing"
        name="processing"
        value={value("processing")}
        options={PROCESSING_STATES}
        wordsOf={(s) => s}
      />
      <FilterTimeRange
        params={params}
        labels={["Received from (your time)", "Received before (your time)"]}
      />
    </FilterBar>
  );
}
