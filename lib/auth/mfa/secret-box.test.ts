import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deriveMfaKeys } from "./keys";
import { openSecret, sealSecret, SecretBoxError } from "./secret-box";

const keys = deriveMfaKeys(randomBytes(32)).box;
const other = deriveMfaKeys(randomBytes(32)).box;
const USER = "5b0c7c1e-0000-4000-8000-000000000001";

describe("secret box (AES-256-GCM)", () => {
  it("round-trips, and a new IV each time hides equal secrets", () => {
    const a = sealSecret("JBSWY3DPEHPK3PXP", keys, USER);
    const b = sealSecret("JBSWY3DPEHPK3PXP", keys, USER);
    expect(a).not.toBe(b);
    expect(a).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openSecret(a, keys, USER)).toBe("JBSWY3DPEHPK3PXP");
    expect(openSecret(b, keys, USER)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("refuses a box moved to another user, a changed box, another key and garbage", () => {
    const box = sealSecret("JBSWY3DPEHPK3PXP", keys, USER);
    const reason = (f: () => unknown) => {
      try {
        f();
      } catch (err) {
        return err instanceof SecretBoxError ? err.reason : String(err);
      }
      return "opened";
    };
    expect(reason(() => openSecret(box, keys, "another-user"))).toBe("tampered");
    const parts = box.split(".");
    parts[3] = Buffer.from("AAAAAAAAAAAAAAAA").toString("base64url");
    expect(reason(() => openSecret(parts.join("."), keys, USER))).toBe("tampered");
    expect(reason(() => openSecret(box, other, USER))).toBe("other_key");
    expect(reason(() => openSecret(box, { ...other, keyId: keys.keyId }, USER))).toBe("tampered");
    expect(reason(() => openSecret("not a box", keys, USER))).toBe("malformed");
  });

  it("derives separate keys for encryption and recovery codes from one root", () => {
    const root = randomBytes(32);
    const a = deriveMfaKeys(root);
    expect(a.box.key.equals(a.recoveryPepper)).toBe(false);
    expect(a.box.key.equals(root)).toBe(false);
    expect(deriveMfaKeys(root).box.keyId).toBe(a.box.keyId);
  });
});
