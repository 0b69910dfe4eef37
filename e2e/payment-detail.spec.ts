import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import { e2eEnv } from "./fixtures/e2e-env";
import { signInAs } from "./fixtures/sign-in";
import { SEEDED, SEEDED_PASSWORD } from "./fixtures/users";

// The payment detail against the sandbox: the payments are the sandbox's own, the timeline comes from the
// webhooks the sandbox signs and sends as they move, and the cancellation request from its camt.056 scene.
// Each test makes its own payments and finds them by id; other tests share the sandbox.

const sandbox = () => e2eEnv().SANDBOX_ORIGIN ?? "http://127.0.0.1:4110";

async function control<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await request.post(`${sandbox()}/control${path}`, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/**
 * An inbound SCT (credited on receipt: Created, then Completed), a camt.056 asking for it back (a
 * CANCELLATION_IN_PROGRESS webhook naming it), and its return: an outbound "Payment return" under the
 * signing threshold, which moves Created → Accepted → Completed one step (2 s) at a time.
 */
async function paymentWithReturn(request: APIRequestContext) {
  const tag = `detail-${randomUUID().slice(0, 8)}`;
  const uetr = randomUUID();
  const parent = await control<{ transaction_id: number }>(request, "/payments", {
    direction: "INBOUND",
    method: "SEPA",
    amount: 45_000,
    debtorName: `Debtor ${tag}`,
    debtorAccount: "DE89370400440532013000",
    debtorBic: "COBADEFFXXX",
    metadata: [tag, "invoice-42"],
    purpose: `Invoice ${tag}`,
    uetr,
    endToEndId: `E2E-${tag}`,
  });
  const cancellation = await control<{ id: number }>(request, "/cancellations/inbound", {
    transactionId: parent.transaction_id,
    reason: "DUPL",
  });
  const ret = await control<{ transaction_id: number }>(request, "/payments", {
    direction: "OUTBOUND",
    method: "SEPA",
    type: "Payment return",
    amount: 44_750,
    parentTrxId: parent.transaction_id,
    parentTrxAmount: 45_000,
    originReasonCode: "FOCR",
  });
  return {
    tag,
    uetr,
    parentId: parent.transaction_id,
    returnId: ret.transaction_id,
    cancellationId: cancellation.id,
  };
}

const timeline = (page: Page) => page.getByTestId("timeline-entry");

test("the detail shows every field, the timeline from webhooks, the cancellation request and the return", async ({
  page,
}) => {
  // The sandbox sends one tenant's webhooks in order, one at a time: other tests' may be queued ahead.
  test.setTimeout(90_000);
  await signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD);
  const s = await paymentWithReturn(page.request);
  await page.goto(`/payments/${s.parentId}`);
  await expect(page.getByRole("heading", { name: `Payment ${s.parentId}`, level: 1 })).toBeVisible();

  const overview = page.getByTestId("section-payment-overview");
  await expect(overview).toContainText(String(s.parentId));
  await expect(overview.locator('[data-slot="amount"]')).toHaveText(/^\+450\.00\sEUR$/);
  await expect(overview).toContainText("Completed");
  await expect(overview).toContainText("SEPA credit transfer (SEPA)");
  await expect(overview).toContainText("Inbound (we receive)");
  await expect(page.getByTestId("section-payment-identifiers")).toContainText(s.uetr);
  await expect(page.getByRole("button", { name: "Copy UETR" })).toBeVisible();
  const debtor = page.getByTestId("section-payment-debtor");
  await expect(debtor).toContainText(`Debtor ${s.tag}`);
  await expect(debtor).toContainText("DE89 3704 0044 0532 0130 00"); // an IBAN, in groups of four
  await expect(debtor.getByRole("button", { name: "Copy debtor IBAN" })).toBeVisible();
  await expect(debtor).toContainText("COBADEFFXXX");
  await expect(page.getByTestId("section-payment-purpose")).toContainText(`Invoice ${s.tag}`);
  await expect(page.getByTestId("section-payment-metadata")).toContainText(s.tag);
  await expect(page.getByTestId("section-payment-metadata")).toContainText("invoice-42");

  // Oldest first: the two notifications the sandbox sent when the payment arrived and was credited.
  await expect(timeline(page)).toHaveCount(2, { timeout: 30_000 });
  await expect(timeline(page).nth(0)).toContainText("Created");
  await expect(timeline(page).nth(1)).toContainText("Completed");
  await expect(timeline(page).first().locator("time")).toHaveAttribute("datetime", /Z$/);

  const cancellation = page.getByTestId("cancellation-row");
  await expect(cancellation).toHaveCount(1, { timeout: 30_000 });
  await expect(cancellation).toContainText(String(s.cancellationId));
  await expect(cancellation).toContainText("CANCELLATION_IN_PROGRESS");
  await expect(cancellation).toContainText("DUPL");
  await expect(cancellation).toContainText("Inbound");

  const child = page.getByTestId("child-payment");
  await expect(child).toHaveCount(1);
  await expect(child).toHaveAttribute("data-payment-id", String(s.returnId));
  await expect(child).toContainText("Payment return");
  await expect(child.locator('[data-slot="amount"]')).toHaveText(/447\.50\sEUR/);
  await expect(page.getByTestId("section-payment-parent")).toHaveCount(0); // it has no parent

  // The return names its parent, both as a field and as a summary with a link back.
  await child.getByRole("link", { name: `Payment ${s.returnId}, Payment return` }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/${s.returnId}$`));
  const parent = page.getByTestId("parent-payment");
  await expect(parent).toHaveAttribute("data-payment-id", String(s.parentId));
  await expect(parent.locator('[data-slot="amount"]')).toHaveText(/450\.00\sEUR/);
  await expect(page.getByTestId("section-payment-amounts")).toContainText("450.00");
  await expect(page.getByTestId("section-payment-origin")).toContainText("FOCR");
  await expect(page.getByTestId("section-payment-children")).toContainText("No payment names this one");
  await expect(page.getByTestId("section-payment-cancellations")).toContainText("No cancellation request");
  // Live: the return moves on by itself, and each webhook adds to the timeline without a reload.
  await expect(timeline(page)).toHaveCount(3, { timeout: 30_000 });
  await expect(timeline(page)).toContainText(["Created", "Accepted", "Completed"]);
  await page
    .getByTestId("section-payment-overview")
    .getByRole("link", { name: String(s.parentId) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/payments/${s.parentId}$`));
});

