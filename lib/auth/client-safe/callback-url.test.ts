import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "./callback-url";

const ORIGIN = "https://countersign.bank.example";
const safe = (value: unknown) => safeCallbackUrl(value, ORIGIN);

describe("safeCallbackUrl", () => {
  it("keeps same-origin paths with their query and fragment", () => {
    expect(safe("/payments?status=TO_SIGN")).toBe("/payments?status=TO_SIGN");
    expect(safe("/payments?direction=INBOUND#row-3")).toBe("/payments?direction=INBOUND#row-3");
    expect(safe("/ledger/accounts/DE89%20370")).toBe("/ledger/accounts/DE89%20370");
    expect(safe("/")).toBe("/");
  });

  it("keeps an absolute URL of this app as its path, and refuses every other origin", () => {
    expect(safe(`${ORIGIN}/audit?from=2026-01-01`)).toBe("/audit?from=2026-01-01");
    expect(safe("HTTPS://COUNTERSIGN.BANK.EXAMPLE/audit")).toBe("/audit");
    for (const other of [
      "https://evil.example",
      "https://evil.example/payments",
      "http://countersign.bank.example/audit", // same host, other scheme
      "https://countersign.bank.example:8443/audit", // same host, other port
      `${ORIGIN}@evil.example/`,
      "https://countersign.bank.example.evil.example/",
    ]) {
      expect(safe(other), other).toBe("/");
    }
  });

  it("refuses protocol-relative URLs and backslash tricks", () => {
    for (const bad of [
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "\\/evil.example",
    ]) {
      expect(safe(bad), bad).toBe("/");
    }
  });

  it("refuses tab, CR, LF and every other control character, wherever they are", () => {
    // The finding: `callbackUrl=%2F%09%2Fevil.example` arrives as "/\t/evil.example", which the URL parser
    // reads as "//evil.example"; a newline broke the redirect with a 500.
    for (const bad of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "/\r\n/evil.example",
      "\t/\\evil.example",
      "/\t\\evil.example",
      "/\n\\evil.example",
      "\n//evil.example",
      "/payments\n",
      "/payments?x=\u0000",
      "/payments\u007f",
      "/payments\u0085",
      " \t/evil.example",
    ]) {
      expect(safe(bad), JSON.stringify(bad)).toBe("/");
    }
  });

  it("refuses percent-encoded forms of the same tricks, single and double", () => {
    for (const bad of [
      "%2F%09%2Fevil.example", // one decoding left: "/\t/evil.example"
      "/%09/evil.example",
      "/%0A/evil.example",
      "/%0D%0A/evil.example",
      "%2F%2Fevil.example",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "%5C%5Cevil.example",
      "%252F%2509%252Fevil.example", // double-encoded
      "/%252F%252Fevil.example",
      "/%255Cevil.example",
      "/%250A/evil.example",
      "%2525252F%2525252Fevil.example", // four layers: refused for being that deep
      "javascript%3Aalert(1)",
      "/payments%E0%A4%A", // malformed encoding
    ]) {
      expect(safe(bad), bad).toBe("/");
    }
  });

  it("refuses javascript:, data: and other schemes", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "vbscript:msgbox(1)",
      "mailto:someone@evil.example",
      "file:///etc/passwd",
    ]) {
      expect(safe(bad), bad).toBe("/");
    }
  });

  it("refuses what is not a string, empty or overlong", () => {
    for (const bad of [undefined, null, 5, {}, ["/payments"], "", `/${"a".repeat(3000)}`]) {
      expect(safe(bad)).toBe("/");
    }
  });

  it("does not loop back to sign-in or land on an API", () => {
    expect(safe("/login?callbackUrl=/x")).toBe("/");
    expect(safe("/./login")).toBe("/");
    expect(safe("/payments/../login")).toBe("/");
    expect(safe("/api/audit")).toBe("/");
    expect(safe(`${ORIGIN}/api/auth/signout`)).toBe("/");
  });

  it("never returns anything but a single-slash path", () => {
    for (const value of [
      "/a",
      "a",
      "./b",
      "../../c",
      "?x=1",
      "#top",
      `${ORIGIN}//evil.example`,
      "/.//evil.example",
    ]) {
      const out = safe(value);
      expect(out, value).toMatch(/^\/(?![/\\])/);
    }
  });
});
