"use client";

import { FilterBar, formText } from "@/components/ui/filter-bar";
import { FilterChoice, FilterTimeRange, formInstant } from "@/components/ui/filter-fields";
import { RISK_FILTER } from "@/lib/domain/deadlines/deadlines";
import { DRAFT_KINDS, DRAFT_STATES } from "@/lib/domain/initiation/drafts-list";
import { DRAFT_KIND_WORDS, DRAFT_STATE_WORDS } from "@/lib/domain/initiation/draft-state-words";
import { withParams } from "./drafts-url";

/** One tab's filters; applying keeps the tab and the page size and drops the cursor (back to the newest). */
export function DraftFiltersForm({ query, onApply }: { query: string; onApply: (query: string) => void }) {
  const params = new URLSearchParams(query);
  const value = (key: string) => params.get(key) ?? "";
  const kept = { tab: value("tab") || null, limit: value("limit") || null };

  function apply(form: FormData) {
    onApply(
      withParams("", {
        ...kept,
        state: formText(form, "state"),
        kind: formText(form, "kind"),
        risk: formText(form, "risk"),
        from: formInstant(form, "from"),
        to: formInstant(form, "to"),
      }),
    );
  }

  return (
    <FilterBar label="Filter drafts" onApply={apply} onClear={() => onApply(withParams("", kept))}>
      <FilterChoice
        label="State"
        name="state"
        value={value("state")}
        options={DRAFT_STATES}
        wordsOf={(s) => DRAFT_STATE_WORDS[s]}
        className="w-48"
      />
      <FilterChoice
        label="Kind"
        name="kind"
        value={value("kind")}
        options={DRAFT_KINDS}
        wordsOf={(k) => DRAFT_KIND_WORDS[k]}
      />
      <FilterChoice
        label="Deadline"
        name="risk"
        value={value("risk")}
        options={[RISK_FILTER] as const}
        wordsOf={() => "At risk or overdue"}
      />
      <FilterTimeRange params={params} labels={["Made from (your time)", "Made before (your time)"]} />
    </FilterBar>
  );
}
