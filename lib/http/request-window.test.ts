import "server-only";
import { describe, expect, it } from "vitest";
import { featureSightings } from "@/lib/metrics/feature-sightings";
import { setMetricsRecording } from "@/lib/metrics/registry";
import { platformWindow, sumMinutes } from "@/lib/metrics/platform-window";
import { call, failure, serve, withTestServers } from "./request-fixtures";
import { sendJson } from "./test-server";

withTestServers();

// The System page's window is fed by every platform call, even with Prometheus recording off (no
// METRICS_TOKEN), and FEATURE_DISABLED answers are noted per operation (docs/observability.md#system-page).
describe("sendRequest feeds the System page", () => {
  it("records calls and failures per API whether or not metrics are recorded", async () => {
    setMetricsRecording(false);
    try {
      const server = await serve((req, res) =>
        req.url?.endsWith("/down")
          ? sendJson(res, 503, { code: "UNAVAILABLE", message: "later" })
          : req.url?.endsWith("/off")
            ? sendJson(res, 403, { code: "FEATURE_DISABLED", message: "off" })
            : sendJson(res, 200, { ok: true }),
      );
      const before = sumMinutes(platformWindow().minutes().get("gateway") ?? []);
      featureSightings().drain();
      await call(server.url, { path: "/v1/up" });
      await failure(call(server.url, { path: "/v1/down" }));
      await failure(call(server.url, { path: "/v1/off" }));
      const after = sumMinutes(platformWindow().minutes().get("gateway") ?? []);
      expect(after.calls - before.calls).toBe(3);
      expect(after.failures - before.failures).toBe(1);
      expect(after.lastFailure).toBe("UNAVAILABLE (HTTP 503)");
      expect(featureSightings().drain().disabled).toEqual([
        expect.objectContaining({ api: "gateway", operation: "GET /v1/off" }),
      ]);
    } finally {
      setMetricsRecording(true);
    }
  });
});
