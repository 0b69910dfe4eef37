import { expect, test } from "@playwright/test";
import { PLATFORM } from "./fixtures/e2e-env";
import { signInAs } from "./fixtures/sign-in";
import { SEEDED, SEEDED_PASSWORD } from "./fixtures/users";
import { apply, expectRows, moreFilters, payment, search, tagOf } from "./fixtures/payments-search";

// The Payments search against the sandbox v3 list: amounts, in the reader's locale. The other filter
// families: payments-search-*.spec.ts; paging, navigation, saved views: payments-search-navigation.spec.ts.

test.beforeEach(({ page }) => signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD));

test.describe("in a German locale", () => {
  test.use({ locale: "de-DE" });

  test(
    "amounts are typed in major units and converted exactly; one the currency cannot hold is refused",
    PLATFORM,
    async ({ page }) => {
      const tag = tagOf();
      const at = (d: number) => `2025-03-0${d}T10:00:00Z`;
      await payment(page.request, tag, { amount: 123_455, createdAt: at(1) });
      const exact = await payment(page.request, tag, { amount: 123_456, createdAt: at(2) });
      await payment(page.request, tag, { amount: 123_456, currency: "USD", createdAt: at(3) });
      const yen = await payment(page.request, tag, {
        amount: 5_000,
        currency: "JPY",
        method: "SWIFT",
        createdAt: at(4),
      });
      const fees = await payment(page.request, tag, {
        amount: 50_000,
        unaccountedTaxAmount: 300,
        compensationAmount: 1_550,
        createdAt: at(5),
      });

      await search(page, `metadata=${tag}`);
      await expect(page.getByText(/the platform counts amount bounds in EUR/)).toBeVisible();
      await page.getByLabel("Amount from").fill("1.234,56");
      await page.getByLabel("Amount to").fill("1.234,56");
      await apply(page);
      await expect(page).toHaveURL(/amountFrom=1234\.56&amountTo=1234\.56/);
      await expectRows(page, [exact]); // not the 1.234,55 EUR one, nor the USD one (bounds count EUR)
      await expect(page.getByTestId("payment-row")).toContainText(/−1\.234,56\sEUR/);

      const url = page.url();
      const from = page.getByLabel("Amount from");
      await from.fill("1.234,567");
      await apply(page);
      await expect(page.getByText("EUR amounts have at most 2 decimals.")).toBeVisible();
      await expect(from).toHaveAttribute("aria-invalid", "true");
      await expect(from).toBeFocused();
      const describedBy = (await from.getAttribute("aria-describedby"))!;
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("EUR amounts have at most 2 decimals.");
      expect(page.url()).toBe(url);

      await search(page, `metadata=${tag}`);
      await page.getByLabel("Currency").fill("JPY");
      await page.getByLabel("Amount from").fill("12,5");
      await apply(page);
      await expect(page.getByText("JPY amounts have no decimals.")).toBeVisible();
      await page.getByLabel("Amount from").fill("5.000");
      await apply(page);
      await expect(page).toHaveURL(/amountFrom=5000&currency=JPY/);
      await expectRows(page, [yen]);
      await expect(page.getByTestId("payment-row")).toContainText(/5\.000\sJPY/);

      await search(page, `metadata=${tag}`);
      await moreFilters(page);
      await page.getByLabel("Unaccounted tax from").fill("3");
      await page.getByLabel("Unaccounted tax to").fill("3,00");
      await page.getByLabel("Compensation from").fill("15,5");
      await apply(page);
      await expect(page).toHaveURL(/compensationFrom=15\.5&metadata=.+&taxFrom=3&taxTo=3$/);
      await expectRows(page, [fees]);
    },
  );
});
