import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import type { TRole } from "../lib/auth/client-safe/roles";
import { expectNoAxeViolations } from "./fixtures/axe";
import { untilHydrated } from "./fixtures/hydrated";
import { newAccount } from "./fixtures/ledger-transactions";
import { payment, tagOf } from "./fixtures/payments-search";
import { signInAs } from "./fixtures/sign-in";
import { createUser } from "./fixtures/users";

// The ⌘K / Ctrl+K quick jump of the shell (Chromium on Linux here, so Ctrl+K), driven from the keyboard
// alone. Each test signs in a user of its own and makes its own payment or ledger account in the sandbox.

async function as(page: Page, roles: TRole[]) {
  const user = await createUser(roles);
  await signInAs(page, user.email, user.password);
}

/** Ctrl+K once the shell has hydrated, as a person would. */
async function openJump(page: Page) {
  await untilHydrated(page);
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Jump to" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("combobox")).toBeFocused();
  return dialog;
}

const kinds = (page: Page) =>
  page.getByTestId("jump-target").evaluateAll((items) => items.map((i) => i.getAttribute("data-kind")));
const selected = (page: Page) => page.getByRole("option", { selected: true });

test("a pasted payment id, spaces and all, opens the payment with Enter", async ({ page, request }) => {
  const id = await payment(request, tagOf(), {});
  await as(page, ["finance_ops"]);
  await page.goto("/ledger");
  const dialog = await openJump(page);
  await page.keyboard.insertText(`  ${id}\n`);
  // A number is a payment or a cancellation request; the payment comes first and is highlighted.
  await expect.poll(() => kinds(page)).toEqual(["payment", "cancellation"]);
  await expect(selected(page)).toHaveAccessibleName(`Payment ${id}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/payments/${id}$`));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Payment ${id}`);
});

test("a UUID is offered as a ledger account then a transaction; arrows move, Enter opens the account", async ({
  page,
}) => {
  const account = await newAccount({ balances: [{ currency: "EUR", availableBalance: 10_000 }] });
  await as(page, ["finance_ops"]);
  await page.goto("/ledger");
  // From inside a form field too: the shortcut belongs to the shell, not to the page.
  await page.getByRole("form", { name: "Open an account" }).getByLabel("Account id").focus();
  await openJump(page);
  await page.keyboard.insertText(` ${account.accountId.toUpperCase()} `);
  // Finance ops also make payment drafts, whose ids are UUIDs too: offered after the ledger's.
  await expect.poll(() => kinds(page)).toEqual(["ledger-account", "ledger-transaction", "draft"]);
  await expect(selected(page)).toHaveAccessibleName(`Ledger account ${account.accountId}`);
  await page.keyboard.press("ArrowDown");
  await expect(selected(page)).toHaveAccessibleName(`Ledger transaction ${account.accountId}`);
  await page.keyboard.press("ArrowUp");
  await expect(selected(page)).toHaveAccessibleName(`Ledger account ${account.accountId}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/ledger/accounts/${account.accountId}$`));
  await expect(page.getByTestId("account-detail")).toHaveAttribute("data-status", "OPENED");
});

test("a malformed id says what each id looks like; Esc closes and Ctrl+K toggles", async ({ page }) => {
  await as(page, ["finance_ops"]);
  const before = page.url();
  const dialog = await openJump(page);
  await page.keyboard.insertText("INV/2024/17");
  const invalid = dialog.getByTestId("quick-jump-invalid");
  await expect(invalid).toContainText("Not an id Countersign knows: INV/2024/17");
  await expect(invalid).toContainText("Payment: A payment id is a whole number, such as 1042.");
  await expect(invalid).toContainText("Ledger account: Enter a UUID");
  await expect(invalid).not.toContainText("Restriction order"); // not this role's
  await expect(dialog.getByRole("option")).toHaveCount(0);
  // Enter on nothing goes nowhere.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  expect(page.url()).toBe(before);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // It opens empty again, and the same keys close it.
  await page.keyboard.press("Control+k");
  await expect(dialog.getByRole("combobox")).toHaveValue("");
  await expect(dialog.getByTestId("quick-jump-invalid")).toHaveCount(0);
  await page.keyboard.press("Control+k");
  await expect(dialog).toBeHidden();
});

test("only the destinations the roles may open are offered", async ({ page }) => {
  const uuid = randomUUID();
  // An administrator opens payments only: a UUID is no id for them, a number only a payment.
  await as(page, ["admin"]);
  let dialog = await openJump(page);
  await page.keyboard.insertText(uuid);
  await expect(dialog.getByTestId("quick-jump-invalid")).toContainText("Not an id Countersign knows");
  await expect(dialog.getByTestId("quick-jump-invalid").getByRole("listitem")).toHaveText([/^Payment:/]);
  await expect(dialog.getByTestId("jump-target")).toHaveCount(0);
  await dialog.getByRole("combobox").fill("1042");
  await expect.poll(() => kinds(page)).toEqual(["payment"]);
  await dialog.getByRole("combobox").fill("ledger");
  await expect(dialog.getByTestId("jump-page")).toHaveCount(0); // not their page either
  await page.keyboard.press("Escape");

  // A manager reads the ledger and the payment drafts but works no restriction order.
  await page.context().clearCookies();
  await as(page, ["manager"]);
  dialog = await openJump(page);
  await page.keyboard.insertText(uuid);
  await expect.poll(() => kinds(page)).toEqual(["ledger-account", "ledger-transaction", "draft"]);
  await page.keyboard.press("Escape");

  // Compliance works restriction orders, whose document ids may be nearly any text: offered last.
  await page.context().clearCookies();
  await as(page, ["compliance"]);
  dialog = await openJump(page);
  await page.keyboard.insertText(uuid);
  await expect.poll(() => kinds(page)).toEqual(["ledger-account", "ledger-transaction", "restriction-order"]);
  await dialog.getByRole("combobox").fill("DOC-7");
  await expect.poll(() => kinds(page)).toEqual(["restriction-order"]);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/restriction-orders\/DOC-7$/);
});

test("from the keyboard alone: Tab to the header button, type a page name, Enter goes there", async ({
  page,
}) => {
  await as(page, ["manager"]);
  await untilHydrated(page);
  const button = page.getByRole("button", { name: /Jump to/ });
  await expect(button).toHaveAttribute("aria-keyshortcuts", "Control+K");
  await expect(button).toContainText("Ctrl");
  for (let i = 0; i < 30 && !(await button.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Jump to" });
  await expect(dialog.getByRole("combobox")).toBeFocused();
  // Empty, it lists the reader's pages.
  await expect(dialog.getByTestId("jump-page").first()).toHaveAccessibleName("Overview");
  await page.keyboard.type("liqu");
  await expect(dialog.getByTestId("jump-page")).toHaveCount(1);
  await expect(selected(page)).toHaveAccessibleName("Liquidity");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/liquidity$/);
  await expect(dialog).toBeHidden();
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    test("the open quick jump passes axe: empty, with destinations, with a malformed id", async ({
      page,
    }) => {
      await as(page, ["finance_ops", "compliance"]);
      await expect(page.locator("html")).toHaveClass(new RegExp(colorScheme));
      const dialog = await openJump(page);
      await expectNoAxeViolations(page);
      await page.keyboard.insertText(randomUUID());
      await expect(dialog.getByTestId("jump-target")).toHaveCount(4);
      await expectNoAxeViolations(page);
      await dialog.getByRole("combobox").fill("no/such id");
      await expect(dialog.getByTestId("quick-jump-invalid")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
