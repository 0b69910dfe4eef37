import { expect, test } from "@playwright/test";
import { PLATFORM } from "./fixtures/e2e-env";
import { signInAs } from "./fixtures/sign-in";
import { SEEDED, SEEDED_PASSWORD } from "./fixtures/users";
import { apply, expectRows, moreFilters, payment, pick, search, tagOf } from "./fixtures/payments-search";

// The Payments search against the sandbox v3 list: schemes, direction, status and type. The other filter
// families: payments-search-*.spec.ts; paging, navigation, saved views: payments-search-navigation.spec.ts.

test.beforeEach(({ page }) => signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD));

test("schemes, direction, status and type", PLATFORM, async ({ page }) => {
  const tag = tagOf();
  const t = (m: number) => `2025-02-0${m}T10:00:00Z`; // distinct times: a known order
  const sepa = await payment(page.request, tag, { createdAt: t(1) });
  const inst = await payment(page.request, tag, {
    direction: "INBOUND",
    method: "INST",
    status: "Accepted",
    createdAt: t(2),
  });
  const swift = await payment(page.request, tag, {
    method: "SWIFT",
    currency: "USD",
    status: "Rejected",
    createdAt: t(3),
  });
  const back = await payment(page.request, tag, {
    direction: "INBOUND",
    type: "Payment return",
    createdAt: t(4),
  });

  await search(page, `metadata=${tag}`);
  await expectRows(page, [back, swift, inst, sepa]);
  await pick(page, "Scheme", ["SEPA", "INST"]);
  await apply(page);
  await expect(page).toHaveURL(/scheme=INST&scheme=SEPA/);
  await expectRows(page, [back, inst, sepa]);

  await page.getByLabel("Direction").selectOption("INBOUND");
  await apply(page);
  await expectRows(page, [back, inst]);

  await search(page, `metadata=${tag}`);
  await pick(page, "Status", ["Completed", "Rejected"]);
  await apply(page);
  // The platform's ids when it lists its statuses, the interface's names when it does not (strict).
  await expect(page).toHaveURL(/status=(5|COMPLETED)&status=(8|REJECTED)/);
  await expectRows(page, [back, swift, sepa]);
  await expect(page.getByTestId("payment-row").filter({ hasText: "Rejected" })).toHaveCount(1);

  await search(page, `metadata=${tag}`);
  await moreFilters(page);
  await pick(page, "Type", ["Payment return"]);
  await apply(page);
  await expectRows(page, [back]);
});
