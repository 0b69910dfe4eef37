import { expect, test } from "@playwright/test";
import { opsUser, row, toSign } from "./fixtures/approvals";
import { atRiskNotifications, resetSla, setSla } from "./fixtures/deadlines";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// A deadline crossing notifies once (issue 17, docs/deadlines.md): an administrator sets a one-minute
// service level for approvals on the settings page; a payment entering To sign crosses into its last
// quarter after 45 s; the queue marks it at risk, the at-risk filter shows it, and the background sweep
// (every 30 s, in every instance) tells its finance ops user exactly once, however many sweeps pass.

test.afterAll(async () => {
  await resetSla("approvals");
});

test("A deadline crossing notifies once", async ({ browser, page }) => {
  test.setTimeout(240_000);
  const admin = await createUser(["admin"]);
  const adminPage = await (await browser.newContext({ locale: "en-US" })).newPage();
  await signInAs(adminPage, admin.email, admin.password);
  await setSla(adminPage, "approvals", 1);
  expect(
    await auditRows({
      action: "settings.deadline_sla",
      actorEmail: admin.email,
      target: "settings:deadline_sla:approvals",
    }),
  ).toEqual([expect.objectContaining({ outcome: "success", detail: expect.objectContaining({ to: 1 }) })]);

  const ops = await opsUser(page);
  await page.goto("/approvals");
  await expect(page.getByTestId("live-indicator")).toHaveText("Live");
  const id = await toSign();
  await expect(row(page, id)).toBeVisible({ timeout: 15_000 });
  const deadline = row(page, id).getByTestId("deadline");
  // On time at first: the time left counts down, with the deadline and its zone.
  await expect(deadline).toContainText(/\d+ s left/);
  await expect(deadline).toContainText(/due .*(UTC|GMT)/);
  await expect(deadline).toHaveAttribute("data-state", "on_time");

  // 45 s after entering To sign it is at risk; the mark is a word, not a colour.
  await expect(row(page, id).getByTestId("at-risk-mark")).toHaveText(/At risk|Overdue/, { timeout: 75_000 });

  // The filter shows it, in the URL, and leaves out what is on time.
  await page.getByTestId("risk-filter").click();
  await expect(page).toHaveURL(/[?&]risk=at_risk/);
  await expect(page.getByTestId("risk-filter")).toHaveAttribute("aria-pressed", "true");
  await expect(row(page, id)).toBeVisible();
  const fresh = await toSign();
  await page.getByTestId("risk-filter").click();
  await expect(row(page, fresh)).toBeVisible({ timeout: 15_000 });
  await page.getByTestId("risk-filter").click();
  await expect(row(page, fresh)).toHaveCount(0);
  await expect(row(page, id)).toBeVisible();

  // The sweep (every 30 s) tells the user once…
  await expect
    .poll(async () => (await atRiskNotifications(ops.email, `approvals:${id}`)).length, { timeout: 60_000 })
    .toBe(1);
  // …and no pass after it tells them again (two more sweeps, from every instance).
  await page.waitForTimeout(65_000);
  const told = await atRiskNotifications(ops.email, `approvals:${id}`);
  expect(told).toEqual([
    {
      title: expect.stringMatching(new RegExp(`^(At risk|Overdue): Payment ${id} `)),
      link: `/payments/${id}`,
    },
  ]);
});
