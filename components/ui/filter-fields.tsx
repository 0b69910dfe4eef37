"use client";

import { Field } from "./field";
import { FilterSelect, formText, toLocalInput, useHydrated } from "./filter-bar";
import { Input } from "./input";

// Fields that several lists' FilterBars share: a choice among a fixed list, and a time range typed in the
// reader's zone that goes to the URL in UTC.

/** A FilterSelect of a fixed list, each entry shown in words. */
export function FilterChoice<T extends string>({
  label,
  name,
  value,
  options,
  wordsOf,
  className,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly T[];
  wordsOf: (option: T) => string;
  className?: string;
}) {
  return (
    <Field label={label}>
      <FilterSelect name={name} value={value} className={className}>
        {options.map((o) => (
          <option key={o} value={o}>
            {wordsOf(o)}
          </option>
        ))}
      </FilterSelect>
    </Field>
  );
}

/**
 * The `from` and `to` inputs of a time filter. The server does not know the reader's zone, so the inputs get
 * their local value after hydration (keyed, so the default value is taken again then).
 */
export function FilterTimeRange({ params, labels }: { params: URLSearchParams; labels: [string, string] }) {
  const hydrated = useHydrated();
  const local = (key: string) => (hydrated ? toLocalInput(params.get(key)) : "");
  return (
    <>
      <Field label={labels[0]}>
        <Input
          key={`from-${hydrated}`}
          name="from"
          type="datetime-local"
          step={1}
          defaultValue={local("from")}
        />
      </Field>
      <Field label={labels[1]}>
        <Input key={`to-${hydrated}`} name="to" type="datetime-local" step={1} defaultValue={local("to")} />
      </Field>
    </>
  );
}

/** A datetime-local field of the form as an ISO instant, null when empty (so it stays out of the URL). */
export function formInstant(form: FormData, key: string): string | null {
  const text = formText(form, key);
  return text ? new Date(text).toISOString() : null;
}
