import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { inForce, openRulesAs, RULES_PAGE } from "../fixtures/confirmation-rules";
import { STRICT_PROJECT } from "../fixtures/e2e-env";
import { callServerAction, serverActionId } from "../fixtures/server-action";
import { signInAs } from "../fixtures/sign-in";
import { createUser } from "../fixtures/users";

// What the confirmation-rules tests share: this run's token, the rule names it saves, and the admin who saves
// them (created before the first test; at the end the set in force is cleared).

export const RUN = randomUUID().slice(0, 8);
export const ACCEPT = `Accept ${RUN}`;
export const REJECT = `Reject ${RUN}`;
export let admin: { email: string; password: string };

export const asAdmin = (page: Page) => openRulesAs(page, admin);
/** Project strict runs only the test that meets the platform (rules answering payments it announces). */
export const editorOnly = () =>
  test.skip(test.info().project.name === STRICT_PROJECT, "the editor does not depend on the sandbox profile");

/** Called once by the spec: one admin for the whole run, and a cleared rule set after it. */
export function setUpRun() {
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
}
