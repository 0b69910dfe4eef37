import "server-only";
import { isProviderError } from "@/lib/errors/provider-error";
import type { TAnswerAttempt, TInstantAnswer } from "@/lib/domain/instant/confirmations";
import { platform } from "../platform/registry";

// Sending one answer inside its window, again after a 5xx or after no answer at all (a lost connection, a
// timeout), with a growing pause, until the window runs short. Sending again is safe by a rule the
// interface states for POST /v1/transactions/{id}/response — the payment must be in pending_confirmation —
// so once one try was taken, any later one can only be refused: the money cannot move twice. A 4xx is the
// platform's verdict on the answer and ends the tries. Every try is recorded, as it happened.

/**
 * Past the window the platform refuses at once, so no try waits longer than the window left; the margin
 * covers our deadline being up to a second early (it counts from the signature timestamp, whole seconds)
 * and the platform's own clock.
 */
export const ANSWER_TIMEOUT_MARGIN_MS = 1_000;
/**
 * One try waits at most this long, so a try that hangs (a connection lost without a word) leaves time for
 * another: a taken answer comes back in tens of milliseconds (README, Figures), so 2 s is no answer.
 */
export const TRY_TIMEOUT_MS = 2_000;
/** A try is only sent this long before the deadline or earlier: one sent later would land after it. */
export const RETRY_MARGIN_MS = 300;
/** Pauses before the 2nd, 3rd… try: 50, 100, 200, 400, 800, 800… ms. */
export const backoffMs = (tries: number) => Math.min(50 * 2 ** (tries - 1), 800);
/** Bounded even if the platform answers 5xx at once every time. */
export const MAX_TRIES = 8;

/** Outcomes worth another try: the platform did not say no. */
const AGAIN: ReadonlySet<TAnswerAttempt["outcome"]> = new Set([
  "server_error",
  "timed_out",
  "connection_lost",
]);

export type TTries = {
  attempts: TAnswerAttempt[];
  /** The last try's error (null when it was taken), for the refusal's words. */
  error: unknown;
};

export async function sendWithinWindow(
  trxId: number,
  answer: TInstantAnswer,
  opts: { requestId: string; deadlineAt: Date; sleep?: (ms: number) => Promise<void> },
): Promise<TTries> {
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const deadline = opts.deadlineAt.getTime();
  const attempts: TAnswerAttempt[] = [];
  let afterMs: number | null = null;
  for (;;) {
    const started = Date.now();
    const timeoutMs = Math.min(Math.max(0, deadline - started) + ANSWER_TIMEOUT_MARGIN_MS, TRY_TIMEOUT_MS);
    let error: unknown = null;
    try {
      // One request id for the answer: the platform's logs tie its tries together.
      await platform().gateway.respondToInstantPayment(trxId, answer, {
        requestId: opts.requestId,
        timeoutMs,
      });
    } catch (err) {
      error = err;
    }
    const attempt = {
      at: new Date(started).toISOString(),
      ms: Date.now() - started,
      afterMs,
      ...outcomeOf(error),
    };
    attempts.push(attempt);
    if (!AGAIN.has(attempt.outcome) || attempts.length >= MAX_TRIES) return { attempts, error };
    const pause = backoffMs(attempts.length);
    if (deadline - (Date.now() + pause) < RETRY_MARGIN_MS) return { attempts, error };
    await sleep(pause);
    afterMs = pause;
  }
}

type TOutcome = Pick<TAnswerAttempt, "outcome" | "httpStatus" | "code">;

function outcomeOf(err: unknown): TOutcome {
  if (err === null) return { outcome: "taken", httpStatus: null, code: null };
  if (!isProviderError(err)) return { outcome: "not_sent", httpStatus: null, code: null };
  const code = err.code ?? null;
  switch (err.kind) {
    case "timeout":
      return { outcome: "timed_out", httpStatus: null, code: null };
    case "connection":
      return { outcome: "connection_lost", httpStatus: null, code: null };
    // A 2xx whose body we could not read: processed all the same.
    case "invalid_response":
      return { outcome: "taken", httpStatus: err.status, code: null };
    case "http": {
      const status = err.status ?? 0;
      return {
        outcome: status >= 400 && status < 500 ? "refused" : "server_error",
        httpStatus: status,
        code,
      };
    }
  }
}
