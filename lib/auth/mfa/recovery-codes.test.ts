import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  hashRecoveryCode,
  matchRecoveryCode,
  newRecoveryCodes,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
} from "./recovery-codes";

const pepper = randomBytes(32);

function stored(codes: string[]) {
  return codes.map((code, i) => ({
    id: `c${i}`,
    usedAt: null as Date | null,
    ...hashRecoveryCode(code, pepper),
  }));
}

describe("recovery codes", () => {
  it("are ten distinct codes of 12 base32 characters", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);
  });

  it("are stored as salted keyed hashes, never in clear", () => {
    const [code] = newRecoveryCodes();
    const a = hashRecoveryCode(code!, pepper);
    const b = hashRecoveryCode(code!, pepper);
    expect(a.codeHash).not.toBe(b.codeHash);
    expect(JSON.stringify(a)).not.toContain(code!.replace(/-/g, ""));
  });

  it("match whatever the case, spaces and dashes, and only under the same pepper", () => {
    const codes = newRecoveryCodes();
    const rows = stored(codes);
    const typed = ` ${codes[3]!.toUpperCase().replace(/-/g, " ")} `;
    expect(normaliseRecoveryCode(typed)).toBe(codes[3]!.replace(/-/g, ""));
    expect(matchRecoveryCode(typed, rows, pepper)).toBe("c3");
    expect(matchRecoveryCode(codes[3]!, rows, randomBytes(32))).toBeNull();
    expect(matchRecoveryCode("0000-0000-0000", rows, pepper)).toBeNull();
    expect(matchRecoveryCode("123456", rows, pepper)).toBeNull();
  });

  it("are single use: a used code never matches again", () => {
    const codes = newRecoveryCodes();
    const rows = stored(codes);
    expect(matchRecoveryCode(codes[0]!, rows, pepper)).toBe("c0");
    rows[0]!.usedAt = new Date();
    expect(matchRecoveryCode(codes[0]!, rows, pepper)).toBeNull();
    expect(matchRecoveryCode(codes[1]!, rows, pepper)).toBe("c1");
  });
});
