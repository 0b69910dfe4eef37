import { describe, expect, it } from "vitest";
import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  newNonce,
  strictTransportSecurity,
} from "./security-headers";

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(";").map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe("contentSecurityPolicy", () => {
  it("lets scripts run only with the request's nonce and keeps everything on the app's origin", () => {
    expect(directives(contentSecurityPolicy("abc123=="))).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'nonce-abc123=='", "'strict-dynamic'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "frame-ancestors": ["'none'"],
      "form-action": ["'self'"],
    });
  });

  it("allows no inline script, eval or host source in production", () => {
    const scripts = directives(contentSecurityPolicy(newNonce()))["script-src"];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((s: string) => !s.startsWith("'nonce-"))).toEqual(["'strict-dynamic'"]);
  });

  it("adds eval in development only, which React's development build needs", () => {
    expect(directives(contentSecurityPolicy("n", { development: true }))["script-src"]).toContain(
      "'unsafe-eval'",
    );
  });

  it("forbids everything on API answers", () => {
    expect(directives(API_CONTENT_SECURITY_POLICY)).toEqual({
      "default-src": ["'none'"],
      "frame-ancestors": ["'none'"],
    });
  });
});

describe("newNonce", () => {
  it("is 128 random bits in base64, new on every call", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
  });
});

describe("strictTransportSecurity", () => {
  it("is sent for two years with subdomains when the app's address is https", () => {
    expect(strictTransportSecurity("https://countersign.bank.example")).toBe(
      "max-age=63072000; includeSubDomains",
    );
  });

  it("is not sent over plain http (browsers ignore it there, and a local run must not pin localhost)", () => {
    expect(strictTransportSecurity("http://localhost:3000")).toBeNull();
  });
});
