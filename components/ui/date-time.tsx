"use client";

import { useSyncExternalStore } from "react";
import { formatDateTime, formatRelative } from "@/lib/time";

// The server does not know the reader's time zone, so it renders UTC (zone shown) and the browser swaps in
// local time after hydration. Relative mode shows "3 min ago" with the absolute time on hover.
const subscribe = () => () => {};

export function DateTime({ iso, relative = false }: { iso: string; relative?: boolean }) {
  const local = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const absolute = local ? formatDateTime(iso) : formatDateTime(iso, "en-GB", "UTC");
  return (
    <time dateTime={iso} title={relative ? absolute : undefined} className="whitespace-nowrap tabular-nums">
      {relative && local ? formatRelative(iso) : absolute}
    </time>
  );
}
