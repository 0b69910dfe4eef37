import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { registerAllMetrics } from "./metrics";
import { metricsRegistry } from "./registry";

// The dashboard and the alert rules shipped in docs/ops/ name Countersign's metrics by hand: a renamed or
// dropped metric would leave a panel empty and an alert silent, so each name they use must exist here.

const read = (file: string) => readFileSync(new URL(`../../docs/ops/${file}`, import.meta.url), "utf8");

/** Series names a query uses: a histogram's _bucket, _sum and _count belong to the histogram. */
function namesIn(text: string): string[] {
  const names = text.match(/countersign_[a-z0-9_]+/g) ?? [];
  return [...new Set(names.map((n) => n.replace(/_(bucket|sum|count)$/, "")))].sort();
}

describe("docs/ops", () => {
  registerAllMetrics();
  const known = async () => new Set((await metricsRegistry().getMetricsAsJSON()).map((m) => m.name));
  const dashboard = JSON.parse(read("grafana-dashboard.json")) as {
    panels: { title: string; targets: { expr: string }[] }[];
  };

  it.each([
    ["the alert rules", read("alerts.yml")],
    ["the Grafana dashboard", dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)).join("\n")],
  ])("%s use only metrics the app exports", async (_what, text) => {
    const used = namesIn(text);
    expect(used.length).toBeGreaterThan(5);
    const exported = await known();
    expect(used.filter((name) => !exported.has(name))).toEqual([]);
  });

  it("gives every dashboard panel a query", () => {
    for (const panel of dashboard.panels) expect(panel.targets.length, panel.title).toBeGreaterThan(0);
  });
});
