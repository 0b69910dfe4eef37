import { describe, expect, it } from "vitest";
import { parseSettings, SettingsError } from "@/lib/env";

const BASE = {
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
    return [];
  } catch (err) {
    if (err instanceof SettingsError) return err.issues;
    throw err;
  }
}

describe("MFA_ENCRYPTION_KEY", () => {
  const key = Buffer.alloc(32, 1).toString("base64");

  it("is required in production, optional elsewhere", () => {
    expect(issues({ ...BASE, NODE_ENV: "production" })).toEqual([
      "MFA_ENCRYPTION_KEY: is required in production (`openssl rand -base64 32`)",
    ]);
    expect(issues({ ...BASE, NODE_ENV: "production", MFA_ENCRYPTION_KEY: key })).toEqual([]);
    expect(issues(BASE)).toEqual([]);
  });

  it("must be 32 bytes of base64, and never prints", () => {
    expect(issues({ ...BASE, MFA_ENCRYPTION_KEY: "too-short" })).toEqual([
      "MFA_ENCRYPTION_KEY: must be 32 random bytes in base64 (`openssl rand -base64 32`)",
    ]);
    const settings = parseSettings({ ...BASE, MFA_ENCRYPTION_KEY: key });
    expect(JSON.stringify(settings)).not.toContain(key);
    expect(settings.MFA_ENCRYPTION_KEY?.reveal()).toBe(key);
  });
});
