import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import {
  addRule,
  card,
  decision,
  inForce,
  openRulesAs,
  opsPage,
  queueRow,
  RULES_PAGE,
  save,
  toast,
  versionCount,
} from "./fixtures/confirmation-rules";
import { instantInbound, instantPayment } from "./fixtures/instant";
import { STRICT_PROJECT, PLATFORM } from "./fixtures/e2e-env";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// Confirmation rules are global: one set is in force for every payment. So this file runs serially (two
// rule edits never race), every rule it saves matches only end-to-end ids carrying this run's token (no
// other test's payment can match), and it ends by saving an empty set. Other spec files save no rules.

test.describe.configure({ mode: "serial" });

const RUN = randomUUID().slice(0, 8);
const ACCEPT = `Accept ${RUN}`;
const REJECT = `Reject ${RUN}`;
let admin: { email: string; password: string };

const asAdmin = (page: Page) => openRulesAs(page, admin);
/** Project strict runs only the test that meets the platform (rules answering payments it announces). */
const editorOnly = () =>
  test.skip(test.info().project.name === STRICT_PROJECT, "the editor does not depend on the sandbox profile");

test.beforeAll(async () => {
  admin = await createUser(["admin"]);
});

test.afterAll(async ({ browser }) => {
  // Leave a set that decides nothing: every payment of every later test waits for people.
  const page = await browser.newPage();
  await signInAs(page, admin.email, admin.password);
  const { version } = await inForce(page);
  const action = serverActionId("saveRuleSetAction", "lib/actions/confirmation-rules.ts");
  const res = await callServerAction(page.request, RULES_PAGE, action, [
    { baseVersion: version, rules: [], comment: `e2e ${RUN}: cleared` },
  ]);
  expect(res.body).toContain('"version"');
  await page.close();
});

test(
  "saved rules answer matching payments before anyone sees them; one they leave waits for a person",
  PLATFORM,
  async ({ page, browser }) => {
    await asAdmin(page);
    await addRule(page, { name: ACCEPT, pattern: `E2E-RA-${RUN}-*`, outcome: "ACCEPT" });
    await addRule(page, { name: REJECT, pattern: `E2E-RR-${RUN}-*`, outcome: "REJECT", reason: "AC06" });
    await expect(page.getByTestId("unsaved")).toBeVisible();
    const { version, changes } = await save(page, `e2e ${RUN}: accept and reject`);
    expect(changes).toContain(`Adds “${ACCEPT}” at position`);
    expect(changes).toContain(`Accept when end-to-end id E2E-RA-${RUN}-*`);
    expect(changes).toContain(`Reject (Account blocked, AC06) when end-to-end id E2E-RR-${RUN}-*`);
    expect((await inForce(page)).rules.map((r) => r.name)).toEqual(expect.arrayContaining([ACCEPT, REJECT]));

    const { page: ops, ops: opsUser } = await opsPage(browser);
    await ops.goto("/instant");
    await expect(ops.getByTestId("live-indicator")).toHaveText("Live");
    await expect(ops.getByTestId("rules-line")).toContainText(`Confirmation rules version ${version}`);
    // Every phase each row shows, from the first render on: a rule's payment must never be "waiting".
    await ops.evaluate(() => {
      const seen: Record<string, string[]> = {};
      (window as unknown as { phases: typeof seen }).phases = seen;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-testid="instant-row"]')) {
          const list = (seen[el.getAttribute("data-trx-id")!] ??= []);
          const phase = el.getAttribute("data-phase")!;
          if (list.at(-1) !== phase) list.push(phase);
        }
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["data-phase"],
      });
    });

    const accepted = await instantInbound({ endToEndId: `E2E-RA-${RUN}-1` });
    const rejected = await instantInbound({ endToEndId: `E2E-RR-${RUN}-1` });
    const left = await instantInbound({ endToEndId: `E2E-RL-${RUN}-1` });

    // The one no rule matches waits for a person, who accepts it.
    const leftRow = queueRow(ops, left.id);
    await expect(leftRow).toHaveAttribute("data-phase", "waiting", { timeout: 4_000 });
    await leftRow.getByRole("button", { name: `Accept payment ${left.id}…` }).click();
    await leftRow.getByRole("button", { name: /^Confirm: accept payment/ }).click();
    await expect(toast(ops, `Payment ${left.id} accepted`)).toBeVisible();

    // The rules' payments arrive already decided, and the platform's outcome follows.
    await expect(queueRow(ops, accepted.id)).toHaveAttribute("data-phase", "settled", { timeout: 15_000 });
    await expect(queueRow(ops, accepted.id).getByTestId("decided-by")).toHaveText(
      `Accept, by rule ${ACCEPT} v${version}`,
    );
    await expect(queueRow(ops, rejected.id)).toHaveAttribute("data-phase", "settled", { timeout: 15_000 });
    await expect(queueRow(ops, rejected.id).getByTestId("phase")).toContainText("Rejected");
    await expect(queueRow(ops, rejected.id).getByTestId("decided-by")).toHaveText(
      `Reject: Account blocked, by rule ${REJECT} v${version}`,
    );
    const phases = await ops.evaluate(
      () => (window as unknown as { phases: Record<string, string[]> }).phases,
    );
    for (const id of [accepted.id, rejected.id]) expect(phases[String(id)] ?? []).not.toContain("waiting");
    expect(phases[String(left.id)]).toContain("waiting");

    expect((await instantPayment(accepted.id)).internal.confirmation).toMatchObject({
      decision: "ACCEPT",
      by: "response",
    });
    expect(await instantPayment(rejected.id)).toMatchObject({
      status: "Rejected",
      origin_reason_code: "AC06",
    });

    await ops.goto("/instant?view=decisions&source=rule");
    await expect(decision(ops, accepted.id).getByTestId("source")).toHaveText(`rule ${ACCEPT} v${version}`);
    await expect(decision(ops, accepted.id).getByTestId("outcome")).toContainText(/Accepted|Completed/);
    await expect(decision(ops, rejected.id).getByTestId("source")).toHaveText(`rule ${REJECT} v${version}`);
    await expect(decision(ops, rejected.id).getByTestId("outcome")).toContainText("Rejected");
    // Answered from the webhook in milliseconds, well inside the window.
    const latency = Number(
      (await decision(ops, accepted.id).getByTestId("latency").innerText()).replace(" ms", ""),
    );
    expect(latency).toBeLessThan(2_000);
    await expect(decision(ops, left.id)).toHaveCount(0);
    await ops.getByLabel("Decided by").selectOption("user");
    await expect(decision(ops, left.id).getByTestId("source")).toHaveText(`user ${opsUser.email}`);

    expect(await auditRows({ action: "instant.rule_decision", target: `payment:${accepted.id}` })).toEqual([
      expect.objectContaining({ outcome: "success", actor_email: null }),
    ]);
    await ops.context().close();
  },
);

