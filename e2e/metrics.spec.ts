import { expect, test, type APIRequestContext } from "@playwright/test";
import { PLATFORM } from "./fixtures/e2e-env";
import { SENTINELS } from "./fixtures/sentinels";
import { signInAs } from "./fixtures/sign-in";
import { createUser } from "./fixtures/users";

// GET /api/metrics in the production build (docs/observability.md): Prometheus' token, not a session, and
// one registry per process, so a platform call made while a page renders shows in the route's answer.

const scrape = (request: APIRequestContext) =>
  request.get("/api/metrics", { headers: { authorization: `Bearer ${SENTINELS.METRICS_TOKEN}` } });

/** Gateway calls that succeeded, whichever search the profile's platform answers (v3 or the v2 fallback). */
const gatewayOk = (text: string) =>
  text
    .split("\n")
    .filter(
      (l) => l.startsWith('countersign_platform_requests_total{api="gateway",') && l.includes('outcome="ok"'),
    )
    .reduce((total, l) => total + Number(l.split(" ").at(-1)), 0);

test("a session is not enough: without the token the answer is 401", async ({ page }) => {
  const user = await createUser(["admin", "manager"]);
  await signInAs(page, user.email, user.password);
  const res = await page.request.get("/api/metrics");
  expect(res.status()).toBe(401);
  expect(await res.text()).not.toContain("countersign_");
});

test(
  "a page's platform calls, a route's answer time and the queues are in one scrape",
  PLATFORM,
  async ({ page }) => {
    const before = gatewayOk(await (await scrape(page.request)).text());
    const user = await createUser(["finance_ops"]);
    await signInAs(page, user.email, user.password);
    await page.goto("/payments"); // rendered on the server: the first page is read from the platform there
    await expect(page.getByTestId("payment-row").first()).toBeVisible();
    expect((await page.request.get("/api/payments?limit=10")).status()).toBe(200);

    const res = await scrape(page.request);
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(gatewayOk(text)).toBeGreaterThanOrEqual(before + 2);
    expect(text).toMatch(
      /^countersign_http_request_duration_seconds_count\{route="\/api\/payments",method="GET",status="200"\} [1-9]/m,
    );
    expect(text).toMatch(/^countersign_queue_depth\{queue="to_sign"\} \d+$/m);
    expect(text).toMatch(/^countersign_queue_scrape_ok 1$/m);
    expect(text).toMatch(/^countersign_process_resident_memory_bytes \d+/m);
  },
);
