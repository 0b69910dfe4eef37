"use client";

import type { VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps, MouseEvent } from "react";

import { cn } from "@/lib/utils/cn";
import { buttonVariants } from "./button-variants";
import { Spinner } from "./spinner";

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a Link, an <a>) with button styling instead of a <button>. */
    asChild?: boolean;
    /** Shows a spinner, sets aria-busy and stops further clicks while an action is in flight. */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild,
  loading,
  disabled,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  // aria-disabled rather than disabled while loading: a disabled button drops keyboard focus to <body>
  // mid-action, which strands screen-reader users. Clicks are swallowed here instead.
  const guardedClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A Slot child (usually a link) has no disabled attribute, so "disabled" is enforced here too.
    if (loading || (asChild && disabled)) return event.preventDefault();
    onClick?.(event);
  };
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : disabled}
      aria-disabled={loading || (asChild && disabled) || undefined}
      aria-busy={loading || undefined}
      onClick={guardedClick}
      {...props}
    >
      {loading ? <Spinner /> : null}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Comp>
  );
}
