"use client";

import { useRouter } from "next/navigation";
import { Callout } from "@/components/ui/callout";
import { Kbd } from "@/components/ui/kbd";
import { Pager } from "@/components/ui/pager";
import { useListSelection } from "@/components/ui/use-list-selection";
import { useUrlState } from "@/components/ui/use-url-state";
import { CANCELLATIONS_URL } from "@/lib/schemas/cancellation-filters";
import type { TCancellationPage } from "@/lib/schemas/cancellations";
import { CancellationFiltersForm } from "./cancellation-filters-form";
import { CancellationsList } from "./cancellations-list";
import { pageLinks } from "./cancellations-url";
import { useCancellationPage } from "./use-cancellations";

type TProps = { initial: { query: string; page: TCancellationPage } };

/** The inbox's client half: URL → query → table, selection, keys; opening goes to the request's page. */
export function CancellationsView({ initial }: TProps) {
  const router = useRouter();
  const { query, invalid, push: pushQuery } = useUrlState(CANCELLATIONS_URL);
  const list = useCancellationPage(query, initial);
  const pages = pageLinks(query, list.data);
  const open = (id: string) => router.push(`/cancellations/${id}`);
  const { selectedId, select } = useListSelection({
    query,
    ids: list.data?.rows.map((r) => r.id) ?? [],
    onOpen: open,
    rowAttribute: "data-cancellation-id",
  });

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <CancellationFiltersForm key={query} query={query} onApply={pushQuery} />
      {invalid.length ? (
        <Callout tone="warning" data-testid="invalid-filters">
          Ignored filters that are not valid: {invalid.map((i) => i.key).join(", ")}.
        </Callout>
      ) : null}
      <CancellationsList
        query={query}
        list={list}
        selectedId={selectedId}
        onSelect={select}
        onOpen={open}
        onNavigate={pushQuery}
      />
      {pages ? <Pager label="Pages" look="buttons" links={pages} onNavigate={pushQuery} /> : null}
      <p className="text-xs text-muted-foreground">
        <Kbd>j</Kbd> <Kbd>k</Kbd> or <Kbd>↓</Kbd> <Kbd>↑</Kbd> move, <Kbd>Enter</Kbd> opens the request.
      </p>
    </div>
  );
}
