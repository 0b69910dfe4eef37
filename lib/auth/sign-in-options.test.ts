import { describe, expect, it, vi } from "vitest";
import { signInOptions } from "./sign-in-options";

const env = vi.hoisted(() => ({
  PLATFORM_TENANT_ID: "tenant-7f3a",
  PLATFORM_ENVIRONMENT: "production",
  OIDC_ENABLED: true,
  OIDC_DISPLAY_NAME: "Bank SSO",
}));
vi.mock("@/lib/env", () => ({ env }));

describe("signInOptions", () => {
  it("gives the sign-in page the environment and the SSO button, never the tenant id", () => {
    const options = signInOptions();
    expect(options).toEqual({ environment: "production", sso: { id: "oidc", name: "Bank SSO" } });
    expect(JSON.stringify(options)).not.toContain(env.PLATFORM_TENANT_ID);
  });
});
