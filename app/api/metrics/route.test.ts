import { beforeEach, describe, expect, it, vi } from "vitest";
import { Secret } from "@/lib/providers/auth/secret";

const settings: { METRICS_TOKEN?: Secret } = {};
vi.mock("@/lib/env", () => ({ env: settings }));
vi.mock("@/lib/services/metrics/scrape-metrics", () => ({
  scrapeMetrics: async () => ({
    body: "countersign_queue_scrape_ok 1\n",
    contentType: "text/plain; version=0.0.4",
  }),
}));
const { GET } = await import("./route");

const TOKEN = "0123456789abcdef0123456789abcdef";
const get = (authorization?: string) =>
  GET(new Request("http://localhost/api/metrics", { headers: authorization ? { authorization } : {} }));

// Prometheus' bearer token, not a session: off unless configured, and nothing without the exact token.
describe("GET /api/metrics", () => {
  beforeEach(() => {
    settings.METRICS_TOKEN = new Secret(TOKEN);
  });

  it("does not exist while METRICS_TOKEN is unset", async () => {
    delete settings.METRICS_TOKEN;
    const res = await get(`Bearer ${TOKEN}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("METRICS_TOKEN");
  });

  it.each([
    ["no header", undefined],
    ["another token", "Bearer 0123456789abcdef0123456789abcdeX"],
    ["a prefix of it", `Bearer ${TOKEN.slice(0, 16)}`],
    ["another scheme", `Basic ${TOKEN}`],
  ])("refuses %s with 401 and a challenge", async (_what, header) => {
    const res = await get(header);
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await res.text()).not.toContain("countersign_");
  });

  it("answers the exposition to the right token, never cached", async () => {
    const res = await get(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain("countersign_queue_scrape_ok 1");
  });
});
