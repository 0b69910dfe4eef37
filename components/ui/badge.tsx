import { Ban, CircleCheck, CircleDashed, CircleDot, CircleX, Clock, type LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

import { cn } from "@/lib/utils/cn";

export type BadgeStatus = "waiting" | "progress" | "done" | "refused" | "failed" | "neutral";

// One colour and one shape per meaning on every page, so status reads without colour too.
const tones: Record<BadgeStatus, { className: string; Icon: LucideIcon }> = {
  waiting: { className: "bg-waiting-bg text-waiting-fg", Icon: Clock },
  progress: { className: "bg-progress-bg text-progress-fg", Icon: CircleDashed },
  done: { className: "bg-done-bg text-done-fg", Icon: CircleCheck },
  refused: { className: "bg-refused-bg text-refused-fg", Icon: Ban },
  failed: { className: "bg-failed-bg text-failed-fg", Icon: CircleX },
  neutral: { className: "bg-neutral-bg text-neutral-fg", Icon: CircleDot },
};

export type BadgeProps = ComponentProps<"span"> & {
  /** The meaning, which picks colour and icon. Map the platform's status onto it in the domain folder. */
  status: BadgeStatus;
  /** The platform's own status name, shown as is ("PENDING_APPROVAL", "Rejected"…). */
  children: ReactNode;
};

export function Badge({ status, className, children, ...props }: BadgeProps) {
  const { className: tone, Icon } = tones[status];
  return (
    <span
      data-slot="badge"
      data-status={status}
      className={cn(
        "inline-flex h-5 items-center gap-1 rounded-full px-2 text-xs leading-none font-medium whitespace-nowrap",
        tone,
        className,
      )}
      {...props}
    >
      <Icon aria-hidden className="size-3 shrink-0" />
      {children}
    </span>
  );
}
