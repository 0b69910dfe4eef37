import "server-only";
import { recordAudit, type TAuditOutcome } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { isTransientDbError } from "@/lib/db/transient-error";
import {
  lockDelivery,
  noteReapplyFailed,
  setDeliveryKind,
  type TLockedDelivery,
} from "@/lib/db/webhook-delivery-reapply";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/logger";
import type { TReapplyResult } from "@/lib/domain/events/reapply";
import { classifyKind } from "../classify-kind";
import { runAfterCommit } from "./after-commit";
import { handleDelivery } from "./handle-delivery";

// "Apply again" (Events page, admins): a verified delivery that could not be applied — an UNKNOWN kind
// from an older classifier, a body an older handler refused — is classified again with the current code
// and processed exactly as the processing loop processes a fresh one (process-pending.ts): the same
// handlers in one transaction with the delivery's processed mark, the same afterCommit effects, the same
// parking of a handler that throws. Read models order by the events' own timestamps, so a late re-apply
// never overwrites a newer status. Only unprocessable deliveries qualify: a rejected one is never applied,
// a processed one never twice, a pending one is the queue's.

const TRANSACTION_TIMEOUT_MS = 15_000;

export type TReapplyContext = {
  actor: { id: string; email: string };
  requestId: string | null;
  ip: string | null;
  /** Part of an "Apply again all" (noted on the audit row). */
  bulk?: boolean;
};

type TAttempt = { refused: AppError } | { result: TReapplyResult; afterCommit?: () => Promise<void> };

export async function reapplyDelivery(
  id: bigint,
  ctx: TReapplyContext,
  opts: { headerPrefix?: string } = {},
): Promise<TReapplyResult> {
  const headerPrefix = opts.headerPrefix ?? env.WEBHOOK_HEADER_PREFIX;
  const audit = (
    outcome: TAuditOutcome,
    detail: Record<string, string | boolean | null>,
    client: Parameters<typeof recordAudit>[1] = db,
  ) =>
    recordAudit(
      {
        action: "events.reapply",
        outcome,
        actor: ctx.actor,
        target: `delivery:${id}`,
        requestId: ctx.requestId,
        ip: ctx.ip,
        detail: { ...detail, bulk: ctx.bulk ?? false },
      },
      client,
    );
  let previousKind: string | null = null;
  let attempt: TAttempt;
  try {
    attempt = await db.$transaction(
      async (tx): Promise<TAttempt> => {
        const d = await lockDelivery(tx, id);
        const refused = refusalOf(id, d);
        if (refused || !d) return { refused: refused! };
        previousKind = d.kind;
        const { kind, note } = classifyKind(eventTypeHeader(d.headers, headerPrefix), jsonOrNull(d.rawBody));
        await setDeliveryKind(tx, id, kind, note);
        const handled = await handleDelivery(tx, { ...d, kind });
        const result: TReapplyResult = {
          id: id.toString(),
          outcome: handled.ok ? "processed" : "unprocessable",
          kind,
          previousKind,
          kindNote: note,
          error: handled.ok ? null : handled.error,
        };
        await audit(handled.ok ? "success" : "failure", auditDetail(result), tx);
        return { result, afterCommit: handled.ok ? handled.afterCommit : undefined };
      },
      { timeout: TRANSACTION_TIMEOUT_MS },
    );
  } catch (err) {
    // The database failing says nothing about the delivery: it stays as it was, and the caller says so.
    if (isTransientDbError(err)) throw err;
    // A handler threw: rolled back, as the loop would (the kind's update with it), and the reason kept.
    const error = `Processing failed: ${(err instanceof Error ? err.message : String(err)).slice(0, 500)}`;
    logger.error({ err, deliveryId: id.toString() }, "webhook delivery could not be applied again");
    await noteReapplyFailed(id, error);
    const result: TReapplyResult = {
      id: id.toString(),
      outcome: "unprocessable",
      kind: previousKind ?? "UNKNOWN",
      previousKind,
      kindNote: null,
      error,
    };
    await audit("failure", auditDetail(result));
    return result;
  }
  if ("refused" in attempt) {
    await audit("failure", { refused: attempt.refused.message });
    throw attempt.refused;
  }
  // Committed: now, and only now, the platform may be called (the automatic Instant answer).
  if (attempt.afterCommit) runAfterCommit(attempt.afterCommit, id);
  return attempt.result;
}

function refusalOf(id: bigint, d: TLockedDelivery | null): AppError | null {
  if (!d) return new AppError("not_found", `There is no webhook delivery ${id}.`);
  if (!d.verified) {
    return new AppError(
      "conflict",
      `Delivery ${id} failed verification at intake: a delivery whose signature was not verified is never applied.`,
    );
  }
  if (d.processing === "processed") {
    return new AppError("conflict", `Delivery ${id} is already applied; a delivery is never applied twice.`);
  }
  if (d.processing !== "unprocessable") {
    return new AppError("conflict", `Delivery ${id} is still waiting in the queue; it is applied shortly.`);
  }
  return null;
}

const auditDetail = (r: TReapplyResult) => ({
  outcome: r.outcome,
  kind: r.kind,
  previousKind: r.previousKind,
  kindNote: r.kindNote,
  error: r.error,
});

/** The stored `<prefix>-event-type` header, whatever the case its name was kept in. */
function eventTypeHeader(headers: unknown, prefix: string): string | null {
  if (!headers || typeof headers !== "object") return null;
  const wanted = `${prefix}-event-type`;
  const found = Object.entries(headers).find(([name]) => name.toLowerCase() === wanted);
  return typeof found?.[1] === "string" ? found[1] : null;
}

function jsonOrNull(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString("utf8"));
  } catch {
    return null;
  }
}
