"use client";

import { Popover as Pop } from "radix-ui";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils/cn";

// Radix's popover: Escape and a click outside close it, focus moves in on open and back to the trigger on
// close, and its content is labelled by what the caller passes (aria-label or aria-labelledby).

export const Popover = Pop.Root;
export const PopoverTrigger = Pop.Trigger;
export const PopoverClose = Pop.Close;

export function PopoverContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof Pop.Content>) {
  return (
    <Pop.Portal>
      <Pop.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 rounded-md border bg-popover text-popover-foreground shadow-md motion-safe:animate-fade-in",
          "max-h-(--radix-popover-content-available-height) overflow-y-auto focus-visible:outline-none",
          className,
        )}
        {...props}
      />
    </Pop.Portal>
  );
}
