import type { ComponentProps } from "react";

import { cn } from "@/lib/utils/cn";

/** One key of a shortcut hint; put combinations side by side: <Kbd>⌘</Kbd><Kbd>K</Kbd>. */
export function Kbd({ className, ...props }: ComponentProps<"kbd">) {
  return (
    <kbd
      data-slot="kbd"
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded border border-b-2 bg-muted px-1",
        "font-mono text-[11px] leading-none font-medium text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}
