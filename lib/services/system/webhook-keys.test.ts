import { execFileSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { describeKeys } from "./webhook-keys";

// The rotation view's fingerprint is the one an operator computes from the platform's PEM with openssl.
describe("webhook key fingerprints", () => {
  it("match openssl's SHA-256 of the DER public key, in the configured order, with the size", () => {
    const keys = [2048, 3072].map((bits) => generateKeyPairSync("rsa", { modulusLength: bits }).publicKey);
    const pem = keys[0]!.export({ type: "spki", format: "pem" }).toString();
    const der = execFileSync("openssl", ["pkey", "-pubin", "-outform", "DER"], { input: pem });
    const digest = execFileSync("openssl", ["dgst", "-sha256", "-binary"], { input: der });
    const described = describeKeys(keys);
    expect(described[0]).toEqual({
      position: 1,
      fingerprint: `SHA256:${digest.toString("base64").replace(/=+$/, "")}`,
      bits: 2048,
    });
    expect(described[1]).toMatchObject({ position: 2, bits: 3072 });
    expect(described[1]!.fingerprint).not.toBe(described[0]!.fingerprint);
  });
});
