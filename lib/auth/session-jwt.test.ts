import { decode, encode, type JWT } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { decodeSession, encodeSession } from "./session-jwt";

// The cached-key codec must stay byte-compatible with next-auth's own: cookies issued before the change,
// and by next-auth's sign-in handler, are read by the proxy and the guards, and the other way round.
const secret = "a-test-secret-of-at-least-thirty-two-characters";
const token: JWT = { uid: "u-1", roles: ["finance_ops"], authTime: 1_700_000_000 };

describe("session JWT with a key derived once", () => {
  it("reads what next-auth wrote", async () => {
    const cookie = await encode({ token, secret, maxAge: 60 });
    expect(await decodeSession({ token: cookie, secret })).toMatchObject(token);
  });

  it("writes what next-auth reads, with iat, exp and a jti", async () => {
    const cookie = await encodeSession({ token, secret, maxAge: 60 });
    const read = await decode({ token: cookie, secret });
    expect(read).toMatchObject(token);
    expect(Number(read?.exp) - Number(read?.iat)).toBe(60);
    expect(read?.jti).toEqual(expect.any(String));
  });

  it("refuses a cookie made with another secret", async () => {
    const cookie = await encode({ token, secret: `${secret}-other`, maxAge: 60 });
    await expect(decodeSession({ token: cookie, secret })).rejects.toThrow();
  });

  it("refuses an expired cookie", async () => {
    const cookie = await encodeSession({ token, secret, maxAge: -60 });
    await expect(decodeSession({ token: cookie, secret })).rejects.toThrow(/exp/);
  });
});