test("a reader without the cancellations permission is told the requests are not shown, and is not sent them", async ({
  page,
}) => {
  await signInAs(page, SEEDED.compliance, SEEDED_PASSWORD);
  const s = await paymentWithReturn(page.request);
  await page.goto(`/payments/${s.parentId}`);
  await expect(page.getByTestId("child-payment")).toHaveCount(1);
  await expect(page.getByTestId("section-payment-cancellations")).toContainText(
    "Cancellation requests are shown to roles that answer them; yours do not include them.",
  );
  await expect(page.getByTestId("cancellation-row")).toHaveCount(0);
  const body = (await (await page.request.get(`/api/payments/${s.parentId}`)).json()) as {
    cancellations: unknown;
  };
  expect(body.cancellations).toBeNull();
});

test("an unknown or malformed id is answered in words, on the page and by the route", async ({ page }) => {
  await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
  const unknown = 987_654_321_012;
  const res = await page.request.get(`/api/payments/${unknown}`);
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({
    error: { code: "not_found", message: `The platform has no payment ${unknown}.` },
  });
  const bad = await page.request.get("/api/payments/12ab");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.message).toBe(
    "“12ab” is not a payment id: A payment id is a whole number, such as 1042.",
  );

  await page.goto(`/payments/${unknown}`);
  await expect(page.getByTestId("error-state")).toContainText(`There is no payment ${unknown}.`);
  await expect(page.getByTestId("error-state").getByRole("button", { name: "Retry" })).toHaveCount(0);
  await page.goto("/payments/12ab");
  await expect(page.getByTestId("error-state")).toContainText("“12ab” is not a payment id.");
});

test("the detail route needs a session", async ({ request }) => {
  const res = await request.get("/api/payments/1");
  expect(res.status()).toBe(401);
});

test("the payment detail passes axe in light and dark mode", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD);
  const s = await paymentWithReturn(page.request);
  await page.goto(`/payments/${s.returnId}`);
  await expect(page.getByTestId("parent-payment")).toBeVisible();
  await expect(timeline(page).first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeInBothSchemes(page);
  await page.goto(`/payments/${s.parentId}`);
  await expect(page.getByTestId("cancellation-row")).toBeVisible({ timeout: 30_000 });
  await expectNoAxeInBothSchemes(page);
});
