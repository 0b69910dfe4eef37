import { decode, type JWT } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";
import { requestIdFrom } from "./client-safe/request-id";
import { nowSeconds } from "./client-safe/session-clock";
import { renewedSessionCookie } from "./session-renewal";

const env = vi.hoisted(() => ({
  NEXTAUTH_URL: "https://countersign.example",
  NEXTAUTH_SECRET: { reveal: () => "a-test-secret-of-at-least-thirty-two-characters" },
  SESSION_IDLE_MINUTES: 30,
}));
vi.mock("@/lib/env", () => ({ env }));

describe("renewedSessionCookie", () => {
  const token: JWT = { uid: "u-1", roles: ["finance_ops"], authTime: nowSeconds() - 600 };

  it("leaves a cookie issued less than a minute ago alone", async () => {
    expect(await renewedSessionCookie({ ...token, iat: nowSeconds() - 30 })).toBeNull();
  });

  it("re-issues an older one for the idle limit, keeping who and when they signed in", async () => {
    const cookie = await renewedSessionCookie({ ...token, iat: nowSeconds() - 61 });
    expect(cookie).toMatchObject({
      name: "__Secure-next-auth.session-token",
      options: { httpOnly: true, sameSite: "lax", secure: true, path: "/", maxAge: 30 * 60 },
    });
    const read = await decode({ token: cookie!.value, secret: env.NEXTAUTH_SECRET.reveal() });
    expect(read).toMatchObject({ uid: "u-1", authTime: token.authTime });
    expect(Number(read?.exp) - Number(read?.iat)).toBe(env.SESSION_IDLE_MINUTES * 60);
  });
});

describe("requestIdFrom", () => {
  it("keeps a caller's id that looks like one and replaces anything else", () => {
    expect(requestIdFrom("lb-7f3a9c21")).toBe("lb-7f3a9c21");
    for (const bad of [null, "", "short", "has space in it", "x".repeat(65), "line\nbreak-0001"]) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
