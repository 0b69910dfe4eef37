import { expect, test } from "@playwright/test";
import { inForce, opsPage, RULES_PAGE } from "../fixtures/confirmation-rules";
import { callServerAction, serverActionId } from "../fixtures/server-action";
import { signInAs } from "../fixtures/sign-in";
import { auditRows, createUser } from "../fixtures/users";
import { ACCEPT, editorOnly, RUN } from "./run";

// Who may save and who may read.
export function accessTests() {
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
    const call = await callServerAction(ops.request, RULES_PAGE, action, [
      { baseVersion: version, rules: [] },
    ]);
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
}
