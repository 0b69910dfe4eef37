import "server-only";
import { describe, expect, it } from "vitest";
import { registerAllMetrics } from "@/lib/metrics/metrics";
import { metricsRegistry } from "@/lib/metrics/registry";
import { sendJson } from "./test-server";
import { pathOf } from "./url";
import { serve, call, failure, withTestServers } from "./request-fixtures";

withTestServers();

/** The value of one series of a metric in the Prometheus text format; 0 when absent. */
async function value(metric: string, labels: string) {
  registerAllMetrics();
  const text = await metricsRegistry().getSingleMetricAsString(metric.replace(/_count$/, ""));
  const line = text.split("\n").find((l) => l.startsWith(`${metric}{${labels}}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

// Every platform call is counted once with its outcome, and timed, under the path's template: ids never
// make a series of their own (docs/observability.md).
describe("sendRequest's metrics", () => {
  it("counts an answered call as ok and a refused one by its code, under one operation for every id", async () => {
    const server = await serve((req, res) =>
      req.url?.endsWith("/2/response")
        ? sendJson(res, 409, { code: "WRONG_STATE", message: "no" })
        : sendJson(res, 200, { ok: true }),
    );
    const op = 'api="gateway",operation="POST /v1/transactions/:id/response"';
    const before = {
      ok: await value("countersign_platform_requests_total", `${op},status="200",outcome="ok"`),
      refused: await value("countersign_platform_requests_total", `${op},status="409",outcome="WRONG_STATE"`),
      timed: await value("countersign_platform_request_duration_seconds_count", `${op},status="200"`),
    };
    await call(server.url, { method: "POST", path: pathOf`/v1/transactions/${"1"}/response` });
    await call(server.url, { method: "POST", path: pathOf`/v1/transactions/${"3"}/response` });
    await failure(call(server.url, { method: "POST", path: pathOf`/v1/transactions/${"2"}/response` }));
    expect(await value("countersign_platform_requests_total", `${op},status="200",outcome="ok"`)).toBe(
      before.ok + 2,
    );
    expect(
      await value("countersign_platform_requests_total", `${op},status="409",outcome="WRONG_STATE"`),
    ).toBe(before.refused + 1);
    expect(await value("countersign_platform_request_duration_seconds_count", `${op},status="200"`)).toBe(
      before.timed + 2,
    );
  });

  it("counts a call that got no answer under status none, by its kind", async () => {
    const op = 'api="gateway",operation="GET /v1/ping"';
    const before = await value(
      "countersign_platform_requests_total",
      `${op},status="none",outcome="connection"`,
    );
    await failure(call("http://127.0.0.1:9", { path: "/v1/ping" }));
    expect(
      await value("countersign_platform_requests_total", `${op},status="none",outcome="connection"`),
    ).toBe(before + 1);
  });
});
