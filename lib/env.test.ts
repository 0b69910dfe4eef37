import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { parseSettings, SettingsError } from "./env";

const VALID = {
  DATABASE_URL: "postgresql://u:p@localhost:5432/db",
  NEXTAUTH_SECRET: "x".repeat(32),
  PLATFORM_TENANT_ID: "tenant-1",
  PLATFORM_BASE_URL: "http://127.0.0.1:4010/gateway",
  PLATFORM_LEDGER_BASE_URL: "http://127.0.0.1:4010/ledger",
  PLATFORM_RESTRICTION_BASE_URL: "http://127.0.0.1:4010/restriction",
  PLATFORM_AUTH_URL: "http://127.0.0.1:4010/auth",
  PLATFORM_GATEWAY_CLIENT_SECRET: "g",
  PLATFORM_APPROVER_CLIENT_ID: "approver",
  PLATFORM_APPROVER_CLIENT_SECRET: "a",
  PLATFORM_LEDGER_CLIENT_SECRET: "l",
  PLATFORM_RESTRICTION_CLIENT_ID: "restriction",
  PLATFORM_RESTRICTION_CLIENT_SECRET: "r",
};

function issues(source: Record<string, string | undefined>): string[] {
  try {
    parseSettings(source);
  } catch (err) {
    if (err instanceof SettingsError) return err.issues;
    throw err;
  }
  return [];
}

