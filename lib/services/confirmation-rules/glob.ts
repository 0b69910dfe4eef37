// Glob patterns of confirmation rules: `*` any run of characters (also none), `?` exactly one, everything
// else literal. A rule is evaluated inside the 5-second window, so the matcher must never backtrack the way
// a regular expression can: this is the two-pointer algorithm that only ever returns to the LAST `*`
// (earlier stars never need revisiting), so a match costs at most |text| × |pattern| steps — linear in the
// text for a given pattern, and both are at most 35 characters here (lib/domain/confirmation-rules/confirmation-rules.ts).

export type TGlob = (text: string) => boolean;

export function globMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1; // position of the last `*` seen in the pattern
  let resume = 0; // where the text resumes when that `*` swallows one more character
  while (t < text.length) {
    const c = pattern[p];
    if (c === "*") {
      star = p++;
      resume = t;
    } else if (c !== undefined && (c === "?" || c === text[t])) {
      p++;
      t++;
    } else if (star >= 0) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (pattern[p] === "*") p++;
  return p === pattern.length;
}

/** A matcher for a fixed pattern; a pattern without wildcards compares directly. */
export function compileGlob(pattern: string): TGlob {
  if (!/[*?]/.test(pattern)) return (text) => text === pattern;
  if (pattern === "*") return () => true;
  return (text) => globMatch(pattern, text);
}

/** Accounts (IBANs or account numbers) are compared upper-case, without spaces (typed in groups of four). */
export const normaliseAccount = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/**
 * BICs compared upper-case, without spaces, always as 11 characters: an 8-character BIC is the bank's
 * primary office (branch XXX), and an 8-character pattern names the bank, so it matches every branch.
 */
export const normaliseBic = (value: string) => {
  const bic = normaliseAccount(value);
  return bic.length === 8 ? `${bic}XXX` : bic;
};
export const bicPattern = (pattern: string) => {
  const p = normaliseAccount(pattern);
  // With a `*` the length says nothing about branches ("BNPA*" already matches them all).
  return p.length === 8 && !p.includes("*") ? `${p}???` : p;
};
