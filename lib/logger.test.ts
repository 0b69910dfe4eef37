import "server-only";

import { describe, expect, it } from "vitest";

import { captureLogs } from "@/lib/http/test-server";

describe("logger redaction", () => {
  it("censors credentials at the top level and nested", () => {
    const logs = captureLogs("info");
    logs.logger.info(
      {
        authorization: "Bearer top-secret-1",
        headers: {
          authorization: "Bearer top-secret-2",
          cookie: "sid=top-secret-3",
          accept: "application/json",
        },
        req: { headers: { Authorization: "Basic top-secret-4", "set-cookie": "top-secret-5" } },
        form: { client_secret: "top-secret-6", grant_type: "client_credentials" },
        user: { password: "top-secret-7" },
        token: { access_token: "top-secret-8", refresh_token: "top-secret-9", expires_in: 2700 },
        config: { clientSecret: "top-secret-10", accessToken: "top-secret-11" },
      },
      "call",
    );
    const text = logs.text();
    expect(text).not.toMatch(/top-secret/);
    const [line] = logs.lines();
    expect(line).toMatchObject({
      headers: { authorization: "[REDACTED]", accept: "application/json" },
      form: { client_secret: "[REDACTED]", grant_type: "client_credentials" },
      token: { expires_in: 2700 },
    });
  });

  it("censors id_token, secret, password, authorization and cookie at any depth, in arrays and errors", () => {
    const logs = captureLogs("info");
    const failure = Object.assign(new Error("token call failed"), {
      request: { headers: [{ name: "x", Authorization: "Bearer deep-secret-1" }] },
    });
    const cause = Object.assign(new Error("inner"), { config: { client: { secret: "deep-secret-2" } } });
    logs.logger.child({ session: { cookies: ["deep-secret-3"] } }).warn(
      {
        a: { b: { c: { d: { e: { id_token: "deep-secret-4", kept: "visible-1" } } } } },
        calls: [[{ retry: [{ password: "deep-secret-5", attempt: 2 }] }], { Cookie: "deep-secret-6" }],
        oidc: { tokens: { idToken: "deep-secret-7", access_token: "deep-secret-8", token_type: "Bearer" } },
        settings: { NEXTAUTH_SECRET: "deep-secret-9", OIDC_CLIENT_SECRET: "deep-secret-10" },
        "Proxy-Authorization": "deep-secret-11",
        err: new Error("outer", { cause }),
        failure,
      },
      "nested",
    );
    const text = logs.text();
    expect(text).not.toMatch(/deep-secret/);
    const [line] = logs.lines();
    expect(line).toMatchObject({
      a: { b: { c: { d: { e: { id_token: "[REDACTED]", kept: "visible-1" } } } } },
      calls: [[{ retry: [{ password: "[REDACTED]", attempt: 2 }] }], { Cookie: "[REDACTED]" }],
      oidc: { tokens: { idToken: "[REDACTED]", token_type: "Bearer" } },
      session: { cookies: "[REDACTED]" },
      err: { type: "Error", message: "outer: inner" },
      failure: { request: { headers: [{ name: "x", Authorization: "[REDACTED]" }] } },
    });
    expect(String((line?.err as { stack: string }).stack)).toContain("logger.test.ts");
  });

  it("logs an object that refers to itself without failing", () => {
    const logs = captureLogs("info");
    const loop: Record<string, unknown> = { name: "loop", password: "loop-secret" };
    loop.self = loop;
    logs.logger.info({ loop }, "circular");
    expect(logs.text()).not.toContain("loop-secret");
    expect(logs.lines()[0]).toMatchObject({ loop: { name: "loop", self: "[Circular]" } });
  });

  it("honours the level it was created with", () => {
    const logs = captureLogs("info");
    logs.logger.debug("hidden");
    logs.logger.info("shown");
    expect(logs.lines().map((l) => l.msg)).toEqual(["shown"]);
  });
});
