import { expect, test, type APIRequestContext } from "@playwright/test";
import { e2eEnv } from "./fixtures/e2e-env";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// The System page (docs/observability.md#system-page). The outage is the sandbox's control API failing
// every platform request (PATCH /control/faults errorRate 1), which would fail any test running beside
// it: playwright.config.ts runs this spec in its own project, after the others.

type TApi = { api: string; state: string; failures: number; failureRate: number | null };
const gatewayRow = async (request: APIRequestContext) => {
  const view = (await (await request.get("/api/system")).json()) as { apis: { ok: boolean; data?: TApi[] } };
  return view.apis.data?.find((a) => a.api === "gateway") ?? null;
};

test("the System page shows a platform outage made with the sandbox's control API", async ({ page }) => {
  test.setTimeout(180_000);
  const faults = `${e2eEnv().SANDBOX_ORIGIN}/control/faults`;
  const admin = await createUser(["admin"]);
  await signInAs(page, admin.email, admin.password);
  // One answered read first: the gateway's token is then cached, so the outage fails the gateway's own calls.
  expect((await page.request.get("/api/payments?amountTo=1")).status()).toBe(200);
  try {
    expect((await page.request.patch(faults, { data: { errorRate: 1 } })).status()).toBe(200);
    // Failing reads until the gateway breaks the rule over the last 5 minutes, whatever other specs called.
    await expect
      .poll(
        async () => {
          for (let i = 0; i < 40; i++) await page.request.get(`/api/payments?amountTo=${2 + i}`);
          return (await gatewayRow(page.request))?.state;
        },
        { timeout: 120_000, intervals: [0] },
      )
      .toBe("failing");
  } finally {
    await page.request.patch(faults, { data: { errorRate: 0 } });
  }

  await page.goto("/system");
  const row = page.locator('tr[data-api="gateway"]');
  await expect(row).toHaveAttribute("data-state", "failing");
  await expect(row.getByText("Failing")).toBeVisible();
  await expect(row.getByTestId("failure-rate")).not.toHaveText(/^0\.0 %/);
  await expect(row).toContainText("HTTP 500");
  const gateway = await gatewayRow(page.request);
  expect(gateway!.failures).toBeGreaterThan(0);
  expect(gateway!.failureRate).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "Instances" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Instances" }).getByText("This instance")).toBeVisible();
});

test("finance ops may not open the System page nor read its route", async ({ page }) => {
  const user = await createUser(["finance_ops"]);
  await signInAs(page, user.email, user.password);
  const res = await page.goto("/system");
  expect(res?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  await expect(page.getByRole("link", { name: "System" })).toHaveCount(0);
  const api = await page.request.get("/api/system");
  expect(api.status()).toBe(403);
  expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual(
    expect.arrayContaining([expect.objectContaining({ target: "page:/system" })]),
  );
});
