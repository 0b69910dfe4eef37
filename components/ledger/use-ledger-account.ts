"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type { TLedgerAccountView } from "@/lib/domain/ledger/accounts";
import { ReadError, readJson } from "@/lib/read-json";

export const ledgerAccountKey = (id: string) => ["ledger", "account", id] as const;
export const readLedgerAccount = (id: string, signal?: AbortSignal) =>
  readJson<TLedgerAccountView>(`/api/ledger/accounts/${id}`, signal);

/**
 * The account as last read: the server's read to start with, again when the window regains focus (the
 * account may have been closed or blocked elsewhere), and every read a close's follow-up makes.
 */
export function useLedgerAccount(initial: TLedgerAccountView) {
  const queryClient = useQueryClient();
  const [initialAt] = useState(() => Date.now());
  const query = useQuery({
    queryKey: ledgerAccountKey(initial.accountId),
    queryFn: ({ signal }) => readLedgerAccount(initial.accountId, signal),
    initialData: initial,
    initialDataUpdatedAt: initialAt,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    retry: (count, err) => !(err instanceof ReadError && err.status < 500) && count < 1,
  });
  const put = useCallback(
    (a: TLedgerAccountView) => queryClient.setQueryData(ledgerAccountKey(a.accountId), a),
    [queryClient],
  );
  return { account: query.data, refreshError: query.isError ? query.error : null, put };
}
