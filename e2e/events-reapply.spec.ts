import { randomInt, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures/axe";
import { alertFor, breachNamedInEventType, row, storedAsUnknown } from "./fixtures/events";
import { callServerAction, serverActionId } from "./fixtures/server-action";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser, deliveriesContaining, SEEDED, SEEDED_PASSWORD } from "./fixtures/users";

// "Apply again" on the Events page: a verified delivery an older version could not apply (stored UNKNOWN)
// is applied by an admin with today's classifier and handlers, once. The reading of the page itself:
// events.spec.ts.

// The re-apply stories change stored deliveries the others read, and "Apply again all" takes whichever
// are waiting: one after the other, in one worker.
test.describe("Apply again", () => {
  test.describe.configure({ mode: "serial" });

  test("an admin applies again a delivery an older version stored as UNKNOWN, once", async ({ page }) => {
    const bic = `E2E${randomInt(1e6, 9e6)}`;
    const id = await storedAsUnknown(breachNamedInEventType(bic));
    await signInAs(page, SEEDED.admin, SEEDED_PASSWORD);
    await page.goto("/events?kind=UNKNOWN");
    await expect(row(page, id)).toContainText("unprocessable");
    await row(page, id).click();
    const detail = page.getByTestId("delivery-detail");
    await expect(detail.getByRole("heading", { name: `Delivery ${id}` })).toBeVisible();
    await detail.getByTestId("reapply-button").click();

    await expect(detail.getByTestId("reapply-result")).toContainText(`Delivery ${id} applied`);
    await expect(detail.getByTestId("reapply-result")).toContainText(
      "Applied as MAX_HOLDING_AMOUNT_BREACHED (stored as UNKNOWN until now).",
    );
    await expect(page.getByTestId("toast").filter({ hasText: `Delivery ${id} applied` })).toBeVisible();
    // The sheet re-reads the delivery: processed now, so nothing is offered again.
    await expect(detail.getByText("processed", { exact: true })).toBeVisible();
    await expect(detail.getByTestId("reapply-button")).toBeHidden();
    await expectNoAxeViolations(page);
    expect(await deliveriesContaining(bic)).toEqual([
      expect.objectContaining({ id, processing: "processed", kind: "MAX_HOLDING_AMOUNT_BREACHED" }),
    ]);
    expect(await alertFor(`${bic}/EUR`)).toEqual({ kind: "MAX_HOLDING_AMOUNT_BREACHED", state: "active" });

    // A second request (another tab, a replayed call) is refused: a delivery is never applied twice.
    const action = serverActionId("reapplyDeliveryAction", "lib/actions/events.ts");
    const again = await callServerAction(page.request, "/events", action, [{ id }]);
    expect(again.body).toContain('"code":"conflict"');
    expect(again.body).toContain("already applied");
    expect(await auditRows({ action: "events.reapply", target: `delivery:${id}` })).toEqual([
      expect.objectContaining({ outcome: "success", actor_email: SEEDED.admin }),
      expect.objectContaining({ outcome: "failure", actor_email: SEEDED.admin }),
    ]);
  });

  test("a manager sees what could not be applied but may not apply it; a direct call is refused", async ({
    page,
  }) => {
    const marker = randomUUID();
    const id = await storedAsUnknown({ mystery: marker });
    const user = await createUser(["manager"]);
    await signInAs(page, user.email, user.password);
    await page.goto("/events?kind=UNKNOWN");
    await expect(page.getByTestId("unprocessable-summary")).toContainText("not applied");
    await expect(page.getByTestId("reapply-all")).toHaveCount(0);
    await row(page, id).click();
    await expect(page.getByTestId("delivery-detail").getByTestId("delivery-body")).toContainText(marker);
    await expect(page.getByTestId("reapply-button")).toHaveCount(0);

    const call = await callServerAction(
      page.request,
      "/events",
      serverActionId("reapplyDeliveryAction", "lib/actions/events.ts"),
      [{ id }],
    );
    expect(call.body).toContain('"code":"forbidden"');
    const all = await callServerAction(
      page.request,
      "/events",
      serverActionId("reapplyUnprocessableAction", "lib/actions/events.ts"),
      [{ limit: 100 }],
    );
    expect(all.body).toContain('"code":"forbidden"');
    expect(await auditRows({ action: "permission.denied", actorEmail: user.email })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ target: "action:reapplyDelivery" }),
        expect.objectContaining({ target: "action:reapplyUnprocessable" }),
      ]),
    );
    expect(await auditRows({ action: "events.reapply", actorEmail: user.email })).toEqual([]);
    expect(await deliveriesContaining(marker)).toEqual([
      expect.objectContaining({ id, processing: "unprocessable", kind: "UNKNOWN" }),
    ]);
  });

  test("an admin applies again all that could not be applied, after confirming how many", async ({
    page,
  }) => {
    // Tried long ago, so they come first in the bounded batch whatever else is waiting.
    const long = new Date("2020-01-01T00:00:00Z");
    const bics = [`E2E${randomInt(1e6, 9e6)}`, `E2E${randomInt(1e6, 9e6)}`];
    const ids = [
      await storedAsUnknown(breachNamedInEventType(bics[0]!), long),
      await storedAsUnknown(breachNamedInEventType(bics[1]!), long),
    ];
    await signInAs(page, SEEDED.admin, SEEDED_PASSWORD);
    await page.goto("/events");
    const button = page.getByTestId("reapply-all");
    await expect(button).toContainText(
      /^Apply again (all \d+|\d+ of the \d+) unknown\/unprocessable deliver/,
    );
    await button.click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("None is applied twice, and each attempt is audited.");
    await dialog.getByRole("button", { name: /^Apply again \d+$/ }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "applied again" })).toBeVisible();
    await expect(dialog).toBeHidden();

    for (const [i, bic] of bics.entries()) {
      expect(await deliveriesContaining(bic)).toEqual([
        expect.objectContaining({ id: ids[i], processing: "processed", kind: "MAX_HOLDING_AMOUNT_BREACHED" }),
      ]);
    }
    const batch = await auditRows({ action: "events.reapply_all", actorEmail: SEEDED.admin });
    expect(batch.at(-1)).toMatchObject({ outcome: "success" });
    expect(batch.at(-1)!.detail!.ids).toEqual(expect.arrayContaining(ids));
    for (const id of ids) {
      expect(await auditRows({ action: "events.reapply", target: `delivery:${id}` })).toEqual([
        expect.objectContaining({ outcome: "success", detail: expect.objectContaining({ bulk: true }) }),
      ]);
    }
  });
});
