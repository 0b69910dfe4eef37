import type { TAnswerAttempt } from "@/lib/domain/instant/confirmations";

// Client-safe. The tries of one answer in words, as they happened: "The platform answered 500
// (INTERNAL_ERROR) in 2 ms; sent again 50 ms later: taken in 9 ms." An answer that came back is never
// called "no reply"; only a try that got nothing back says "no answer", and why.

function result(a: TAnswerAttempt, first: boolean): string {
  const code = a.code ? ` (${a.code})` : "";
  const took = ` in ${a.ms} ms`;
  switch (a.outcome) {
    case "taken":
      return `${first ? "The platform took it" : "taken"}${took}`;
    case "refused":
      return `${first ? "The platform refused it" : "refused"}: ${a.httpStatus}${code}${took}`;
    case "server_error":
      return `${first ? "The platform answered" : "answered"} ${a.httpStatus}${code}${took}`;
    case "timed_out":
      return `${first ? "No" : "no"} answer: timed out after ${a.ms} ms`;
    case "connection_lost":
      return `${first ? "No" : "no"} answer: connection lost after ${a.ms} ms`;
    case "not_sent":
      return `${first ? "Not" : "not"} sent: an error on our side`;
  }
}

/** Every try in one sentence; null when the answer was never sent. */
export function attemptsText(attempts: readonly TAnswerAttempt[]): string | null {
  if (attempts.length === 0) return null;
  const parts = attempts.map((a, i) =>
    i === 0 ? result(a, true) : `sent again ${a.afterMs ?? 0} ms later: ${result(a, false)}`,
  );
  return `${parts.join("; ")}.`;
}

/**
 * Worth a line of its own: more than one try, or a single one that got no verdict (a one-try refusal has
 * its own sentence, and a one-try success needs none).
 */
export function attemptsWorthShowing(attempts: readonly TAnswerAttempt[]): boolean {
  if (attempts.length > 1) return true;
  const only = attempts[0];
  return !!only && only.outcome !== "taken" && only.outcome !== "refused";
}
