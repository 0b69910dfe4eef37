import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeInBothSchemes } from "./fixtures/axe";
import { bulkCsv, bulkPain001 } from "./fixtures/bulk-files";
import { PLATFORM } from "./fixtures/e2e-env";
import { gotoHydrated, untilHydrated } from "./fixtures/hydrated";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser } from "./fixtures/users";

// Bulk upload (docs/initiation.md#bulk): a file with bad rows is checked before anything is made, its errors
// listed and downloadable; its valid rows become one batch draft, which a second person approves and
// Countersign then creates at the platform, row by row.

test.use({ locale: "en-US" });

const DRAFT_URL = /\/drafts\/([0-9a-f-]{36})$/;
const FILE_INPUT = "File of payments (CSV or pain.001 XML)";

async function upload(page: Page, file: { name: string; buffer: Buffer }, mimeType: string) {
  await page.getByLabel(FILE_INPUT).setInputFiles({ name: file.name, mimeType, buffer: file.buffer });
  await expect(page.getByTestId("bulk-upload")).toHaveAttribute("data-phase", "checked", { timeout: 15_000 });
}

async function downloadErrorFile(page: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the error file" }).click(),
  ]);
  const text = await readFile((await download.path())!, "utf8");
  return { name: download.suggestedFilename(), lines: text.trim().split("\r\n") };
}

/** Confirms the batch from the keyboard and returns the draft's id once its page opened. */
async function makeBatch(page: Page, title: string): Promise<string> {
  await page.getByTestId("bulk-make").focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(title);
  await dialog.getByRole("button", { name: "Make the batch draft", exact: true }).click();
  await expect(page).toHaveURL(DRAFT_URL, { timeout: 20_000 });
  await expect(page.getByTestId("draft-detail")).toHaveAttribute("data-state", "waiting");
  return DRAFT_URL.exec(page.url())![1]!;
}

/** A second finance-ops person approves; every row is then created at the platform, each with its id. */
async function approveAndSubmit(
  browser: Browser,
  page: Page,
  draftId: string,
  subject: string,
  rows: number,
) {
  await expect(page.getByTestId("live-indicator")).toHaveText("Live");
  const checker = await createUser(["finance_ops"]);
  const other = await browser.newContext({ locale: "en-US" });
  try {
    const page2 = await other.newPage();
    await signInAs(page2, checker.email, checker.password);
    await gotoHydrated(page2, `/drafts/${draftId}`);
    await page2.getByRole("button", { name: "Approve…" }).click();
    const confirm = page2.getByRole("alertdialog");
    await expect(confirm).toContainText(`Approve ${subject}?`);
    await confirm.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(confirm).toBeHidden({ timeout: 15_000 });
  } finally {
    await other.close();
  }
  // The maker's page follows live: the counts, then every row's outcome.
  const detail = page.getByTestId("draft-detail");
  await expect(detail).toHaveAttribute("data-state", "submitted", { timeout: 60_000 });
  await expect(page.getByTestId("draft-states")).toHaveText(`${rows} Created`);
  const submissions = page.getByTestId("draft-row").getByTestId("submission");
  await expect(submissions).toHaveCount(rows);
  for (const s of await submissions.all()) {
    await expect(s).toHaveAttribute("data-state", "created");
    await expect(s.getByTestId("platform-id")).toHaveText(/^\d+$/);
  }
}

test(
  "a CSV with bad rows: each error listed and downloadable, the valid rows one batch, approved and created",
  PLATFORM,
  async ({ browser, page }) => {
    test.setTimeout(180_000);
    const maker = await createUser(["finance_ops"]);
    await signInAs(page, maker.email, maker.password);
    await gotoHydrated(page, "/drafts");
    await page.keyboard.press("u");
    await expect(page.getByRole("heading", { name: "Upload payments", level: 1 })).toBeVisible();
    await untilHydrated(page);
    await expect(page.getByTestId("bulk-columns")).toContainText("creditorName, creditorIban, amount");

    const file = bulkCsv();
    await upload(page, file, "text/csv");
    await expect(page.getByTestId("bulk-summary")).toHaveText(
      "3 of 6 payments passed every check, totalling 362.33\u00a0EUR.",
    );
    const errors = page.getByTestId("bulk-row-error");
    await expect(errors).toHaveCount(3);
    await expect(errors.nth(0)).toHaveAttribute("data-line", "4");
    await expect(errors.nth(0)).toContainText("creditorIban");
    await expect(errors.nth(1)).toHaveAttribute("data-line", "5");
    await expect(errors.nth(1)).toContainText("amount");
    await expect(errors.nth(2)).toHaveAttribute("data-line", "6");
    await expect(errors.nth(2)).toContainText("creditorName");
    await expectNoAxeInBothSchemes(page);

    const errorFile = await downloadErrorFile(page);
    expect(errorFile.name).toBe(`bulk-${file.tag}-errors.csv`);
    expect(errorFile.lines).toHaveLength(4);
    expect(errorFile.lines.slice(1).map((l) => l.split(",").slice(0, 2).join(","))).toEqual([
      "4,creditorIban",
      "5,amount",
      "6,creditorName",
    ]);
    // The formula comes back as text, never as a formula the spreadsheet would run.
    expect(errorFile.lines[3]).toContain(`"'=HYPERLINK(""http://evil.test""`);
    // The check made nothing, and is audited with what it found.
    expect(await auditRows({ action: "draft.upload", actorEmail: maker.email })).toEqual([
      expect.objectContaining({
        outcome: "success",
        detail: expect.objectContaining({ step: "check", valid: 3 }),
      }),
    ]);
    expect(await auditRows({ action: "draft.create", actorEmail: maker.email })).toEqual([]);

    const draftId = await makeBatch(page, "Make a batch draft of 3 payments totalling 362.33\u00a0EUR?");
    await expect(page.getByTestId("draft-totals")).toHaveText("3 payments, totalling 362.33\u00a0EUR");
    await expect(page.getByTestId("draft-states")).toHaveText("3 Not sent yet");
    await approveAndSubmit(browser, page, draftId, "the batch of 3 payments (362.33\u00a0EUR)", 3);
  },
);

test("a pain.001 with a bad transaction: listed by transaction, the others one batch, approved and created", async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const maker = await createUser(["finance_ops"]);
  await signInAs(page, maker.email, maker.password);
  await gotoHydrated(page, "/drafts/new");
  await page.getByRole("link", { name: "Upload a file" }).click();
  await expect(page.getByRole("heading", { name: "Upload payments", level: 1 })).toBeVisible();
  await untilHydrated(page);

  await upload(page, bulkPain001(), "application/xml");
  await expect(page.getByTestId("bulk-summary")).toHaveText(
    "2 of 3 payments passed every check, totalling 42.50\u00a0EUR.",
  );
  const errors = page.getByTestId("bulk-row-error");
  await expect(errors).toHaveCount(1);
  await expect(errors).toHaveAttribute("data-line", "2");
  await expect(errors).toContainText("creditorIban");
  await expect(page.getByRole("columnheader", { name: "Transaction" })).toBeVisible();
  const errorFile = await downloadErrorFile(page);
  expect(errorFile.lines[0]).toMatch(/^transaction,field,message,/);
  expect(errorFile.lines.slice(1).map((l) => l.split(",").slice(0, 2).join(","))).toEqual(["2,creditorIban"]);

  const draftId = await makeBatch(page, "Make a batch draft of 2 payments totalling 42.50\u00a0EUR?");
  await approveAndSubmit(browser, page, draftId, "the batch of 2 payments (42.50\u00a0EUR)", 2);
});
