"use client";

import { ListNotices } from "@/components/ui/list-notices";
import type { TListNotice } from "@/lib/domain/restriction-orders/types";

/** The list's notices (lib/services/restriction-orders/list-notices.ts) in the shared notice. */
export function OrdersNotices({ notices }: { notices: readonly TListNotice[] | undefined }) {
  return <ListNotices notices={notices} />;
}
