import { withoutCursor } from "@/lib/domain/payments/url";

// The browser side of the CSV export: reads GET /api/payments/export as it streams, counts rows as they
// arrive (the total is unknown until the platform's last page), and hands back the file. Aborting the
// signal closes the connection, which cancels the server's stream and so its platform reads.

/** A refused or failed export, in words, with what support needs. */
export class ExportError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null = null,
    readonly requestId: string | null = null,
    readonly rows = 0,
  ) {
    super(message);
  }
}

/**
 * Counts CSV records, not lines: a quoted cell may hold a line break (remittance text), so newlines inside
 * quotes do not count. The header is not a row. Works across chunk boundaries; `""` toggles twice.
 */
export function createRowCounter() {
  let inQuotes = false;
  let lines = 0;
  return {
    feed(chunk: Uint8Array) {
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i];
        if (b === 0x22) inQuotes = !inQuotes;
        else if (b === 0x0a && !inQuotes) lines++;
      }
    },
    get rows() {
      return Math.max(0, lines - 1);
    },
  };
}

/** The server's file name (content-disposition), or a dated default. */
export function filenameOf(disposition: string | null, now = new Date()): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? "");
  return match?.[1] ?? `countersign-payments-${now.toISOString().slice(0, 10)}.csv`;
}

type TErrorBody = { error?: { message?: string; providerCode?: string; requestId?: string | null } };

function refusal(status: number, body: TErrorBody | null): ExportError {
  const e = body?.error;
  const said = e?.message ?? "";
  const message =
    status === 400
      ? said || "The filters are not valid. Nothing was exported."
      : status === 401
        ? "Your session has ended. Sign in again, then export."
        : status === 403
          ? "Your roles do not allow exporting payments."
          : status === 502
            ? `The platform could not list the payments. ${said}`.trim()
            : `The export failed (HTTP ${status}). ${said}`.trim();
  return new ExportError(message, status, e?.providerCode ?? null, e?.requestId ?? null);
}

export async function downloadPaymentsCsv(
  query: string,
  opts: { signal: AbortSignal; onProgress: (rows: number) => void },
): Promise<{ blob: Blob; filename: string; rows: number }> {
  const res = await fetch(`/api/payments/export?${withoutCursor(query)}`, {
    signal: opts.signal,
    headers: { accept: "text/csv" },
  });
  if (!res.ok || !res.body)
    throw refusal(res.status, (await res.json().catch(() => null)) as TErrorBody | null);
  const counter = createRowCounter();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      counter.feed(value);
      opts.onProgress(counter.rows);
    }
  } catch (err) {
    if (opts.signal.aborted) throw err;
    // The server cuts the body when the platform fails after the first page: the file would be partial.
    throw new ExportError(
      `The export stopped after ${counter.rows.toLocaleString()} rows: the platform or the connection failed. Nothing was saved; try again.`,
      null,
      null,
      null,
      counter.rows,
    );
  }
  const filename = filenameOf(res.headers.get("content-disposition"));
  return { blob: new Blob(chunks, { type: "text/csv;charset=utf-8" }), filename, rows: counter.rows };
}
