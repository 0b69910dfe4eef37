import "server-only";
import { currentRuleSetVersion } from "@/lib/db/confirmation-rules";
import { listConfirmationQueue } from "@/lib/db/pending-confirmations";
import type { TConfirmationPhase, TConfirmationQueue } from "@/lib/domain/instant/confirmations";
import { toConfirmationRow } from "./confirmation-row";

// GET /api/instant/queue: every payment not settled, and those settled in the last minute so a person sees
// the outcome (or the platform's fallback) arrive where the payment was. Most urgent first: the ones a
// person can still answer by their deadline, then the answers on their way, then the rest, newest first.
// serverNow lets the browser correct its countdown for its own clock's skew.

const RECENTLY_SETTLED_MS = 60_000;

const RANK: Record<TConfirmationPhase, number> = {
  waiting: 0,
  refused: 0,
  answering: 1,
  answered: 2,
  expired: 3,
  settled: 4,
};

export async function getConfirmationQueue(now = new Date()): Promise<TConfirmationQueue> {
  const [rows, rulesVersion] = await Promise.all([
    listConfirmationQueue(now, RECENTLY_SETTLED_MS),
    currentRuleSetVersion(),
  ]);
  const mapped = rows.map((r) => toConfirmationRow(r, now));
  mapped.sort((a, b) => {
    const rank = RANK[a.phase] - RANK[b.phase];
    if (rank !== 0) return rank;
    // Open ones by the deadline closest first; the others newest first.
    return RANK[a.phase] === 0
      ? a.deadlineAt.localeCompare(b.deadlineAt)
      : b.receivedAt.localeCompare(a.receivedAt);
  });
  return { rows: mapped, serverNow: now.toISOString(), rulesVersion };
}
