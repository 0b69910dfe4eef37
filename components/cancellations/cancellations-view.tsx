"use client";

import { useRouter } from "next/navigation";
import { ListView } from "@/components/ui/list-view";
import { useUrlState } from "@/components/ui/use-url-state";
import { CANCELLATIONS_URL } from "@/lib/domain/cancellations/filters";
import type { TCancellationPage } from "@/lib/domain/cancellations/cancellations";
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

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <CancellationFiltersForm key={query} query={query} onApply={pushQuery} />
      <ListView
        query={query}
        invalid={invalid}
        onNavigate={pushQuery}
        list={list}
        rows={{ idOf: (r) => r.id, attribute: "data-cancellation-id", onOpen: open }}
        pager={pages ? { label: "Pages", look: "buttons", links: pages } : null}
        keysHint=" the request."
      >
        {(props) => <CancellationsList {...props} />}
      </ListView>
    </div>
  );
}