describe("parseSettings", () => {
  it("accepts a complete configuration and fills defaults", () => {
    const s = parseSettings(VALID);
    expect(s.SESSION_IDLE_MINUTES).toBe(30);
    expect(s.PLATFORM_GATEWAY_CLIENT_ID).toBe("api-sepa-gateway-client");
    expect(s.PLATFORM_ENVIRONMENT).toBe("sandbox");
    expect(s.OIDC_ENABLED).toBe(false);
  });

  it("names every missing required variable at once", () => {
    const found = issues({ ...VALID, DATABASE_URL: undefined, PLATFORM_TENANT_ID: undefined });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^DATABASE_URL: is required/),
        expect.stringMatching(/^PLATFORM_TENANT_ID: is required/),
      ]),
    );
  });

  it("says what is wrong with a bad value", () => {
    expect(issues({ ...VALID, NEXTAUTH_SECRET: "short" })).toEqual([
      "NEXTAUTH_SECRET: must be at least 32 characters",
    ]);
    expect(issues({ ...VALID, SESSION_IDLE_MINUTES: "ten" })).toEqual([
      "SESSION_IDLE_MINUTES: must be a whole number",
    ]);
    expect(issues({ ...VALID, PLATFORM_BASE_URL: "ftp://x" })).toEqual([
      "PLATFORM_BASE_URL: must be an http(s) URL",
    ]);
    expect(issues({ ...VALID, DATABASE_URL: "mysql://x" })).toEqual([
      "DATABASE_URL: must be a postgresql:// URL",
    ]);
    expect(issues({ ...VALID, OIDC_ENABLED: "yes please" })).toEqual(["OIDC_ENABLED: must be true or false"]);
  });

  it("requires the OIDC client only when SSO is switched on", () => {
    expect(issues({ ...VALID, OIDC_ENABLED: "true" })).toEqual([
      "OIDC_ISSUER: is required when OIDC_ENABLED=true",
      "OIDC_CLIENT_ID: is required when OIDC_ENABLED=true",
      "OIDC_CLIENT_SECRET: is required when OIDC_ENABLED=true",
    ]);
  });

  it("parses the OIDC role map and refuses unknown roles", () => {
    const s = parseSettings({ ...VALID, OIDC_ROLE_MAP: "cs-ops=finance_ops, cs-admins=admin" });
    expect(s.OIDC_ROLE_MAP).toEqual({ "cs-ops": "finance_ops", "cs-admins": "admin" });
    expect(issues({ ...VALID, OIDC_ROLE_MAP: "x=root" })[0]).toMatch(
      /^OIDC_ROLE_MAP: "x=root" is not claim-value=role/,
    );
  });

  it("parses the settlement accounts and names a malformed entry", () => {
    const s = parseSettings({
      ...VALID,
      LIQUIDITY_SETTLEMENT_ACCOUNTS:
        "LT01 BANKLT21XXX SCT Main Bank; LT02 BANKLT21XXX INST Main Bank, Instant",
    });
    expect(s.LIQUIDITY_SETTLEMENT_ACCOUNTS).toEqual([
      { account: "LT01", bic: "BANKLT21XXX", scheme: "SCT", bankName: "Main Bank" },
      { account: "LT02", bic: "BANKLT21XXX", scheme: "INST", bankName: "Main Bank, Instant" },
    ]);
    expect(issues({ ...VALID, LIQUIDITY_SETTLEMENT_ACCOUNTS: "LT01 BANKLT21XXX SDD Bank" })[0]).toMatch(
      /^LIQUIDITY_SETTLEMENT_ACCOUNTS: "LT01 BANKLT21XXX SDD Bank" is not "IBAN BIC SCT\|INST Bank name"/,
    );
  });

  it("takes an smtp(s) URL for notification e-mail as a secret, and digest minutes with a default", () => {
    const s = parseSettings({ ...VALID, SMTP_URL: "smtp://user:pw-123@mail.example.test:587" });
    expect(s.SMTP_URL?.reveal()).toBe("smtp://user:pw-123@mail.example.test:587");
    expect(String(s.SMTP_URL)).not.toContain("pw-123");
    expect(s.NOTIFY_DIGEST_MINUTES).toBe(60);
    expect(parseSettings(VALID).SMTP_URL).toBeUndefined();
    expect(() => parseSettings({ ...VALID, SMTP_URL: "https://mail.example.test" })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  it("never echoes a secret's value in its message", () => {
    const text = issues({ ...VALID, NEXTAUTH_SECRET: "hunter2-secret" }).join("\n");
    expect(text).not.toContain("hunter2");
  });
});

describe("empty values", () => {
  it("treats NAME= as unset, so a copied .env.example with blank optionals parses", () => {
    const s = parseSettings({ ...VALID, OIDC_ISSUER: "", OIDC_ROLE_MAP: "", SESSION_IDLE_MINUTES: "" });
    expect(s.OIDC_ISSUER).toBeUndefined();
    expect(s.SESSION_IDLE_MINUTES).toBe(30);
    expect(issues({ ...VALID, PLATFORM_TENANT_ID: " " })).toEqual([
      "PLATFORM_TENANT_ID: is required but not set",
    ]);
  });
});

describe("secrets in settings", () => {
  it("keeps platform client secrets out of JSON and string forms", () => {
    const s = parseSettings({ ...VALID, PLATFORM_GATEWAY_CLIENT_SECRET: "very-secret-value" });
    expect(s.PLATFORM_GATEWAY_CLIENT_SECRET.reveal()).toBe("very-secret-value");
    expect(JSON.stringify(s)).not.toContain("very-secret-value");
    expect(String(s.PLATFORM_GATEWAY_CLIENT_SECRET)).toBe("[REDACTED]");
  });

  it("wraps the session key and the OIDC client secret the same way", () => {
    const s = parseSettings({
      ...VALID,
      NEXTAUTH_SECRET: "session-key-that-is-long-enough-0123456789",
      OIDC_ENABLED: "true",
      OIDC_ISSUER: "https://idp.example",
      OIDC_CLIENT_ID: "countersign",
      OIDC_CLIENT_SECRET: "oidc-client-secret-value",
    });
    expect(s.NEXTAUTH_SECRET.reveal()).toBe("session-key-that-is-long-enough-0123456789");
    expect(s.OIDC_CLIENT_SECRET?.reveal()).toBe("oidc-client-secret-value");
    const printed = [JSON.stringify(s), String(s.NEXTAUTH_SECRET), inspect(s, { depth: 5 })].join("\n");
    expect(printed).not.toMatch(/session-key-that|oidc-client-secret-value/);
  });
});
