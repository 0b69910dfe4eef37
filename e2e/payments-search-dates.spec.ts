import { expect, test } from "@playwright/test";
import { PLATFORM } from "./fixtures/e2e-env";
import { signInAs } from "./fixtures/sign-in";
import { SEEDED, SEEDED_PASSWORD } from "./fixtures/users";
import { apply, expectRows, moreFilters, payment, search, tagOf } from "./fixtures/payments-search";
import { reloadHydrated } from "./fixtures/hydrated";

// The Payments search's filters against the sandbox's v3 list: date-time ranges and settlement
// dates, in the reader's zone. The other filter
// families: payments-search-*.spec.ts; paging, navigation, saved views: payments-search-navigation.spec.ts.

test.beforeEach(({ page }) => signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD));

test.describe("in the reader's zone", () => {
  test.use({ timezoneId: "America/New_York" });

  test(
    "date-time ranges are typed in local time and go to the URL in UTC; settlement dates inclusive",
    PLATFORM,
    async ({ page }) => {
      const tag = tagOf();
      const early = await payment(page.request, tag, {
        createdAt: "2024-05-01T10:00:00Z",
        settlementDate: "2024-05-01",
      });
      const mid = await payment(page.request, tag, {
        createdAt: "2024-05-01T14:00:00Z",
        settlementDate: "2024-05-02",
      });
      const late = await payment(page.request, tag, {
        createdAt: "2024-05-02T10:00:00Z",
        settlementDate: "2024-05-03",
      });

      await search(page, `metadata=${tag}`);
      await expectRows(page, [late, mid, early]);
      await expect(page.getByTestId("filter-units")).toContainText(
        "Times are in your time zone, America/New_York.",
      );
      // New York is UTC−4 in May: 08:00–12:00 there is 12:00–16:00 UTC, which holds only the 14:00 payment.
      await page.getByLabel("Created from").fill("2024-05-01T08:00");
      await page.getByLabel("Created to").fill("2024-05-01T12:00");
      await apply(page);
      await expect(page).toHaveURL(/from=2024-05-01T12%3A00%3A00\.000Z/);
      await expect(page).toHaveURL(/to=2024-05-01T16%3A00%3A00\.000Z/);
      await expectRows(page, [mid]);
      await reloadHydrated(page); // the URL's UTC times come back as the same local times
      await expect(page.getByLabel("Created from")).toHaveValue(/^2024-05-01T08:00(:00)?$/);

      await search(page, `metadata=${tag}`);
      await moreFilters(page);
      await page.getByLabel("Settled from").fill("2024-05-02");
      await page.getByLabel("Settled to").fill("2024-05-03");
      await apply(page);
      await expectRows(page, [late, mid]);
    },
  );
});
