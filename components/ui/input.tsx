import type { ComponentProps } from "react";

import { cn } from "@/lib/utils/cn";

// Shared with Textarea so every text control has the same outline, error and disabled treatment.
export const inputClassName = cn(
  "w-full min-w-0 rounded-md border border-input bg-background px-2.5 text-sm text-foreground",
  "placeholder:text-muted-foreground focus-visible:outline-offset-0",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70",
  "aria-invalid:border-destructive aria-invalid:outline-destructive",
  "file:mr-2 file:border-0 file:bg-transparent file:text-sm file:font-medium",
);

export type InputProps = ComponentProps<"input">;

export function Input({ className, type = "text", ...props }: InputProps) {
  return <input data-slot="input" type={type} className={cn(inputClassName, "h-8", className)} {...props} />;
}
