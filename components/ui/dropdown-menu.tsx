"use client";

import { Check } from "lucide-react";
import { DropdownMenu as Menu } from "radix-ui";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils/cn";

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

type ContentProps = ComponentProps<typeof Menu.Content>;
type RadioItemProps = ComponentProps<typeof Menu.RadioItem>;
type CheckboxItemProps = ComponentProps<typeof Menu.CheckboxItem>;

export function DropdownMenuContent({ className, sideOffset = 4, ...props }: ContentProps) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 min-w-40 overflow-x-hidden overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md",
          "max-h-(--radix-dropdown-menu-content-available-height) motion-safe:animate-fade-in",
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

// The highlight follows the pointer too, so it stays subtle; keyboard users also get the focus outline.
const itemClassName = cn(
  "relative flex h-8 cursor-default items-center gap-2 rounded-sm px-2 text-sm select-none",
  "focus-visible:outline-offset-[-2px] data-disabled:pointer-events-none data-disabled:opacity-50",
  "data-highlighted:bg-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground",
);

type ItemProps = ComponentProps<typeof Menu.Item> & { variant?: "default" | "destructive" };

export function DropdownMenuItem({ className, variant, ...props }: ItemProps) {
  const tone = variant === "destructive" && "text-destructive [&_svg]:text-destructive";
  return <Menu.Item className={cn(itemClassName, tone, className)} {...props} />;
}

// Checked state is carried by the check mark and by the menuitemradio/checkbox role, not by colour.
const indicator = (
  <span className="absolute left-2 flex size-4 items-center justify-center">
    <Menu.ItemIndicator>
      <Check aria-hidden />
    </Menu.ItemIndicator>
  </span>
);

export function DropdownMenuRadioItem({ className, children, ...props }: RadioItemProps) {
  return (
    <Menu.RadioItem className={cn(itemClassName, "pl-8", className)} {...props}>
      {indicator}
      {children}
    </Menu.RadioItem>
  );
}

export function DropdownMenuCheckboxItem({ className, children, ...props }: CheckboxItemProps) {
  return (
    <Menu.CheckboxItem className={cn(itemClassName, "pl-8", className)} {...props}>
      {indicator}
      {children}
    </Menu.CheckboxItem>
  );
}

const labelClassName = "px-2 py-1.5 text-xs font-medium text-muted-foreground";

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cn(labelClassName, className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn("-mx-1 my-1 h-px bg-border", className)} {...props} />;
}
