import "server-only";

import { describe, expect, it } from "vitest";

import { captureLogs } from "@/lib/http/test-server";

describe("logger redaction", () => {
  it("censors credentials at the top level and nested up to two levels", () => {
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

  it("honours the level it was created with", () => {
    const logs = captureLogs("info");
    logs.logger.debug("hidden");
    logs.logger.info("shown");
    expect(logs.lines().map((l) => l.msg)).toEqual(["shown"]);
  });
});
