"use client";

import { History } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { Pager } from "@/components/ui/pager";
import { SkeletonRows } from "@/components/ui/skeleton";
import { ReadError } from "@/lib/read-json";
import { DecisionsTable } from "./decisions-table";
import { decisionsQuery, instantQuery, type TInstantUrl } from "./instant-url";
import { useDecisions } from "./use-instant-queue";

const SOURCES: [value: string, label: string][] = [
  ["", "Anyone"],
  ["rule", "A rule"],
  ["user", "A person"],
  ["fallback", "The platform's fallback"],
];

type TProps = { view: TInstantUrl; onNavigate: (query: string) => void };

/** The history of every decision, newest first: filter by who decided, page back with "Older". */
export function DecisionsPanel({ view, onNavigate }: TProps) {
  const list = useDecisions(decisionsQuery(view));
  const err = list.error instanceof ReadError ? list.error : null;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Decided by">
          <select
            value={view.source ?? ""}
            onChange={(e) =>
              onNavigate(instantQuery({ ...view, source: e.target.value || null, before: null }))
            }
            className="h-8 rounded-md border border-input bg-background px-2 text-sm"
          >
            {SOURCES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {list.isPending ? (
        <SkeletonRows rows={8} label="Loading the decisions" />
      ) : list.isError && !list.data ? (
        <ErrorState
          title="Couldn't load the decisions."
          description={list.error.message}
          code={err?.code ?? undefined}
          requestId={err?.requestId ?? undefined}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        <>
          {list.isRefetchError ? (
            <Callout tone="error">Couldn&apos;t refresh the decisions: {list.error.message}</Callout>
          ) : null}
          {list.data.rows.length === 0 ? (
            <EmptyState
              icon={History}
              title={view.before ? "No older decisions" : "No decisions yet"}
              description={
                view.source
                  ? "Nothing was decided this way yet. Choose “Anyone” to see every decision."
                  : "Every inbound Instant payment held for confirmation appears here once answered, by a rule, by a person, or by the platform's fallback after 5 seconds."
              }
            />
          ) : (
            <DecisionsTable rows={list.data.rows} className="min-h-0 flex-1" />
          )}
        </>
      )}
      <Pager
        label="Decision pages"
        links={[
          { label: "Newest", to: view.before ? instantQuery({ ...view, before: null }) : null },
          { label: "Older", to: list.data?.next ? instantQuery({ ...view, before: list.data.next }) : null },
        ]}
        onNavigate={onNavigate}
      />
    </div>
  );
}
