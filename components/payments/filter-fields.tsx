"use client";

import type { ComponentProps, ReactNode } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { TPaymentFilterKey } from "@/lib/domain/payments/filter-keys";
import type { TFieldErrors, TFilterFormValues } from "./filter-form-values";
import { labelOf } from "./payments-url";

// Building blocks of the filter form: every control labelled (the label is the URL key's name on the page)
// and its message tied to it by the Field (aria-describedby, aria-invalid).

export type TFieldContext = {
  values: TFilterFormValues;
  errors: TFieldErrors;
  /** Changes when the reader's locale and zone take over after hydration (see TextFilter's `local`). */
  display: string;
};

type TTextProps = Omit<ComponentProps<"input">, "name" | "defaultValue"> & {
  name: Exclude<TPaymentFilterKey, "scheme" | "status" | "type">;
  ctx: TFieldContext;
  description?: ReactNode;
  label?: string;
  /** Identifiers are shown in the monospace face (docs/pages.md#amounts-and-identifiers). */
  mono?: boolean;
  /** Shown in the reader's locale or zone: re-created with its new default value when those take over. */
  local?: boolean;
};

/** `className` sizes the field (label, control and message together). */
export function TextFilter({ name, ctx, description, label, mono, local, className, ...props }: TTextProps) {
  return (
    <Field
      label={label ?? labelOf(name)}
      error={ctx.errors[name]}
      description={description}
      className={className}
    >
      <Input
        key={local ? ctx.display : undefined}
        name={name}
        defaultValue={ctx.values[name] ?? ""}
        autoComplete="off"
        spellCheck={false}
        className={mono ? "font-mono" : undefined}
        {...props}
      />
    </Field>
  );
}

/** Dense rows of equal cells; a field that needs more room spans two (`col-span-2`). */
export const FILTER_GRID = "grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] items-start gap-x-3 gap-y-2";

export const selectClassName =
  "h-8 w-full rounded-md border border-input bg-background px-2 text-sm aria-invalid:border-destructive";
