import { MAX_MINOR, parseMajorAmount } from "@/lib/money";

// Helpers of the money tests (lib/money-*.test.ts): the odd spaces and signs locales use, parse-or-throw
// shorthands, and reproducible random amounts.

export const NBSP = "\u00a0";
export const NNBSP = "\u202f"; // fr-FR groups thousands with a narrow no-break space
export const MINUS = "\u2212";

export const minor = (input: string, currency: string | { code: string; decimals: number }, opts = {}) => {
  const result = parseMajorAmount(input, currency, opts);
  if (!result.ok) throw new Error(`"${input}" refused: ${result.error}`);
  return result.minor;
};
export const error = (input: string, currency: string | { code: string; decimals: number }, opts = {}) => {
  const result = parseMajorAmount(input, currency, opts);
  if (result.ok) throw new Error(`"${input}" accepted as ${result.minor}`);
  return result.error;
};

/** Deterministic pseudo-random bigints (mulberry32), so a failing case can be reproduced. */
export function randomMinors(count: number, seed: number): bigint[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => {
    const digits = 1 + Math.floor(next() * 16);
    const text = Array.from({ length: digits }, () => Math.floor(next() * 10)).join("");
    const value = BigInt(text) % (MAX_MINOR + 1n);
    return next() < 0.5 ? -value : value;
  });
}