test("an invalid set is refused at its fields, in the browser and by the server; nothing is saved", async ({
  page,
}) => {
  editorOnly();
  await asAdmin(page);
  const versions = await versionCount(page);
  const c = await addRule(page, { name: `Bad ${RUN}`, pattern: `E2E-BAD-${RUN}-*`, outcome: "ACCEPT" });
  await c.getByLabel("Amount from (EUR)").fill("500.00");
  await c.getByLabel("Amount to (EUR)").fill("100.00");
  await c.getByLabel("Debtor BICs").fill("BNPAFRPP\nBNP-FRPP");
  await page.getByRole("button", { name: "Save as new version…" }).click();

  await expect(page.getByTestId("save-errors")).toContainText("Nothing was saved");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(c.getByLabel("Amount to (EUR)")).toHaveAttribute("aria-invalid", "true");
  await expect(c).toContainText("The lowest amount is above the highest.");
  await expect(c.getByLabel("Debtor BICs")).toHaveAttribute("aria-invalid", "true");
  await expect(c).toContainText("Line 2: A BIC or pattern may hold only letters, digits, * and ?.");
  await expect(page.locator(":focus")).toHaveAttribute("aria-invalid", "true");

  // An amount in the other convention is refused, not misread as 15.
  await c.getByLabel("Amount from (EUR)").fill("1,5");
  await c.getByLabel("Amount to (EUR)").fill("");
  await page.getByRole("button", { name: "Save as new version…" }).click();
  await expect(c.getByLabel("Amount from (EUR)")).toHaveAttribute("aria-invalid", "true");
  await expect(c).toContainText("Write the amount like 1,234,567.89");

  // The server parses with the same schema, whatever the browser sent.
  const action = serverActionId("saveRuleSetAction", "lib/actions/confirmation-rules.ts");
  const { version } = await inForce(page);
  const call = await callServerAction(page.request, RULES_PAGE, action, [
    {
      baseVersion: version,
      rules: [
        {
          id: randomUUID(),
          name: `Bad ${RUN}`,
          enabled: true,
          conditions: { amountMin: 50_000, amountMax: 10_000, debtorBics: ["BNP-FRPP"] },
          outcome: { action: "ACCEPT" },
        },
      ],
    },
  ]);
  expect(call.body).toContain('"code":"invalid_input"');
  expect(call.body).toContain('"rules.0.conditions.amountMax":"The lowest amount is above the highest."');
  expect(call.body).toContain('"rules.0.conditions.debtorBics.0"');
  expect(await versionCount(page)).toBe(versions);

  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(card(page, `Bad ${RUN}`)).toHaveCount(0);
});

