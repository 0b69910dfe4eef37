import type { ComponentProps } from "react";

import { cn } from "@/lib/utils/cn";
import { CopyButton } from "./copy-button";

export type MonoProps = Omit<ComponentProps<"span">, "children"> & {
  value: string;
  /** Show in groups of four (IBANs): easier to read aloud and compare. The copy stays unspaced. */
  group?: boolean;
  /** Adds a copy button; pass the button's accessible name, e.g. "Copy UETR". */
  copyLabel?: string;
};

// Real spaces rather than CSS gaps: screen readers then read the groups instead of one long number.
const groupByFour = (value: string) => value.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");

/** An identifier (transaction id, UETR, IBAN, request id) in the monospace face. */
export function Mono({ value, group, copyLabel, className, ...props }: MonoProps) {
  return (
    <span data-slot="mono" className={cn("inline-flex max-w-full items-center gap-1", className)} {...props}>
      <span className="truncate font-mono text-[0.95em]" title={value}>
        {group ? groupByFour(value) : value}
      </span>
      {copyLabel ? <CopyButton value={group ? value.replace(/\s+/g, "") : value} label={copyLabel} /> : null}
    </span>
  );
}
