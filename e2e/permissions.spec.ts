import { expect, test } from "@playwright/test";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { auditRows, createUser, SEEDED, SEEDED_PASSWORD, setUserDisabled } from "./fixtures/users";
import { signInAs } from "./fixtures/sign-in";

// The sidebar hides what a role may not use; these tests make sure the server refuses it anyway.

test("a page the role may not use answers 403, and the refusal is audited", async ({ page }) => {
  const user = await createUser(["finance_ops"]);
  await signInAs(page, user.email, user.password);
  const res = await page.goto("/settings");
  expect(res?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  const denied = await auditRows({ action: "permission.denied", actorEmail: user.email });
  expect(denied).toEqual([expect.objectContaining({ outcome: "denied", target: "page:/settings" })]);
});

test("a route the role may not use answers 403; without a session 401", async ({ page, request }) => {
  expect((await request.get("/api/audit/export")).status()).toBe(401);
  const user = await createUser(["finance_ops"]);
  await signInAs(page, user.email, user.password);
  const res = await page.request.get("/api/audit/export");
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ error: { code: "forbidden" } });
  expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual([
    expect.objectContaining({ target: "route:/api/audit/export" }),
  ]);
});

test("API routes guard themselves (the proxy skips /api): request id, 401, and a disabled account refused at once", async ({
  page,
  request,
}) => {
  const anonymous = await request.get("/api/payments/catalog", {
    headers: { "x-request-id": "lb-req-0001" },
  });
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()["x-request-id"]).toBe("lb-req-0001");
  expect(await anonymous.json()).toMatchObject({
    error: { code: "unauthenticated", requestId: "lb-req-0001" },
  });
  const forged = await request.get("/api/payments/catalog", { headers: { "x-request-id": "not an id" } });
  expect(forged.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

  // The user row is kept in memory between requests; disabling the account must still take effect on the
  // very next request (a trigger on users tells every instance).
  const user = await createUser(["finance_ops"]);
  await signInAs(page, user.email, user.password);
  for (let i = 0; i < 3; i++) expect((await page.request.get("/api/payments/catalog")).status()).toBe(200);
  await setUserDisabled(user.email);
  await expect
    .poll(async () => (await page.request.get("/api/payments/catalog")).status(), {
      timeout: 1_000,
      intervals: [50],
    })
    .toBe(401);
});

test("an action the role may not use is refused by the server, and changes nothing", async ({ page }) => {
  const victim = await createUser(["compliance"]);
  const user = await createUser(["finance_ops", "compliance", "manager"]);
  await signInAs(page, user.email, user.password);
  const id = serverActionId("setUserDisabledAction", "lib/actions/users.ts");
  const victimId = await page.evaluate(() => crypto.randomUUID()); // any well-formed id: the guard runs first
  const res = await callServerAction(page.request, "/settings", id, [{ userId: victimId, disabled: true }]);
  expect(res.body).toContain('"code":"forbidden"');
  expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual(
    expect.arrayContaining([expect.objectContaining({ target: "action:setUserDisabled" })]),
  );
  // The victim still signs in.
  await page.context().clearCookies();
  await signInAs(page, victim.email, victim.password);
});

test("the audit page shows refusals and exports every matching row as CSV", async ({ page }) => {
  const user = await createUser(["finance_ops"]);
  // A client's own X-Forwarded-For is not its address: with TRUSTED_PROXY_HOPS=0 the TCP peer is audited.
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": "6.6.6.6, 1.1.1.1" });
  await signInAs(page, user.email, user.password);
  await page.goto("/settings");

  await page.context().setExtraHTTPHeaders({});
  await page.context().clearCookies();
  await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
  await page.goto(`/audit?actor=${encodeURIComponent(user.email)}`);
  await expect(page.getByTestId("audit-row")).toHaveCount(2); // the sign-in and the refusal
  await expect(page.getByTestId("audit-row").first()).toContainText("permission.denied");

  const csv = await page.request.get(`/api/audit/export?actor=${encodeURIComponent(user.email)}`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe(
    "id,at_utc,actor,action,target,outcome,provider_status,provider_code,request_id,ip,detail,attempt_id",
  );
  expect(lines.slice(1).map((l) => l.split(",")[3])).toEqual(["permission.denied", "auth.sign_in"]);
  // The columns before `detail` hold no commas. The refusal came over loopback from the test's browser.
  const ips = lines.slice(1).map((l) => l.split(",")[9]);
  expect(ips[0]).toMatch(/^(127\.0\.0\.1|::1)$/);
  expect(ips).not.toContain("6.6.6.6");
});
