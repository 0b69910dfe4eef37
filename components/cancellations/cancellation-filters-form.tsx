"use client";

import type { ComponentProps, FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { CANCELLATION_STATUSES, SCHEME_WORDS, statusWords } from "@/lib/schemas/cancellation-words";
import { SCHEMES } from "@/lib/schemas/payments";
import { cn } from "@/lib/utils/cn";
import { withParams } from "./cancellations-url";

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
 * The parent remounts this form when the URL changes, so back and forward also reset what it shows.
 */
export function CancellationFiltersForm({
  query,
  onApply,
}: {
  query: string;
  onApply: (query: string) => void;
}) {
  const params = new URLSearchParams(query);
  const value = (key: string) => params.get(key) ?? "";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? "").trim() || null;
    onApply(
      withParams("", {
        limit: value("limit") || null,
        status: text("status"),
        direction: text("direction"),
        scheme: text("scheme"),
        awaiting: form.get("awaiting") ? "yes" : null,
      }),
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3"
      aria-label="Filter cancellation requests"
    >
      <Field label="Status">
        <Select name="status" value={value("status")} className="w-72">
          {CANCELLATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s} — {statusWords(s)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Direction">
        <Select name="direction" value={value("direction")}>
          <option value="INBOUND">Inbound (asked of us)</option>
          <option value="OUTBOUND">Outbound (we asked)</option>
        </Select>
      </Field>
      <Field label="Scheme">
        <Select name="scheme" value={value("scheme")}>
          {SCHEMES.map((s) => (
            <option key={s} value={s}>
              {SCHEME_WORDS[s]}
            </option>
          ))}
        </Select>
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