test("versions are listed; an old one is read, loaded into the editor and saved as a new version", async ({
  page,
}) => {
  editorOnly();
  await asAdmin(page);
  const before = await inForce(page);
  const first = before.version!;
  const row = (v: number) => page.locator(`[data-testid="version-row"][data-version="${v}"]`);
  await expect(row(first)).toContainText(admin.email);
  await expect(row(first)).toContainText(`e2e ${RUN}: accept and reject`);
  await expect(row(first)).toContainText("In force");
  await expect(row(first)).toContainText(/UTC|GMT/);

  // Order is meaning (the first match decides): move a rule with the keyboard, save the new order.
  await card(page, ACCEPT).getByLabel("Name").focus();
  const order = async () => page.getByTestId("rule-card").locator("legend").allInnerTexts();
  const at = (await order()).findIndex((t) => t.includes(ACCEPT));
  const to = at > 0 ? at - 1 : at + 1;
  await page.keyboard.press(at > 0 ? "Alt+ArrowUp" : "Alt+ArrowDown");
  await expect(card(page, ACCEPT).getByLabel("Name")).toBeFocused();
  expect((await order()).findIndex((t) => t.includes(ACCEPT))).toBe(to);
  const moved = await save(page, `e2e ${RUN}: reordered`);
  expect(moved.changes).toContain(`Moves “${ACCEPT}” from position ${at + 1} to ${to + 1}.`);

  await card(page, REJECT)
    .getByRole("button", { name: /^Remove rule \d+/ })
    .click();
  const removed = await save(page, `e2e ${RUN}: without reject`);
  expect(removed.changes).toContain(`Removes “${REJECT}”: Reject (Account blocked, AC06) when end-to-end id`);
  expect((await inForce(page)).rules.map((r) => r.name)).not.toContain(REJECT);
  await expect(row(removed.version)).toContainText("In force");
  await expect(row(removed.version)).toContainText(`e2e ${RUN}: without reject`);
  await expect(row(first)).not.toContainText("In force");

  await row(first)
    .getByRole("button", { name: `View v${first}` })
    .click();
  const dialog = page.getByTestId("version-dialog");
  await expect(dialog).toContainText(`Confirmation rules, version ${first}`);
  await expect(dialog.getByTestId("rule-summary").filter({ hasText: REJECT })).toContainText(
    "Reject (Account blocked, AC06)",
  );
  await dialog.getByRole("button", { name: "Load into editor" }).click();
  await expect(toast(page, `Version ${first} loaded into the editor`)).toBeVisible();
  await expect(card(page, REJECT)).toBeVisible();
  const restored = await save(page, `e2e ${RUN}: restore v${first}`);
  expect(restored.changes).toContain(`Adds “${REJECT}”`);
  const now = await inForce(page);
  expect(now.version).toBe(removed.version + 1);
  // The same rules, ids included, as a new version.
  expect(now.rules).toEqual(before.rules);
});

test("two editors: the stale one is told someone saved meanwhile, saves nothing, and reloads", async ({
  page,
  browser,
}) => {
  editorOnly();
  await asAdmin(page);
  const other = await (await browser.newContext()).newPage();
  await asAdmin(other);
  const versions = await versionCount(page);

  await addRule(page, { name: `Leave ${RUN}`, pattern: `E2E-RX-${RUN}-*`, outcome: "LEAVE" });
  const { version } = await save(page, `e2e ${RUN}: first editor`);

  await addRule(other, { name: `Other ${RUN}`, pattern: `E2E-RY-${RUN}-*`, outcome: "LEAVE" });
  await other.getByRole("button", { name: "Save as new version…" }).click();
  await other.getByRole("alertdialog").getByRole("button", { name: "Save and put in force" }).click();
  const conflict = other.getByTestId("conflict");
  await expect(conflict).toContainText(`Someone saved version ${version} meanwhile`);
  expect(await versionCount(page)).toBe(versions + 1);
  await conflict.getByRole("button", { name: "Reload the rules in force" }).click();
  await expect(card(other, `Leave ${RUN}`)).toBeVisible();
  await expect(card(other, `Other ${RUN}`)).toHaveCount(0);
  await expect(other.getByTestId("unsaved")).toHaveCount(0);

  expect(await auditRows({ action: "rules.save", actorEmail: admin.email })).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        outcome: "failure",
        detail: expect.objectContaining({ reason: "conflict" }),
      }),
    ]),
  );
  await other.context().close();
});

