import type { ComponentProps } from "react";

import { cn } from "@/lib/utils/cn";

/** A placeholder block; hidden from assistive tech, which hears the surrounding status text instead. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden
      data-slot="skeleton"
      className={cn("rounded-md bg-muted motion-safe:animate-pulse", className)}
      {...props}
    />
  );
}

type SkeletonRowsProps = {
  rows?: number;
  /** Announced once to screen readers, e.g. "Loading payments". */
  label?: string;
  className?: string;
};

/** Loading stand-in for a dense list: rows of the table's height, so nothing jumps when data lands. */
export function SkeletonRows({ rows = 8, label = "Loading", className }: SkeletonRowsProps) {
  return (
    <div role="status" className={cn("flex flex-col", className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex h-10 items-center gap-4 border-b px-3">
          <Skeleton className="h-3.5 w-24" />
          <Skeleton className="h-3.5 flex-1" />
          <Skeleton className="h-3.5 w-20" />
        </div>
      ))}
    </div>
  );
}
