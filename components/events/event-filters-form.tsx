"use client";

import { Field } from "@/components/ui/field";
import { FilterBar, FilterSelect, formText, toLocalInput, useHydrated } from "@/components/ui/filter-bar";
import { Input } from "@/components/ui/input";
import { DELIVERY_KINDS, PROCESSING_STATES, REJECTION_REASONS } from "@/lib/domain/events/filters";
import { kindLabel, REJECTION_SENTENCES } from "./delivery-wording";
import { withParams } from "./events-url";

/** The deliveries' filters; applying drops the cursor, so a new filter starts at the newest row. */
export function EventFiltersForm({ query, onApply }: { query: string; onApply: (query: string) => void }) {
  const params = new URLSearchParams(query);
  const value = (key: string) => params.get(key) ?? "";
  // The server does not know the reader's zone: the date inputs get their local value after hydration.
  const hydrated = useHydrated();
  const local = (key: string) => (hydrated ? toLocalInput(value(key)) : "");
  const limit = value("limit") || null;

  function apply(form: FormData) {
    const text = (key: string) => formText(form, key);
    const date = (key: string) => (text(key) ? new Date(text(key)!).toISOString() : null);
    onApply(
      withParams("", {
        limit,
        kind: text("kind"),
        verified: text("verified"),
        reason: text("reason"),
        processing: text("processing"),
        from: date("from"),
        to: date("to"),
      }),
    );
  }

  return (
    <FilterBar label="Filter deliveries" onApply={apply} onClear={() => onApply(withParams("", { limit }))}>
      <Field label="Kind">
        <FilterSelect name="kind" value={value("kind")} className="w-44">
          {DELIVERY_KINDS.map((k) => (
            <option key={k} value={k}>
              {kindLabel(k)}
            </option>
          ))}
        </FilterSelect>
      </Field>
      <Field label="Verified">
        <FilterSelect name="verified" value={value("verified")}>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </FilterSelect>
      </Field>
      <Field label="Rejection reason">
        <FilterSelect name="reason" value={value("reason")} className="w-60">
          {REJECTION_REASONS.map((r) => (
            <option key={r} value={r}>
              {REJECTION_SENTENCES[r]}
            </option>
          ))}
        </FilterSelect>
      </Field>
      <Field label="Processing">
        <FilterSelect name="processing" value={value("processing")}>
          {PROCESSING_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </FilterSelect>
      </Field>
      <Field label="Received from (your time)">
        <Input
          key={`from-${hydrated}`}
          name="from"
          type="datetime-local"
          step={1}
          defaultValue={local("from")}
        />
      </Field>
      <Field label="Received before (your time)">
        <Input key={`to-${hydrated}`} name="to" type="datetime-local" step={1} defaultValue={local("to")} />
      </Field>
    </FilterBar>
  );
}
