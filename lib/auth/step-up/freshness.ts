// When a session's last password or second-factor check still lets it move money (README.md, Security:
// Step-up). Pure, so the server's guard and the Instant queue's timing read the same rule.

export const MINUTE_MS = 60_000;

/** The moment the check made at `stepUpAt` stops counting (ms since the epoch), or null without a check. */
export function stepUpFreshUntil(stepUpAt: Date | null, minutes: number): number | null {
  return stepUpAt ? stepUpAt.getTime() + minutes * MINUTE_MS : null;
}

/** True while the check is younger than `minutes`. */
export function isStepUpFresh(stepUpAt: Date | null, minutes: number, now: number = Date.now()): boolean {
  const until = stepUpFreshUntil(stepUpAt, minutes);
  return until !== null && now < until;
}
