import { randomInt, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PLATFORM } from "./fixtures/e2e-env";
import { signInAs } from "./fixtures/sign-in";
import { SEEDED, SEEDED_PASSWORD } from "./fixtures/users";
import { apply, expectRows, moreFilters, payment, pick, search, tagOf } from "./fixtures/payments-search";

// The Payments search's filters against the sandbox's v3 list: each filter family, in the reader's zone
// and locale. Paging, navigation and saved views: payments-search-navigation.spec.ts.

test.beforeEach(async ({ page }) => {
  await signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD);
});

test(
  "ids: transaction id, end-to-end id, UETR, metadata and parent transaction",
  PLATFORM,
  async ({ page }) => {
    const tag = tagOf();
    const uetr = randomUUID();
    const parent = await payment(page.request, tag, { endToEndId: `${tag}-P`, uetr });
    const child = await payment(page.request, tag, {
      direction: "INBOUND",
      type: "Payment return",
      endToEndId: `${tag}-C`,
      parentTrxId: parent,
      parentTrxAmount: 1_000,
    });

    await search(page, `metadata=${tag}`);
    await expectRows(page, [child, parent]);
    await page.getByLabel("Transaction id", { exact: true }).fill(String(parent));
    await apply(page);
    await expect(page).toHaveURL(new RegExp(`id=${parent}`));
    await expectRows(page, [parent]);

    await search(page, "");
    await page.getByLabel("End-to-end id").fill(`${tag}-C`);
    await apply(page);
    await expectRows(page, [child]);
    await expect(page.getByTestId("payment-row")).toContainText("Payment return");

    await search(page, "");
    await moreFilters(page);
    await page.getByLabel("UETR").fill(uetr.toUpperCase()); // a UETR matches in any case
    await apply(page);
    await expect(page).toHaveURL(new RegExp(`uetr=${uetr}`));
    await expectRows(page, [parent]);
    await expect(page.getByTestId("payment-row")).toContainText(uetr);

    await search(page, `metadata=${tag}`);
    await moreFilters(page);
    await page.getByLabel("Parent transaction id").fill(String(parent));
    await apply(page);
    await expectRows(page, [child]);
  },
);

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
      await page.reload(); // the URL's UTC times come back as the same local times
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

test(
  "accounts and bank codes: spaces and case ignored, an 8-character BIC matches every branch",
  PLATFORM,
  async ({ page }) => {
    const tag = tagOf();
    const digits = () => String(randomInt(10 ** 9, 10 ** 10));
    const [acc1, acc2] = [`LT12${digits()}${digits()}`, `DE89${digits()}${digits()}`];
    const head = await payment(page.request, tag, {
      debtorAccount: acc1,
      debtorBic: "TSTBLT21XXX",
      creditorAccount: acc2,
      creditorBic: "CRDTDEFF100",
      createdAt: "2025-04-01T10:00:00Z",
    });
    const branch = await payment(page.request, tag, {
      debtorBic: "TSTBLT21VLN",
      creditorBic: "OTHRNL2AXXX",
      createdAt: "2025-04-02T10:00:00Z",
    });

    await search(page, `metadata=${tag}`);
    await moreFilters(page);
    await page.getByLabel("Debtor bank (BIC)").fill("tstblt21");
    await apply(page);
    await expectRows(page, [branch, head]);

    await search(page, `metadata=${tag}&debtorBank=TSTBLT21VLN`);
    await expectRows(page, [branch]);

    await search(page, `metadata=${tag}`);
    await moreFilters(page);
    await page.getByLabel("Debtor account").fill(acc1.toLowerCase().replace(/(.{4})/g, "$1 "));
    await page.getByLabel("Creditor bank (BIC)").fill("CRDTDEFF100");
    await apply(page);
    await expectRows(page, [head]);
    await expect(page.getByTestId("payment-row")).toContainText(acc1);

    await search(page, `metadata=${tag}&creditorAccount=${acc2}`);
    await expectRows(page, [head]);
  },
);
