import { CircleAlert, Info, TriangleAlert, type LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

import { cn } from "@/lib/utils/cn";

export type CalloutTone = "info" | "warning" | "error";

const tones: Record<CalloutTone, { className: string; Icon: LucideIcon; prefix: string }> = {
  info: {
    className: "border-border bg-muted text-foreground [&>svg]:text-muted-foreground",
    Icon: Info,
    prefix: "Note",
  },
  warning: {
    className: "border-warning-fg/30 bg-warning-bg text-warning-fg",
    Icon: TriangleAlert,
    prefix: "Warning",
  },
  error: { className: "border-failed-fg/30 bg-failed-bg text-failed-fg", Icon: CircleAlert, prefix: "Error" },
};

export type CalloutProps = Omit<ComponentProps<"div">, "title"> & {
  tone?: CalloutTone;
  title?: ReactNode;
  /** A link or small button placed after the text, e.g. "Retry" or "Open the order". */
  action?: ReactNode;
};

/**
 * Inline message box. Not role="alert" by default: e2e tests find alerts by role and Next's route
 * announcer also has it. Locate by data-testid="callout" and data-tone; pass role="alert" only for a
 * message that appears in response to what the user just did.
 */
export function Callout({ tone = "info", title, action, className, children, ...props }: CalloutProps) {
  const { className: toneClass, Icon, prefix } = tones[tone];
  return (
    <div
      data-testid="callout"
      data-tone={tone}
      className={cn("flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm", toneClass, className)}
      {...props}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {/* The tone in words, so it does not depend on colour or icon. */}
        <span className="sr-only">{prefix}: </span>
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
