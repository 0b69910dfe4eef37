import { LoaderCircle } from "lucide-react";

import { cn } from "@/lib/utils/cn";

type SpinnerProps = {
  className?: string;
  /** Announced text; omit when a parent already says what is loading (a busy button, a status region). */
  label?: string;
};

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <>
      <LoaderCircle aria-hidden className={cn("size-4 shrink-0 animate-spin", className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
