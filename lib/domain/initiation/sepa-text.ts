// The SEPA character set (EPC's SEPA Requirements for an Extended Character Set, the basic Latin set every
// bank must carry): a–z, A–Z, 0–9 and / - ? : ( ) . , ' + and space. A name or text outside it may be
// refused or garbled by a bank on the way, so it is refused here, naming the character, while the person
// can still change it. Client-safe.

import type { TCheck } from "./check";

const SEPA_CHAR = /^[A-Za-z0-9/\-?:().,'+ ]$/;

export const SEPA_CHARACTERS = "letters A–Z without accents, digits, spaces and / - ? : ( ) . , ' +";

/** How to name a character in a message: itself, or its code when it cannot be seen ("U+00A0"). */
function shown(ch: string): string {
  const visible = /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(ch);
  const code = `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
  return visible ? `“${ch}”` : `the invisible character ${code}`;
}

/** The first character outside the SEPA set, by code point (an emoji is one), or null. */
export function firstNonSepaCharacter(text: string): string | null {
  for (const ch of text) if (!SEPA_CHAR.test(ch)) return ch;
  return null;
}

/** Text within the SEPA set and `max` characters, or the one thing to fix. Empty is for the caller. */
export function checkSepaText(text: string, max: number): TCheck<string> {
  // Composed first, so that an "é" typed as "e" and a combining accent is named "é", not an invisible mark.
  const bad = firstNonSepaCharacter(text.normalize("NFC"));
  if (bad !== null) return { ok: false, error: `${shown(bad)} is not allowed: use ${SEPA_CHARACTERS}.` };
  if (text.length > max) {
    return { ok: false, error: `At most ${max} characters; this has ${text.length}.` };
  }
  return { ok: true, value: text };
}

/**
 * A new end-to-end id: "CS" and 32 hexadecimal digits (34 characters, all in the SEPA set). The 128 bits
 * come from crypto.getRandomValues, in the browser and on the server alike. Why that never repeats in
 * practice: among a trillion ids the chance that any two are equal is about n² / 2^129 ≈ 1.5 × 10⁻¹⁵ (the
 * birthday bound), far below the chance of a hardware fault. No clock or counter is part of it, so two
 * tabs, two instances or a restored backup cannot produce the same sequence.
 */
export function generateEndToEndId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return "CS" + Array.from(bytes, (b) => b.toString(16).padStart(2, "0").toUpperCase()).join("");
}
