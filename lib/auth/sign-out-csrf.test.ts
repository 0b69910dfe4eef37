import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const jar = new Map<string, string>();
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { value: jar.get(name) } : undefined) }),
}));

const { csrfTokenOf, signOutCsrfToken } = await import("./sign-out-csrf");

const token = "a".repeat(40) + "0123456789abcdef01234567";
const cookie = `${token}|${createHash("sha256").update(`${token}secret`).digest("hex")}`;

describe("the Sign out form's CSRF token", () => {
  it("is the token part of next-auth's cookie, and nothing for a missing or malformed one", () => {
    expect(csrfTokenOf(cookie)).toBe(token);
    expect(csrfTokenOf(undefined)).toBeNull();
    expect(csrfTokenOf("")).toBeNull();
    expect(csrfTokenOf(`<script>|${"0".repeat(64)}`)).toBeNull();
  });

  it("is read from the secure cookie first, then the plain one", async () => {
    expect(await signOutCsrfToken()).toBeNull();
    jar.set("next-auth.csrf-token", cookie);
    expect(await signOutCsrfToken()).toBe(token);
    const other = "b".repeat(64);
    jar.set("__Host-next-auth.csrf-token", `${other}|x`);
    expect(await signOutCsrfToken()).toBe(other);
  });
});
