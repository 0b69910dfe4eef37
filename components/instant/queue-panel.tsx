"use client";

import { Keyboard, RefreshCw, Zap } from "lucide-react";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Kbd } from "@/components/ui/kbd";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useLocale } from "@/components/ui/use-locale";
import { useRowKeys } from "@/components/ui/use-row-keys";
import { ReadError } from "@/lib/read-json";
import type { TConfirmationRow, TInstantRejectReason } from "@/lib/domain/instant/confirmations";
import { amountText } from "./amount-text";
import { remainingMs, remainingNow } from "./countdown";
import { OPEN_PHASES, QueueTable, shownPhase, type TRowHandlers, type TShownRow } from "./queue-table";
import { ReasonPicker } from "./reason-picker";
import { RulesLine } from "./rules-line";
import { KeyboardShortcutsDialog } from "@/components/ui/shortcuts-dialog";
import { INSTANT_SHORTCUTS } from "./shortcut-keys";
import { useDecide } from "./use-decide";
import { useInstantQueue } from "./use-instant-queue";
import { usePageKeys } from "@/components/ui/use-page-keys";
import { useTicker } from "./use-ticker";

type TArmed = { id: string; by: "keys" | "mouse" };

const focusRow = (id: string) =>
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>(`[data-testid="instant-row"][data-trx-id="${CSS.escape(id)}"]`)
      ?.focus(),
  );

