"use client";

import { useSyncExternalStore, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { DELIVERY_KINDS, PROCESSING_STATES, REJECTION_REASONS } from "@/lib/schemas/event-filters";
import { cn } from "@/lib/utils/cn";
import { kindLabel, REJECTION_SENTENCES } from "./delivery-wording";
import { withParams } from "./events-url";

const noop = () => () => {};
const selectClassName = "h-8 rounded-md border border-input bg-background px-2 text-sm";

// Field hands its control the id and aria wiring, so every prop reaches the <select>.
function Select({
  value,
  children,
  className,
  ...props
}: ComponentProps<"select"> & { value: string; children: ReactNode }) {
  return (
    <select {...props} defaultValue={value} className={cn(selectClassName, className)}>
      <option value="">Any</option>
      {children}
    </select>
  );
}

/**
 * Applying builds a new query from the form (the cursor is dropped: a new filter starts at the newest row).
 * The parent remounts this form when the URL changes, so back/forward also reset what it shows.
 */
export function EventFiltersForm({ query, onApply }: { query: string; onApply: (query: string) => void }) {
  const params = new URLSearchParams(query);
  const value = (key: string) => params.get(key) ?? "";
  // The server does not know the reader's zone: the date inputs get their local value after hydration.
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const local = (key: string) => (hydrated ? toLocalInput(value(key)) : "");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? "").trim() || null;
    const date = (key: string) => (text(key) ? new Date(text(key)!).toISOString() : null);
    onApply(
      withParams("", {
        limit: value("limit") || null,
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
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label="Filter deliveries">
      <Field label="Kind">
        <Select name="kind" value={value("kind")} className="w-44">
          {DELIVERY_KINDS.map((k) => (
            <option key={k} value={k}>
              {kindLabel(k)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Verified">
        <Select name="verified" value={value("verified")}>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </Select>
      </Field>
      <Field label="Rejection reason">
        <Select name="reason" value={value("reason")} className="w-60">
          {REJECTION_REASONS.map((r) => (
            <option key={r} value={r}>
              {REJECTION_SENTENCES[r]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Processing">
        <Select name="processing" value={value("processing")}>
          {PROCESSING_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
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
      <Button type="submit" variant="secondary">
        Apply
      </Button>
      <Button
        type="button"
        variant="ghost"
        onClick={() => onApply(withParams("", { limit: value("limit") || null }))}
      >
        Clear
      </Button>
    </form>
  );
}

/** ISO UTC from the URL → the value a datetime-local input shows, in the reader's own zone. */
function toLocalInput(iso: string) {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
