import { describe, expect, it } from "vitest";
import { isSecretKey, redactSecrets } from "./log-redact";

describe("isSecretKey", () => {
  it("knows a credential's key in any case or separator style", () => {
    for (const key of [
      "id_token",
      "idToken",
      "ID-TOKEN",
      "access_token",
      "refreshToken",
      "secret",
      "client_secret",
      "NEXTAUTH_SECRET",
      "password",
      "newPassword",
      "authorization",
      "Proxy-Authorization",
      "cookie",
      "Set-Cookie",
      "cookies",
      "x-api-key",
    ])
      expect(isSecretKey(key), key).toBe(true);
  });

  it("leaves what is worth logging", () => {
    for (const key of ["token", "token_type", "expires_in", "tokenUrl", "user", "status", "headers"])
      expect(isSecretKey(key), key).toBe(false);
  });
});

describe("redactSecrets", () => {
  it("copies, never changes what the caller still holds", () => {
    const input = { user: { password: "p" }, list: [{ cookie: "c" }] };
    const output = redactSecrets(input);
    expect(output).toEqual({ user: { password: "[REDACTED]" }, list: [{ cookie: "[REDACTED]" }] });
    expect(input.user.password).toBe("p");
  });

  it("keeps an error an error, its own fields censored", () => {
    const err = Object.assign(new TypeError("bad"), { authorization: "Bearer x", code: "E1" });
    const out = redactSecrets({ err }).err;
    expect(out).toBeInstanceOf(TypeError);
    expect(out).toMatchObject({ message: "bad", authorization: "[REDACTED]", code: "E1" });
    expect(out.stack).toBe(err.stack);
  });

  it("stops at a depth nothing logs, and leaves other objects to their own JSON", () => {
    let deep: Record<string, unknown> = { password: "p" };
    for (let i = 0; i < 20; i++) deep = { next: deep };
    expect(JSON.stringify(redactSecrets(deep))).not.toContain('"p"');
    const at = new Date(0);
    expect(redactSecrets({ at }).at).toBe(at);
  });
});
