"use client";

import { Download, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Mono } from "@/components/ui/mono";
import { useLocale } from "@/components/ui/use-locale";
import { downloadPaymentsCsv, ExportError } from "./export-payments-download";

type TState =
  | { kind: "idle" }
  | { kind: "running"; rows: number }
  | { kind: "done"; rows: number; filename: string }
  | { kind: "cancelled"; rows: number }
  | { kind: "failed"; error: ExportError };

/** Hands the browser a file to save, without navigating away from the list. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Exports every payment matching `query` (the Payments page's canonical query; its cursor and page size are
 * ignored) as CSV. Shows rows as they stream in — the total is unknown until the platform's last page —
 * and can be cancelled, which closes the request and so stops the server's reads from the platform.
 */
export function ExportPaymentsButton({ query }: { query: string }) {
  // Kept with the query it was for: once the filters change, an old "Saved …" no longer describes them.
  const [last, setLast] = useState<{ query: string; state: TState }>({ query, state: { kind: "idle" } });
  const state: TState = last.query === query || last.state.kind === "running" ? last.state : { kind: "idle" };
  const controller = useRef<AbortController | null>(null);
  const locale = useLocale();
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const rowsOf = (n: number) => `${count(n)} ${n === 1 ? "row" : "rows"}`;

  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const ac = new AbortController();
    controller.current = ac;
    let rows = 0;
    const setState = (next: TState) => setLast({ query, state: next });
    setState({ kind: "running", rows });
    try {
      const file = await downloadPaymentsCsv(query, {
        signal: ac.signal,
        onProgress: (n) => setState({ kind: "running", rows: (rows = n) }),
      });
      save(file.blob, file.filename);
      setState({ kind: "done", rows: file.rows, filename: file.filename });
    } catch (err) {
      if (ac.signal.aborted) return setState({ kind: "cancelled", rows });
      const error =
        err instanceof ExportError
          ? err
          : new ExportError(
              "The export could not reach Countersign. Check the connection and try again.",
              null,
            );
      setState({ kind: "failed", error });
    } finally {
      if (controller.current === ac) controller.current = null;
    }
  };

  const running = state.kind === "running";
  return (
    <div className="flex flex-wrap items-center gap-2 text-[13px]" data-testid="export-payments">
      {running ? (
        <Button variant="secondary" size="sm" onClick={() => controller.current?.abort()}>
          <X aria-hidden />
          Cancel export
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => void start()}>
          <Download aria-hidden />
          Export CSV
        </Button>
      )}
      <span
        role="status"
        data-testid="export-status"
        data-state={state.kind}
        className="text-muted-foreground"
      >
        {state.kind === "running"
          ? `Exporting… ${rowsOf(state.rows)} so far`
          : state.kind === "done"
            ? `Saved ${rowsOf(state.rows)} to ${state.filename}.`
            : state.kind === "cancelled"
              ? `Export cancelled after ${rowsOf(state.rows)}. Nothing was saved.`
              : ""}
      </span>
      {state.kind === "failed" ? (
        <span
          role="alert"
          data-testid="export-error"
          className="flex flex-wrap items-center gap-x-2 text-destructive"
        >
          {state.error.message}
          {state.error.code ? <span className="font-mono text-xs">{state.error.code}</span> : null}
          {state.error.requestId ? (
            <span className="text-xs text-muted-foreground">
              Request <Mono value={state.error.requestId} copyLabel="Copy request id" />
            </span>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
