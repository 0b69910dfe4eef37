import { describe, expect, it } from "vitest";
import { platformRequests, registerAllMetrics } from "./metrics";
import { metricsRegistry } from "./registry";

describe("the metrics registry", () => {
  it("makes each metric once however often it is asked for, so two bundles share one series", async () => {
    platformRequests().inc({ api: "gateway", operation: "GET /v3/payments", status: "200", outcome: "ok" });
    platformRequests().inc({ api: "gateway", operation: "GET /v3/payments", status: "200", outcome: "ok" });
    const json = await metricsRegistry().getSingleMetricAsString("countersign_platform_requests_total");
    expect(json).toContain(
      'countersign_platform_requests_total{api="gateway",operation="GET /v3/payments",status="200",outcome="ok"} 2',
    );
  });

  it("names every metric countersign_* in snake case, with help", async () => {
    registerAllMetrics();
    const all = await metricsRegistry().getMetricsAsJSON();
    const ours = all.filter(
      (m) => !m.name.startsWith("countersign_process_") && !m.name.startsWith("countersign_nodejs_"),
    );
    expect(ours.length).toBeGreaterThanOrEqual(12);
    for (const m of all) {
      expect(m.name).toMatch(/^countersign_[a-z0-9_]+$/);
      expect(m.help.length).toBeGreaterThan(10);
    }
  });
});

describe("recording off", () => {
  it("hands out metrics that keep nothing, and records again once turned back on", async () => {
    const { setMetricsRecording } = await import("./registry");
    const labels = { api: "ledger", operation: "GET /off", status: "200", outcome: "ok" };
    const series = () => metricsRegistry().getSingleMetricAsString("countersign_platform_requests_total");
    setMetricsRecording(false);
    try {
      platformRequests().inc(labels);
    } finally {
      setMetricsRecording(true);
    }
    expect(await series()).not.toContain('operation="GET /off"');
    platformRequests().inc(labels);
    expect(await series()).toContain('operation="GET /off"');
  });
});
