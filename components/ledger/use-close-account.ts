"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useStepUp } from "@/components/auth/step-up-provider";
import { newIntentId } from "@/lib/intent-id";
import { closeLedgerAccountAction } from "@/lib/actions/ledger-accounts";
import type { TCloseAccountOutcome, TLedgerAccountView } from "@/lib/domain/ledger/accounts";
import { followUntil } from "./follow-account";
import { readLedgerAccount } from "./use-ledger-account";

// One close, from the dialog to the account reading CLOSED. The intent key (the ledger's Idempotency-Key)
// is made when the dialog opens and kept for every retry of that intent: after a refusal or a lost answer
// the person presses Close again and the same key goes out, so the ledger closes at most once. Only an
// accepted close (or a page reload) ends the intent.

export type TFollow =
  | { phase: "idle" }
  /** 202 received (or replayed); reading the account until CLOSED. */
  | { phase: "following"; correlationId: string; replay: boolean }
  | { phase: "closed"; correlationId: string | null }
  /** The budget ran out before the account read CLOSED. */
  | { phase: "not_yet"; correlationId: string; lastError: string | null }
  /** The ledger said it was CLOSED already. */
  | { phase: "already_closed"; message: string };

export type TDialogError = { message: string; code?: string | null; retrySameKey: boolean };

export function useCloseAccount(account: TLedgerAccountView, put: (a: TLedgerAccountView) => void) {
  const [intentKey, setIntentKey] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<TDialogError | null>(null);
  const [follow, setFollow] = useState<TFollow>({ phase: "idle" });
  const abort = useRef<AbortController | null>(null);
  const { withStepUp } = useStepUp();
  useEffect(() => () => abort.current?.abort(), []);

  const startFollowing = useCallback(
    async (onDone: (closed: boolean, lastError: string | null) => void) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      try {
        const r = await followUntil({
          read: () => readLedgerAccount(account.accountId, controller.signal),
          until: (a) => a.status === "CLOSED",
          onRead: put,
          signal: controller.signal,
        });
        onDone(r.done, r.done ? null : r.error instanceof Error ? r.error.message : null);
      } catch {
        // Aborted: the page is gone or a newer follow-up took over.
      }
    },
    [account.accountId, put],
  );

  const followAccepted = useCallback(
    (correlationId: string, replay: boolean) => {
      setFollow({ phase: "following", correlationId, replay });
      void startFollowing((closed, lastError) =>
        setFollow(
          closed ? { phase: "closed", correlationId } : { phase: "not_yet", correlationId, lastError },
        ),
      );
    },
    [startFollowing],
  );

  /** The dialog opened: a new intent, unless the last one's outcome is still open (same key again). */
  const onOpen = useCallback(() => {
    setIntentKey((key) => key ?? newIntentId());
  }, []);

  /** Returns false to keep the dialog open (an error to show there). */
  const confirm = useCallback(async (): Promise<boolean> => {
    const key = intentKey ?? newIntentId();
    if (!intentKey) setIntentKey(key);
    const result = await withStepUp(() =>
      closeLedgerAccountAction({ accountId: account.accountId, intentKey: key }),
    );
    if (result.error) {
      setDialogError({ message: result.error.message, code: result.error.providerCode, retrySameKey: true });
      return false;
    }
    const o: TCloseAccountOutcome = result.data;
    switch (o.state) {
      case "accepted":
        setIntentKey(null);
        setDialogError(null);
        followAccepted(o.correlationId, o.replay);
        return true;
      case "already_closed":
        setIntentKey(null);
        setDialogError(null);
        setFollow({ phase: "already_closed", message: o.message });
        void startFollowing(() => undefined);
        return true;
      case "unknown":
        setDialogError({ message: o.message, retrySameKey: true });
        return false;
      case "other_request":
        setIntentKey(null);
        setDialogError({ message: o.message, retrySameKey: false });
        return false;
      case "not_found":
      case "refused":
        setDialogError({
          message: o.message,
          code: o.state === "refused" ? o.providerCode : null,
          retrySameKey: true,
        });
        return false;
    }
  }, [account.accountId, intentKey, followAccepted, startFollowing, withStepUp]);

  /** "Check again" after the budget ran out: same correlation id, a fresh budget. */
  const checkAgain = useCallback(() => {
    if (follow.phase === "not_yet") followAccepted(follow.correlationId, false);
  }, [follow, followAccepted]);

  return {
    intentKey,
    dialogError,
    follow,
    onOpen,
    confirm,
    checkAgain,
    clearError: () => setDialogError(null),
  };
}
