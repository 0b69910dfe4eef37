import "server-only";
import { giveBackAttempt, takeAttempt } from "@/lib/db/attempt-limits";
import { env } from "@/lib/env";

const ADDRESS = "sign_in:address";
const ACCOUNT = "sign_in:account";

export type TSignInLimits =
  | { ok: true; giveBack(): Promise<void> }
  | { ok: false; reason: "address_limit" | "account_limit"; retryAfterSeconds: number };

/**
 * Counts a password sign-in against two limits kept in PostgreSQL, before any password is checked (README
 * "Sign-in limits"): one per source address (one address guessing across many accounts) and one per
 * account (any email, known or not, so the answer does not tell which emails exist). The address is
 * counted first; an attempt it refuses is not counted against the account, so one noisy address cannot
 * use up an account's allowance by itself. `giveBack()` after a successful sign-in returns both, so only
 * failures (and attempts still in flight) use up a limit.
 *
 * `ip` comes from the request (lib/auth/options.ts); without one, every such attempt shares one bucket,
 * which errs on the side of refusing.
 */
export async function takeSignInLimits(email: string, ip: string | null | undefined): Promise<TSignInLimits> {
  const windowSeconds = env.SIGN_IN_WINDOW_MINUTES * 60;
  const address = ip || "unknown";
  const byAddress = await takeAttempt(ADDRESS, address, { max: env.SIGN_IN_MAX_PER_ADDRESS, windowSeconds });
  if (!byAddress.allowed) {
    return { ok: false, reason: "address_limit", retryAfterSeconds: byAddress.retryAfterSeconds };
  }
  const byAccount = await takeAttempt(ACCOUNT, email, { max: env.SIGN_IN_MAX_PER_ACCOUNT, windowSeconds });
  if (!byAccount.allowed) {
    return { ok: false, reason: "account_limit", retryAfterSeconds: byAccount.retryAfterSeconds };
  }
  return {
    ok: true,
    async giveBack() {
      await Promise.all([giveBackAttempt(ADDRESS, address), giveBackAttempt(ACCOUNT, email)]);
    },
  };
}
