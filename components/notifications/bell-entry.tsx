"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import type { TNotificationView } from "@/lib/domain/notifications/kinds";
import { cn } from "@/lib/utils/cn";

/** A link inside Countersign only: a stored link that is not a plain path is shown without one. */
const insidePath = (link: string | null) => (link && /^\/(?![/\\])/.test(link) ? link : null);

type TProps = {
  item: TNotificationView;
  /** Opening the subject marks it read as well. */
  onOpen: () => void;
  onMarkRead: () => void;
  busy: boolean;
};

export function BellEntry({ item, onOpen, onMarkRead, busy }: TProps) {
  const unread = item.readAt === null;
  const href = insidePath(item.link);
  const title = <span className={cn(unread && "font-semibold")}>{item.title}</span>;
  return (
    <li
      data-testid="bell-entry"
      data-unread={unread}
      className="flex gap-2 border-b border-border px-3 py-2 last:border-b-0"
    >
      <span
        aria-hidden
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-accent" : "bg-transparent")}
      />
      <div className="min-w-0 flex-1 space-y-0.5">
        {unread ? <span className="sr-only">Unread: </span> : null}
        {href ? (
          <Link href={href} onClick={onOpen} className="underline-offset-2 hover:underline">
            {title}
          </Link>
        ) : (
          title
        )}
        <p className="text-xs break-words text-muted-foreground">{item.body}</p>
        <p className="text-xs text-muted-foreground">
          <DateTime iso={item.createdAt} />
        </p>
      </div>
      {unread ? (
        <Button
          variant="ghost"
          size="sm"
          loading={busy}
          onClick={onMarkRead}
          aria-label={`Mark read: ${item.title}`}
        >
          Mark read
        </Button>
      ) : null}
    </li>
  );
}
