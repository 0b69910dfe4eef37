import "server-only";
import { db } from "@/lib/db/client";
import {
  atRiskSubject,
  cancellationsAwaiting,
  draftsAtRisk,
  paymentsAtRisk,
} from "@/lib/db/deadline-candidates";
import { readSlaMinutes } from "@/lib/db/deadline-slas";
import { notify, type TNotify } from "@/lib/db/notify";
import { isAtRisk, slaDeadline, type TDeadline, type TSlaQueue } from "@/lib/domain/deadlines/deadlines";
import { logger } from "@/lib/logger";
import { formatMinor } from "@/lib/money";
import { cancellationDeadline } from "./cancellation-deadline";
import { deadlineWords } from "./deadline-words";

// The at-risk sweep (docs/deadlines.md#notifications), started in every instance like the cancellation
// sweep. Each pass finds the items of the three service-level queues that crossed into their last quarter
// (or past their deadline) and tells finance ops once: notify() inserts (user, kind, subject) with ON
// CONFLICT DO NOTHING, so two instances sweeping at once, or a pass repeated, tell nobody twice.

export const AT_RISK_SWEEP_INTERVAL_MS = 30_000;

type TFound = { queue: TSlaQueue; id: string; deadline: TDeadline; what: string; link: string };

/** One pass; returns how many people were told (0 when everything found had been announced). */
export async function sweepAtRiskOnce(now = new Date()): Promise<number> {
  const minutes = await readSlaMinutes();
  const [payments, drafts, cancellations] = await Promise.all([
    paymentsAtRisk(minutes.approvals, now),
    draftsAtRisk(minutes.drafts, now),
    cancellationsAwaiting(),
  ]);
  const found: TFound[] = [
    ...payments.map((p) => ({
      queue: "approvals" as const,
      id: p.trxId.toString(),
      deadline: slaDeadline(p.statusAt, minutes.approvals),
      what: `Payment ${p.trxId} (${amountText(p.amount, p.currency)}) waits for approval`,
      link: `/payments/${p.trxId}`,
    })),
    ...drafts.map((d) => ({
      queue: "drafts" as const,
      id: d.id,
      deadline: slaDeadline(d.createdAt, minutes.drafts),
      what: `A draft of ${d.paymentCount} payment${d.paymentCount === 1 ? "" : "s"} by ${d.makerEmail} waits for approval`,
      link: `/drafts/${d.id}`,
    })),
    ...cancellations.map((c) => ({
      queue: "cancellations" as const,
      id: c.cancellationId.toString(),
      deadline: cancellationDeadline(c, minutes.cancellations),
      what: `Cancellation request ${c.cancellationId} (${c.reason}) waits for our answer`,
      link: `/cancellations/${c.cancellationId}`,
    })),
  ].filter((f) => isAtRisk(f.deadline, now.getTime()));
  let told = 0;
  for (const f of found) {
    const words = deadlineWords(f.deadline, now.getTime());
    const n: TNotify = {
      kind: "deadline_at_risk",
      subject: atRiskSubject(f.queue, f.id),
      title: `${words.headline}: ${f.what}`,
      body: `${f.what}. Deadline ${words.deadline}; ${words.left}.`,
      link: f.link,
    };
    told += await db.$transaction((tx) => notify(tx, n));
  }
  return told;
}

function amountText(minor: bigint, currency: string): string {
  try {
    return formatMinor(minor, currency);
  } catch {
    return `${minor} (minor units) ${currency}`;
  }
}

/** Starts the sweep; returns a function that stops it (and waits for a pass in progress). */
export function startDeadlineSweep(intervalMs = AT_RISK_SWEEP_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = sweepAtRiskOnce()
      .then(() => undefined)
      .catch((err) => logger.error({ err }, "deadline sweep failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
