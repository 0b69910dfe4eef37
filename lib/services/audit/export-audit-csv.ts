import "server-only";
import type { TAuditFilters } from "@/lib/domain/audit/filters";
import { toCsvRow } from "@/lib/csv";
import { listAuditEvents } from "./list-audit-events";

const HEADER = [
  "id",
  "at_utc",
  "actor",
  "action",
  "target",
  "outcome",
  "provider_status",
  "provider_code",
  "request_id",
  "ip",
  "detail",
  "attempt_id",
];

/**
 * Every matching audit row as CSV, streamed page by page: memory stays flat however many rows match, and a
 * client that goes away stops the reads (the stream is pulled, not pushed).
 */
export function exportAuditCsv(filters: TAuditFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let before = filters.before;
  let done = false;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(toCsvRow(HEADER)));
    },
    async pull(controller) {
      if (done) return controller.close();
      const page = await listAuditEvents({ ...filters, before, limit: 500 });
      const lines = page.rows.map((r) =>
        toCsvRow([
          r.id,
          r.at,
          r.actorEmail,
          r.action,
          r.target,
          r.outcome,
          r.providerStatus,
          r.providerCode,
          r.requestId,
          r.ip,
          r.detail === null ? null : JSON.stringify(r.detail),
          r.attemptId,
        ]),
      );
      if (lines.length) controller.enqueue(encoder.encode(lines.join("")));
      before = page.nextBefore ?? undefined;
      done = page.nextBefore === null;
      if (done) controller.close();
    },
  });
}
