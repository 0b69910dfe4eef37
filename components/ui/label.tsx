import { Label as LabelPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils/cn";

export type LabelProps = ComponentProps<typeof LabelPrimitive.Root>;

// Radix Label stops double-click text selection on the label while keeping click-to-focus.
export function Label({ className, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn("text-[13px] leading-5 font-medium text-foreground select-none", className)}
      {...props}
    />
  );
}
