import "server-only";

import { z } from "zod";

// Documented response: access_token, expires_in (2700), refresh_expires_in (0), token_type ("Bearer"),
// not-before-policy (0), scope. Only the first two are needed; the rest are accepted as sent.
//
// expires_in is stated, but a token server that leaves it out, sends it as a string or sends nonsense must
// not stop every platform call: the response is accepted with whatever it holds, and tokenLifetime decides
// how long the token is kept (docs/platform.md, Token endpoint).
export const ZTokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.unknown().optional(),
  token_type: z.string().optional(),
});

export type TTokenResponse = z.infer<typeof ZTokenResponse>;

/** The interface's stated lifetime: "valid for 45 minutes". */
export const STATED_LIFETIME_S = 2_700;
/** Kept this long when expires_in is unusable: short, so a shorter real lifetime costs few 401 retries. */
export const FALLBACK_LIFETIME_S = 300;

export type TTokenLifetime = { seconds: number; fallback: string | null };

/**
 * Seconds to keep a token. A usable expires_in (a non-negative number, or a numeric string) is honoured up
 * to the stated 45 minutes: a longer one (seconds mistaken for milliseconds, say) only means refreshing
 * earlier than needed. Anything else falls back to FALLBACK_LIFETIME_S and says why, for the log.
 */
export function tokenLifetime(raw: unknown): TTokenLifetime {
  const n = typeof raw === "string" && /^\s*\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== "number" || !Number.isFinite(n) || n < 0)
    return {
      seconds: FALLBACK_LIFETIME_S,
      fallback: raw === undefined ? "expires_in missing" : "expires_in not a number of seconds",
    };
  if (n > STATED_LIFETIME_S) return { seconds: STATED_LIFETIME_S, fallback: "expires_in above 2700 s" };
  return { seconds: n, fallback: null };
}
