import { Inbox, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "@/lib/utils/cn";

export type EmptyStateProps = {
  title: string;
  /** What would put something here: "Payments above your approval limit appear here as they arrive." */
  description?: ReactNode;
  icon?: LucideIcon;
  /** A next step, e.g. a Button to clear filters or create the first item. */
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ title, description, icon: Icon = Inbox, action, className }: EmptyStateProps) {
  return (
    <div
      data-testid="empty-state"
      className={cn("flex flex-col items-center gap-2 px-6 py-12 text-center", className)}
    >
      <Icon aria-hidden className="size-6 text-muted-foreground" />
      <p className="font-medium">{title}</p>
      {description ? <p className="max-w-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
