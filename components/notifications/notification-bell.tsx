"use client";

import { Bell } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { markAllNotificationsReadAction, markNotificationReadAction } from "@/lib/actions/notifications";
import { BellEntry } from "./bell-entry";
import { useBell, useRefreshBell } from "./use-bell";

const countText = (n: number) =>
  n === 0 ? "No unread notifications" : `${n} unread notification${n === 1 ? "" : "s"}`;

/** The header's bell: the unread count, live, and the recent notifications in a popover. */
export function NotificationBell() {
  const { data, isPending, isError, refetch } = useBell();
  const refresh = useRefreshBell();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const headingId = useId();
  const unread = data?.unread ?? 0;
  // Announced when the count changes, not on every page load: the bell's own label carries it otherwise.
  const [firstCount, setFirstCount] = useState<number | null>(null);
  if (data && firstCount === null) setFirstCount(unread);
  const announce = firstCount !== null && unread !== firstCount ? countText(unread) : "";

  async function run(key: string, act: () => Promise<{ error?: { message: string } }>) {
    setBusy(key);
    const { error } = await act();
    setBusy(null);
    if (error) toast({ tone: "error", title: "Not marked read", description: error.message });
    await refresh();
  }
  const markOne = (id: string) => run(id, () => markNotificationReadAction({ id }));
  const newest = data?.items[0]?.id;
  const markAll = () => newest && run("all", () => markAllNotificationsReadAction({ upTo: newest }));

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={`Notifications: ${countText(unread)}`}
          data-testid="bell"
        >
          <Bell aria-hidden />
          {unread > 0 ? (
            <span
              aria-hidden
              data-testid="bell-count"
              className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-accent px-1 text-[10px] leading-4 font-semibold text-accent-foreground tabular-nums"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      {/* Always mounted, so a new count is announced as it arrives (not only when the bell is opened). */}
      <span className="sr-only" aria-live="polite" data-testid="bell-announcer">
        {announce}
      </span>
      <PopoverContent align="end" aria-labelledby={headingId} className="w-96" data-testid="bell-panel">
        <div className="flex items-center gap-2 border-b border-border px-3 py-2">
          <h2 id={headingId} className="text-sm font-semibold">
            Notifications
          </h2>
          <Button
            variant="link"
            size="sm"
            className="ml-auto"
            disabled={unread === 0}
            loading={busy === "all"}
            onClick={() => void markAll()}
          >
            Mark all read
          </Button>
          <Link
            href="/account/notifications"
            onClick={() => setOpen(false)}
            className="text-xs text-accent underline-offset-2 hover:underline"
          >
            Settings
          </Link>
        </div>
        {isPending ? (
          <SkeletonRows rows={3} label="Loading your notifications" />
        ) : isError ? (
          <div className="space-y-2 px-3 py-4 text-sm">
            <p>Your notifications could not be read.</p>
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              Retry
            </Button>
          </div>
        ) : data.items.length === 0 ? (
          <EmptyState
            title="No notifications"
            description="What waits for you (a payment to approve, a deadline near) appears here as it happens."
          />
        ) : (
          <ul aria-labelledby={headingId}>
            {data.items.map((item) => (
              <BellEntry
                key={item.id}
                item={item}
                busy={busy === item.id}
                onMarkRead={() => void markOne(item.id)}
                onOpen={() => {
                  setOpen(false);
                  if (!item.readAt) void markOne(item.id);
                }}
              />
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