test("every save is in the audit log, with the version and what changed", async ({ page }) => {
  editorOnly();
  await asAdmin(page);
  const saves = await auditRows({ action: "rules.save", actorEmail: admin.email });
  const ok = saves.filter((s) => s.outcome === "success");
  expect(ok.length).toBeGreaterThanOrEqual(4);
  expect(ok[0]).toMatchObject({
    target: expect.stringMatching(/^rules:\d+$/),
    detail: expect.objectContaining({ comment: `e2e ${RUN}: accept and reject` }),
  });

  await page.goto(`/audit?actor=${encodeURIComponent(admin.email)}`);
  await expect(page.getByTestId("audit-row").filter({ hasText: "rules.save" })).toHaveCount(saves.length);
});

test("a non-admin cannot save: finance ops read the rules, others get 403, and the action refuses", async ({
  page,
  browser,
}) => {
  editorOnly();
  const { page: ops, ops: opsUser } = await opsPage(browser);
  const res = await ops.goto(RULES_PAGE);
  expect(res?.status()).toBe(200);
  await expect(ops.getByText("Read-only: administrators edit these rules.")).toBeVisible();
  await expect(ops.getByTestId("rule-summary").filter({ hasText: ACCEPT })).toContainText(
    `When end-to-end id E2E-RA-${RUN}-*.`,
  );
  await expect(ops.getByRole("button", { name: "Save as new version…" })).toHaveCount(0);
  await expect(ops.getByRole("button", { name: "Add a rule" })).toHaveCount(0);
  const { version } = await inForce(ops);
  await ops.locator(`[data-testid="version-row"][data-version="${version}"]`).getByRole("button").click();
  await expect(ops.getByTestId("version-dialog")).toBeVisible();
  await expect(ops.getByRole("button", { name: "Load into editor" })).toHaveCount(0);

  const action = serverActionId("saveRuleSetAction", "lib/actions/confirmation-rules.ts");
  const call = await callServerAction(ops.request, RULES_PAGE, action, [{ baseVersion: version, rules: [] }]);
  expect(call.body).toContain('"code":"forbidden"');
  expect((await inForce(ops)).version).toBe(version);
  expect(await auditRows({ action: "permission.denied", actorEmail: opsUser.email })).toEqual([
    expect.objectContaining({ target: "action:saveRuleSet" }),
  ]);
  await ops.context().close();

  const compliance = await createUser(["compliance"]);
  await signInAs(page, compliance.email, compliance.password);
  expect((await page.goto(RULES_PAGE))?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  expect((await page.request.get("/api/confirmation-rules")).status()).toBe(403);
});

test("the editor with errors, the save confirmation and the read-only view pass axe in light and dark mode", async ({
  page,
  browser,
}) => {
  await asAdmin(page);
  await expectNoAxeInBothSchemes(page);
  const c = await addRule(page, { name: `Axe ${RUN}`, pattern: `E2E-AXE-${RUN}-*`, outcome: "REJECT" });
  await c.getByLabel("Amount from (EUR)").fill("x");
  await page.getByRole("button", { name: "Save as new version…" }).click();
  await expect(page.getByTestId("save-errors")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
  await c.getByLabel("Amount from (EUR)").fill("");
  await c.getByLabel("Reject reason").selectOption("CUST");
  await page.getByRole("button", { name: "Save as new version…" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoAxeInBothSchemes(page);
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Discard changes" }).click();

  const { page: ops } = await opsPage(browser);
  await ops.goto(RULES_PAGE);
  await expect(ops.getByTestId("version-row").first()).toBeVisible();
  await expectNoAxeInBothSchemes(ops);
  await ops.context().close();
});
