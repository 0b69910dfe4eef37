"use client";

import { Field } from "@/components/ui/field";
import { FilterBar, FilterSelect, formText, toLocalInput, useHydrated } from "@/components/ui/filter-bar";
import { Input } from "@/components/ui/input";
import { DRAFT_KINDS, DRAFT_STATES } from "@/lib/domain/initiation/drafts-list";
import { DRAFT_KIND_WORDS, DRAFT_STATE_WORDS } from "@/lib/domain/initiation/draft-state-words";
import { withParams } from "./drafts-url";

/** One tab's filters; applying keeps the tab and the page size and drops the cursor (back to the newest). */
export function DraftFiltersForm({ query, onApply }: { query: string; onApply: (query: string) => void }) {
  const params = new URLSearchParams(query);
  const value = (key: string) => params.get(key) ?? "";
  // The server does not know the reader's zone: the date inputs get their local value after hydration.
  const hydrated = useHydrated();
  const local = (key: string) => (hydrated ? toLocalInput(value(key)) : "");
  const kept = { tab: value("tab") || null, limit: value("limit") || null };

  function apply(form: FormData) {
    const text = (key: string) => formText(form, key);
    const date = (key: string) => (text(key) ? new Date(text(key)!).toISOString() : null);
    onApply(
      withParams("", {
        ...kept,
        state: text("state"),
        kind: text("kind"),
        from: date("from"),
        to: date("to"),
      }),
    );
  }

  return (
    <FilterBar label="Filter drafts" onApply={apply} onClear={() => onApply(withParams("", kept))}>
      <Field label="State">
        <FilterSelect name="state" value={value("state")} className="w-48">
          {DRAFT_STATES.map((s) => (
            <option key={s} value={s}>
              {DRAFT_STATE_WORDS[s]}
            </option>
          ))}
        </FilterSelect>
      </Field>
      <Field label="Kind">
        <FilterSelect name="kind" value={value("kind")}>
          {DRAFT_KINDS.map((k) => (
            <option key={k} value={k}>
              {DRAFT_KIND_WORDS[k]}
            </option>
          ))}
        </FilterSelect>
      </Field>
      <Field label="Made from (your time)">
        <Input
          key={`from-${hydrated}`}
          name="from"
          type="datetime-local"
          step={1}
          defaultValue={local("from")}
        />
      </Field>
      <Field label="Made before (your time)">
        <Input key={`to-${hydrated}`} name="to" type="datetime-local" step={1} defaultValue={local("to")} />
      </Field>
    </FilterBar>
  );
}
