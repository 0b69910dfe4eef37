import { expect, test } from "@playwright/test";
import { addRule, card, save, versionCount } from "../fixtures/confirmation-rules";
import { auditRows } from "../fixtures/users";
import { admin, asAdmin, editorOnly, RUN } from "./run";

// Two editors at once, and what each save leaves in the audit log.
export function concurrentSavesTests() {
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
}
