import type { ComponentProps } from "react";

import { cn } from "@/lib/utils/cn";
import { inputClassName } from "./input";

export type TextareaProps = ComponentProps<"textarea">;

export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(inputClassName, "min-h-16 resize-y py-1.5", className)}
      {...props}
    />
  );
}
