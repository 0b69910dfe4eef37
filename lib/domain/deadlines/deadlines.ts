import { z } from "zod";

// Client-safe. Every queue item's deadline and how long it has left (docs/deadlines.md). Three queues
// wait on people for a service-level time an administrator sets (deadline_slas); the Instant window (5 s)
// and the SDD return window (5 TARGET business days) are the platform's and are not settable.

export const SLA_QUEUES = ["approvals", "drafts", "cancellations"] as const;
export type TSlaQueue = (typeof SLA_QUEUES)[number];

export const SLA_QUEUE_WORDS: Record<TSlaQueue, string> = {
  approvals: "Approvals (payments in To sign)",
  drafts: "Drafts waiting for approval",
  cancellations: "Cancellation requests to answer",
};

/**
 * Defaults while no administrator has saved one (README, Deadlines): a payment in To sign holds the
 * customer's money at the platform, so two hours; a draft is our own, not yet sent, so half a working day;
 * a cancellation (recall) must be answered within days under the SEPA rulebook, so a working day leaves
 * room for the investigation before the scheme's limit.
 */
export const DEFAULT_SLA_MINUTES: Record<TSlaQueue, number> = {
  approvals: 120,
  drafts: 240,
  cancellations: 1440,
};

/** One minute to thirty days: shorter cannot be met by people, longer is not a service level. */
export const SLA_MIN_MINUTES = 1;
export const SLA_MAX_MINUTES = 30 * 24 * 60;

export const ZSaveSlaInput = z.object({
  queue: z.enum(SLA_QUEUES, "Choose a queue."),
  minutes: z
    .number("Give the time in minutes.")
    .int("Give whole minutes.")
    .min(SLA_MIN_MINUTES, `At least ${SLA_MIN_MINUTES} minute.`)
    .max(SLA_MAX_MINUTES, `At most ${SLA_MAX_MINUTES} minutes (30 days).`),
});
export type TSaveSlaInput = z.output<typeof ZSaveSlaInput>;

/** One queue's service level as Settings shows it; `updatedBy` null while the default applies. */
export type TSla = { queue: TSlaQueue; minutes: number; updatedBy: string | null; updatedAt: string | null };

/** When an item's clock started and when its time is up (ISO 8601). */
export type TDeadline = { startedAt: string; deadlineAt: string };

/**
 * An item is at risk in the last quarter of its time: proportional, so a 5-second Instant window turns at
 * 1.25 s and a 2-hour approval at 30 minutes, and one rule reads the same in every queue.
 */
export const AT_RISK_SHARE = 0.25;

export type TDeadlineState = "on_time" | "at_risk" | "overdue";

/**
 * The instant (ms) an item turns at risk: the last AT_RISK_SHARE of its window. A window that ends before
 * it starts (clocks apart) is at risk from the first: better a mark too early than never.
 */
export function atRiskFrom(d: TDeadline): number {
  const start = Date.parse(d.startedAt);
  const end = Date.parse(d.deadlineAt);
  return end <= start ? Number.NEGATIVE_INFINITY : end - (end - start) * AT_RISK_SHARE;
}

export function deadlineState(d: TDeadline, now: number): TDeadlineState {
  if (now >= Date.parse(d.deadlineAt)) return "overdue";
  return now >= atRiskFrom(d) ? "at_risk" : "on_time";
}

/** At risk or overdue: what the mark, the filter and the notification mean by "at risk". */
export const isAtRisk = (d: TDeadline, now: number) => deadlineState(d, now) !== "on_time";

/**
 * The next instant after `now` at which any of `deadlines` changes state (turns at risk or overdue), or
 * null when none will: a view that filters by the rule needs to look again only then.
 */
export function nextCrossing(deadlines: Iterable<TDeadline>, now: number): number | null {
  let next: number | null = null;
  for (const d of deadlines)
    for (const t of [atRiskFrom(d), Date.parse(d.deadlineAt)])
      if (t > now && (next === null || t < next)) next = t;
  return next;
}

/** A deadline `minutes` after `startedAt`. */
export function slaDeadline(startedAt: Date | string, minutes: number): TDeadline {
  const start = typeof startedAt === "string" ? Date.parse(startedAt) : startedAt.getTime();
  return {
    startedAt: new Date(start).toISOString(),
    deadlineAt: new Date(start + minutes * 60_000).toISOString(),
  };
}

/** "1 h 05 min left", "12 min left", "42 s left", "overdue by 3 min": whole units, rounded down. */
export function formatTimeLeft(ms: number): string {
  const over = ms <= 0;
  const s = Math.floor(Math.abs(ms) / 1000);
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const text =
    d > 0
      ? `${d} d ${h} h`
      : h > 0
        ? `${h} h ${String(m).padStart(2, "0")} min`
        : m > 0
          ? `${m} min`
          : `${s % 60} s`;
  return over ? `overdue by ${text}` : `${text} left`;
}

/** The URL value of the at-risk filter in every queue (`risk=at_risk`). */
export const RISK_FILTER = "at_risk";
