import type { ComponentProps } from "react";

import { cn } from "@/lib/utils/cn";

type TableProps = ComponentProps<"table"> & { containerClassName?: string };

/**
 * The wrapper is the scroll container the sticky header sticks to, so give it a bounded height
 * (flex-1 min-h-0 in a full-height layout) for the header to stay visible while the queue scrolls.
 */
export function Table({ className, containerClassName, ...props }: TableProps) {
  // A region that scrolls must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable):
  // the container takes focus, so arrow keys scroll a wide or long table, and is named after the table.
  return (
    <div
      data-slot="table-container"
      role="region"
      aria-label={props["aria-label"]}
      tabIndex={0}
      className={cn("relative w-full overflow-auto", containerClassName)}
    >
      {/* border-separate: with collapsed borders a sticky header's bottom border scrolls away. */}
      <table className={cn("w-full border-separate border-spacing-0 text-[13px]", className)} {...props} />
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn("py-2 text-left text-xs text-muted-foreground", className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return (
    <thead
      className={cn("sticky top-0 z-10 bg-background [&_tr]:hover:bg-transparent", className)}
      {...props}
    />
  );
}

export function TableBody(props: ComponentProps<"tbody">) {
  return <tbody {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<"tfoot">) {
  return (
    <tfoot className={cn("bg-muted font-medium [&_td]:border-t [&_td]:border-b-0", className)} {...props} />
  );
}

/** Selection is shown with a tint and must also be exposed via aria-selected or a checked checkbox. */
export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      className={cn(
        "hover:bg-muted/60 focus-visible:outline-offset-[-2px]",
        "aria-selected:bg-accent/10 data-[state=selected]:bg-accent/10",
        className,
      )}
      {...props}
    />
  );
}

type CellAlign = { /** Right-aligned tabular figures for amounts and counts. */ numeric?: boolean };

export function TableHead({ className, numeric, scope = "col", ...props }: ComponentProps<"th"> & CellAlign) {
  return (
    <th
      scope={scope}
      className={cn(
        "h-9 border-b px-3 align-middle text-xs font-medium whitespace-nowrap text-muted-foreground",
        numeric ? "text-right tabular-nums" : "text-left",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, numeric, ...props }: ComponentProps<"td"> & CellAlign) {
  return (
    <td
      className={cn(
        "h-10 border-b px-3 align-middle whitespace-nowrap",
        numeric && "text-right tabular-nums",
        className,
      )}
      {...props}
    />
  );
}
