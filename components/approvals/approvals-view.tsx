"use client";

import { useMemo, useState } from "react";
import { RiskToggle } from "@/components/deadlines/risk-toggle";
import { useCrossingClock } from "@/components/deadlines/use-crossing-clock";
import { useRiskFilter } from "@/components/deadlines/use-risk-filter";
import { Kbd } from "@/components/ui/kbd";
import { useRowKeys } from "@/components/ui/use-row-keys";
import type { TApprovalQueue, TApprovalRecord } from "@/lib/domain/approvals/approvals";
import { isAtRisk } from "@/lib/domain/deadlines/deadlines";
import type { TPayment } from "@/lib/domain/payments/payments";
import { ApprovalDrawer } from "./approval-drawer";
import { ApprovalRunPanel } from "./approval-run-panel";
import { ApproveDialog } from "./approve-dialog";
import { DEFAULT_SORT, nextSort, sortPayments, type TSort } from "./queue-sort";
import { QueueList } from "./queue-list";
import { QueueToolbar } from "./queue-toolbar";
import { KeyboardShortcutsDialog } from "@/components/ui/shortcuts-dialog";
import { APPROVAL_SHORTCUTS } from "./shortcut-keys";
import { useApprovalQueue, useApprovalRecords } from "./use-approval-queue";
import { useApprovalRun } from "./use-approval-run";
import { usePageKeys } from "@/components/ui/use-page-keys";

type TProps = { initial: TApprovalQueue | null; canApprove: boolean };

/** The Approvals page's client half: the live queue, selection, keys, the drawer and approving. */
export function ApprovalsView({ initial, canApprove }: TProps) {
  const queue = useApprovalQueue(initial);
  const approval = useApprovalRun();
  const { run } = approval;
  const runIds = useMemo(() => run?.items.map((i) => i.payment.id) ?? [], [run]);
  const runRecords = useApprovalRecords(runIds, approval.busy);

  const [sort, setSort] = useState<TSort>(DEFAULT_SORT);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [cursor, setCurrentId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<TPayment[] | null>(null);
  const [shortcuts, setShortcuts] = useState(false);

  const [riskOnly, setRiskOnly] = useRiskFilter();
  const deadlines = queue.data?.deadlines;
  const deadlineList = useMemo(() => Object.values(deadlines ?? {}), [deadlines]);
  const now = useCrossingClock(deadlineList);
  const atRisk = useMemo(
    () => atRiskIds(queue.data?.rows ?? [], deadlines, now),
    [queue.data, deadlines, now],
  );
  const rows = useMemo(
    () =>
      sortPayments(
        (queue.data?.rows ?? []).filter((r) => !riskOnly || atRisk.has(r.id)),
        sort,
      ),
    [queue.data, sort, riskOnly, atRisk],
  );
  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
  const records = useMemo(() => recordMap(queue.data?.approvals), [queue.data]);
  // A payment that left the queue (approved, here or elsewhere) is no longer selected.
  const selected = rows.filter((r) => picked.has(r.id));
  const selectedIds = new Set(selected.map((r) => r.id));
  // A cursor on a row that left the queue is no cursor: j/k start again from the top.
  const currentId = cursor !== null && byId.has(cursor) ? cursor : null;
  const sending = useMemo(() => new Set(run?.sending ?? []), [run]);

  const toggle = (id: number) =>
    setPicked((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () =>
    setPicked(selected.length === rows.length ? new Set() : new Set(rows.map((r) => r.id)));
  const askApproval = (payments: TPayment[]) => {
    if (!canApprove || approval.busy || payments.length === 0) return;
    setConfirm(payments);
  };
  const approveFromKeys = (id: number) => {
    const p = byId.get(id);
    askApproval(selected.length ? selected : p ? [p] : []);
  };
  const approve = (payments: TPayment[]) => {
    setConfirm(null);
    setOpenId(null);
    setPicked(new Set());
    approval.start(payments);
  };

  const modal = openId !== null || confirm !== null || shortcuts;
  useRowKeys({
    ids: rows.map((r) => String(r.id)),
    selectedId: currentId === null ? null : String(currentId),
    onSelect: (id) => setCurrentId(Number(id)),
    onOpen: (id) => setOpenId(Number(id)),
    disabled: modal,
    rowAttribute: "data-trx-id",
    actions: canApprove
      ? { x: (id) => toggle(Number(id)), a: (id) => approveFromKeys(Number(id)) }
      : undefined,
  });
  usePageKeys({ "?": () => setShortcuts(true) }, modal);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <QueueToolbar
        waiting={queue.data ? queue.data.rows.length : null}
        selected={selected}
        canApprove={canApprove}
        busy={approval.busy}
        refreshing={queue.isFetching && !queue.isPending}
        fetchedAt={queue.data?.fetchedAt ?? null}
        onApprove={() => askApproval(selected)}
        onRefresh={() => void queue.refetch()}
        onShortcuts={() => setShortcuts(true)}
        risk={<RiskToggle on={riskOnly} count={now === null ? null : atRisk.size} onChange={setRiskOnly} />}
      />
      {run ? (
        <ApprovalRunPanel
          run={run}
          records={recordMap(runRecords.data?.records)}
          onOpen={setOpenId}
          onRetry={approval.retryUnknown}
          onDismiss={approval.dismiss}
        />
      ) : null}
      <QueueList
        queue={queue}
        rows={rows}
        records={records}
        sort={sort}
        onSort={(key) => setSort((s) => nextSort(s, key))}
        selection={canApprove ? { ids: selectedIds, toggle, toggleAll } : null}
        currentId={currentId}
        onCurrent={setCurrentId}
        onOpen={(id) => {
          setCurrentId(id);
          setOpenId(id);
        }}
        sending={sending}
        deadlines={deadlines}
        className="min-h-0 flex-1"
      />
      <p className="text-xs text-muted-foreground">
        <Kbd>j</Kbd> <Kbd>k</Kbd> move, <Kbd>Enter</Kbd> opens
        {canApprove ? (
          <>
            , <Kbd>x</Kbd> selects, <Kbd>a</Kbd> approves
          </>
        ) : null}
        , <Kbd>?</Kbd> shows every shortcut.
      </p>
      <ApproveDialog payments={confirm} onConfirm={approve} onClose={() => setConfirm(null)} />
      <ApprovalDrawer
        id={openId}
        queued={openId === null ? null : (byId.get(openId) ?? null)}
        canApprove={canApprove && !approval.busy}
        onApprove={(p) => askApproval([p])}
        onClose={() => setOpenId(null)}
      />
      <KeyboardShortcutsDialog
        open={shortcuts}
        onOpenChange={setShortcuts}
        shortcuts={APPROVAL_SHORTCUTS}
        canAct={canApprove}
      />
    </div>
  );
}

/** The rows at risk at `now` (useCrossingClock: it moves when a row crosses, so the set is current). */
function atRiskIds(rows: readonly TPayment[], deadlines: TApprovalQueue["deadlines"], now: number | null) {
  const out = new Set<number>();
  if (now === null || !deadlines) return out;
  for (const r of rows) {
    const d = deadlines[r.id];
    if (d && isAtRisk(d, now)) out.add(r.id);
  }
  return out;
}

function recordMap(list: readonly TApprovalRecord[] | undefined): ReadonlyMap<number, TApprovalRecord> {
  return new Map((list ?? []).map((r) => [r.trxId, r]));
}