/** The live queue: rows with their countdowns, accept (armed, then confirmed) and reject (by reason). */
export function QueuePanel({ canDecide }: { canDecide: boolean }) {
  const queue = useInstantQueue();
  const offset = queue.data?.offsetMs ?? 0;
  // The rows keep their own clocks (queue-table.tsx); the panel needs one for the waiting count and the
  // armed row (each second), and for the reason picker's countdown (tenths, while it is open).
  const [picking, setPicking] = useState<TConfirmationRow | null>(null);
  const now = useTicker(picking !== null);
  const rows: TShownRow[] = (queue.data?.rows ?? []).map((row) => ({
    row,
    remaining: now === null ? null : remainingMs(row.deadlineAt, offset, now),
  }));
  const { decide, sending } = useDecide();
  const locale = useLocale();
  const [cursor, setCursor] = useState<string | null>(null);
  const [armed, setArmed] = useState<TArmed | null>(null);
  const [shortcuts, setShortcuts] = useState(false);

  const byId = new Map(rows.map((s) => [s.row.trxId, s]));
  const currentId = cursor !== null && byId.has(cursor) ? cursor : null;
  const open = (s: TShownRow) =>
    canDecide && !sending.has(s.row.trxId) && OPEN_PHASES.includes(shownPhase(s));
  // In handlers: decided at the moment of the key or click, by the corrected clock, not by the last render.
  const answerable = (id: string) => {
    const s = byId.get(id);
    return !!s && open({ ...s, remaining: remainingNow(s.row.deadlineAt, offset) });
  };
  const armedRow = armed ? byId.get(armed.id) : undefined;
  const armedId = armedRow && open(armedRow) ? armedRow.row.trxId : null;

  const arm = (id: string, by: TArmed["by"]) => answerable(id) && setArmed({ id, by });
  const disarm = () => {
    if (armed) focusRow(armed.id);
    setArmed(null);
  };
  const accept = (id: string) => {
    const s = byId.get(id);
    setArmed(null);
    if (!s || !answerable(id)) return;
    focusRow(id);
    void decide(s.row, { decision: "ACCEPT" });
  };
  const openPicker = (id: string) => {
    const s = byId.get(id);
    setArmed(null);
    if (s && answerable(id)) setPicking(s.row);
  };
  const reject = (row: TConfirmationRow, reasonCode: TInstantRejectReason) => {
    setPicking(null);
    // Back to the row once the dialog has gone (its own close focus can lose a race with a queue read).
    focusRow(row.trxId);
    if (answerable(row.trxId)) void decide(row, { decision: "REJECT", reasonCode });
  };

  // One handler object for the table's whole life, calling the latest closures: memoised rows stay put.
  const latest = useRef<TRowHandlers | null>(null);
  // Runs after every render on purpose (no dependency list): it only stores this render's closures.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- nothing here triggers a render
  useLayoutEffect(() => {
    latest.current = {
      onCurrent: setCursor,
      onArm: (row) => {
        setCursor(row.trxId);
        arm(row.trxId, "mouse");
      },
      onDisarm: disarm,
      onAccept: (row) => accept(row.trxId),
      onReject: (row) => {
        setCursor(row.trxId);
        openPicker(row.trxId);
      },
    };
  });

  const handlers = useMemo<TRowHandlers>(
    () => ({
      onCurrent: (id) => latest.current!.onCurrent(id),
      onArm: (row) => latest.current!.onArm(row),
      onDisarm: () => latest.current!.onDisarm(),
      onAccept: (row) => latest.current!.onAccept(row),
      onReject: (row) => latest.current!.onReject(row),
    }),
    [],
  );

  const modal = picking !== null || shortcuts;
  useRowKeys({
    ids: rows.map((s) => s.row.trxId),
    selectedId: currentId,
    onSelect: (id) => {
      setCursor(id);
      setArmed(null);
    },
    onOpen: (id) => (armedId === id ? accept(id) : undefined),
    disabled: modal,
    rowAttribute: "data-trx-id",
    actions: canDecide
      ? { a: (id) => (armedId === id ? accept(id) : arm(id, "keys")), r: openPicker }
      : undefined,
  });
  usePageKeys({ "?": () => setShortcuts(true), Escape: armed ? disarm : undefined }, modal);

  const err = queue.error instanceof ReadError ? queue.error : null;
  const retry = (
    <Button variant="secondary" onClick={() => void queue.refetch()}>
      Retry
    </Button>
  );
  const waiting = queue.data ? rows.filter((s) => OPEN_PHASES.includes(shownPhase(s))).length : null;
  const picked = picking ? byId.get(picking.trxId) : undefined;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-0.5 text-sm text-muted-foreground">
          <p data-testid="queue-summary">
            {waiting === null ? (
              "Reading the queue…"
            ) : (
              <>
                <span className="font-medium text-foreground tabular-nums">{waiting}</span> waiting for an
                answer
              </>
            )}
          </p>
          {queue.data ? <RulesLine version={queue.data.rulesVersion} /> : null}
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Keyboard shortcuts"
            onClick={() => setShortcuts(true)}
          >
            <Keyboard aria-hidden />
          </Button>
          <Button
            variant="secondary"
            onClick={() => void queue.refetch()}
            loading={queue.isFetching && !queue.isPending}
          >
            {queue.isFetching && !queue.isPending ? null : <RefreshCw aria-hidden />} Refresh
          </Button>
        </div>
      </div>
      {/* Announces an armed accept once (the row's own text changes silently). */}
      <p aria-live="polite" className="sr-only" data-testid="armed-hint">
        {armedId
          ? `Accept payment ${armedId} for ${amountText(armedRow!.row.amount, armedRow!.row.currency, locale)}? Press Enter or a to send, Escape to cancel.`
          : ""}
      </p>
      {queue.isPending ? (
        <SkeletonRows rows={6} label="Loading the Instant payments awaiting confirmation" />
      ) : queue.isError && !queue.data ? (
        <ErrorState
          title="Couldn't load the Instant payments awaiting confirmation."
          description={`${queue.error.message} Payments the rules leave are answered by the platform's fallback after 5 seconds.`}
          code={err?.code ?? undefined}
          requestId={err?.requestId ?? undefined}
          action={retry}
        />
      ) : (
        <>
          {queue.isRefetchError ? (
            <Callout tone="error" action={retry}>
              Couldn&apos;t refresh the queue: {queue.error.message} The rows and countdowns may be out of
              date.
            </Callout>
          ) : null}
          {rows.length === 0 ? (
            <EmptyState
              icon={Zap}
              title="No Instant payment waits for confirmation"
              description="Inbound SEPA Instant payments held for confirmation appear here the moment the platform notifies Countersign. Each must be answered within 5 seconds: by a rule, by you, or else by the platform's fallback."
            />
          ) : (
            <QueueTable
              rows={queue.data?.rows ?? []}
              offsetMs={offset}
              canDecide={canDecide}
              currentId={currentId}
              armedId={armedId}
              armedBy={armed?.by ?? null}
              sending={sending}
              handlers={handlers}
              className="min-h-0 flex-1"
            />
          )}
        </>
      )}
      <p className="text-xs text-muted-foreground">
        <Kbd>j</Kbd> <Kbd>k</Kbd> move
        {canDecide ? (
          <>
            , <Kbd>a</Kbd> arms accept and <Kbd>a</Kbd> or <Kbd>Enter</Kbd> sends it, <Kbd>r</Kbd> rejects
            with a reason, <Kbd>Esc</Kbd> cancels
          </>
        ) : null}
        , <Kbd>?</Kbd> shows every shortcut.
      </p>
      <ReasonPicker
        row={picking}
        amountText={picking ? amountText(picking.amount, picking.currency, locale) : ""}
        remaining={picked?.remaining ?? null}
        onChoose={reject}
        onClose={() => setPicking(null)}
      />
      <KeyboardShortcutsDialog
        open={shortcuts}
        onOpenChange={setShortcuts}
        shortcuts={INSTANT_SHORTCUTS}
        canAct={canDecide}
      />
    </div>
  );
}
