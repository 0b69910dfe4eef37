import { describe, expect, it } from "vitest";
import { stepUpTimeOfSignIn } from "./idp-check-time";

const NOW = 1_800_000_000_000;

describe("stepUpTimeOfSignIn", () => {
  it("takes the IdP's auth_time, so a silent sign-in from an old IdP session is an old check", () => {
    expect(stepUpTimeOfSignIn({ auth_time: NOW / 1000 - 3600 }, NOW)).toEqual(new Date(NOW - 3_600_000));
  });
  it("never lets an IdP clock ahead of ours make a check newer than now", () => {
    expect(stepUpTimeOfSignIn({ auth_time: NOW / 1000 + 60 }, NOW)).toEqual(new Date(NOW));
  });
  it("is the sign-in time without the claim (a password sign-in, or an IdP that omits it)", () => {
    for (const p of [null, undefined, {}, { auth_time: "soon" }, { auth_time: -1 }])
      expect(stepUpTimeOfSignIn(p, NOW)).toEqual(new Date(NOW));
  });
});
