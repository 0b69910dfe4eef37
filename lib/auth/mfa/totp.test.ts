import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { checkTotp, newTotpSecret, totpUri } from "./totp";

// RFC 6238, Appendix B: the SHA-1 seed is the ASCII string "12345678901234567890"; the six-digit codes
// are the last six digits of the eight-digit values listed there.
const RFC_SECRET = Secret.fromUTF8("12345678901234567890").base32;
const VECTORS: [seconds: number, code: string][] = [
  [59, "287082"],
  [1111111109, "081804"],
  [1111111111, "050471"],
  [1234567890, "005924"],
  [2000000000, "279037"],
];

describe("checkTotp", () => {
  it.each(VECTORS)("accepts the RFC 6238 code at T=%i with a fixed clock", (seconds, code) => {
    expect(checkTotp(RFC_SECRET, code, { now: seconds * 1000 })).toEqual({
      ok: true,
      step: Math.floor(seconds / 30),
    });
  });

  it("accepts one step of clock drift either way, not two", () => {
    const now = 1111111111 * 1000;
    const at = (offsetSeconds: number) =>
      new TOTP({ secret: Secret.fromBase32(RFC_SECRET) }).generate({ timestamp: now + offsetSeconds * 1000 });
    expect(checkTotp(RFC_SECRET, at(-30), { now })).toMatchObject({ ok: true });
    expect(checkTotp(RFC_SECRET, at(30), { now })).toMatchObject({ ok: true });
    expect(checkTotp(RFC_SECRET, at(-60), { now })).toEqual({ ok: false, reason: "wrong" });
    expect(checkTotp(RFC_SECRET, at(60), { now })).toEqual({ ok: false, reason: "wrong" });
  });

  it("refuses a replay: a right code of a step already used, or of an earlier one", () => {
    const now = 59 * 1000;
    const first = checkTotp(RFC_SECRET, "287082", { now });
    expect(first).toEqual({ ok: true, step: 1 });
    expect(checkTotp(RFC_SECRET, "287082", { now, lastStep: 1 })).toEqual({ ok: false, reason: "replayed" });
    // A code of the step before, still inside the window, after a later one was used.
    expect(checkTotp(RFC_SECRET, "287082", { now: now + 30_000, lastStep: 2 })).toEqual({
      ok: false,
      reason: "replayed",
    });
    // The next step's code is fine.
    const next = new TOTP({ secret: Secret.fromBase32(RFC_SECRET) }).generate({ timestamp: 60_000 });
    expect(checkTotp(RFC_SECRET, next, { now: 60_000, lastStep: 1 })).toEqual({ ok: true, step: 2 });
  });

  it("refuses wrong and malformed codes, and allows spaces", () => {
    expect(checkTotp(RFC_SECRET, "287083", { now: 59_000 })).toEqual({ ok: false, reason: "wrong" });
    expect(checkTotp(RFC_SECRET, "28708", { now: 59_000 })).toEqual({ ok: false, reason: "wrong" });
    expect(checkTotp(RFC_SECRET, "abcdef", { now: 59_000 })).toEqual({ ok: false, reason: "wrong" });
    expect(checkTotp(RFC_SECRET, "287 082", { now: 59_000 })).toMatchObject({ ok: true });
  });
});

describe("enrolment secrets", () => {
  it("are 160 random bits and go into an otpauth URI an app can read", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, "ops@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Countersign");
    expect(uri.searchParams.get("period")).toBe("30");
    expect(uri.searchParams.get("digits")).toBe("6");
  });
});
