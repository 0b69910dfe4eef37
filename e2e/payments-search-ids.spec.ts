import { randomInt, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PLATFORM } from "./fixtures/e2e-env";
import { signInAs } from "./fixtures/sign-in";
import { SEEDED, SEEDED_PASSWORD } from "./fixtures/users";
import { apply, expectRows, moreFilters, payment, search, tagOf } from "./fixtures/payments-search";

// The Payments search's filters against the sandbox's v3 list: ids, accounts and bank codes. The other filter
// families: payments-search-*.spec.ts; paging, navigation, saved views: payments-search-navigation.spec.ts.

test.beforeEach(({ page }) => signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD));

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
