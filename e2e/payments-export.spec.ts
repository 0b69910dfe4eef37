import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures/axe";
import { e2eEnv } from "./fixtures/e2e-env";
import { liveChurn } from "./fixtures/live";
import { signInAs } from "./fixtures/sign-in";
import { auditRows, createUser, SEEDED, SEEDED_PASSWORD } from "./fixtures/users";

// The CSV export against the sandbox: a set of payments only this test has (a metadata value of its own)
// and more than one platform page (100) of them, exported and checked row by row against what was created.

const sandbox = () => e2eEnv().SANDBOX_ORIGIN ?? "http://127.0.0.1:4110";
const COUNT = 130;
const CURRENCIES = [
  ["EUR", 2],
  ["JPY", 0],
  ["BHD", 3],
  ["USD", 2],
] as const;

type TCreated = {
  id: number;
  amount: number;
  currency: string;
  direction: string;
  method: string;
  createdAt: string;
};

/** Payments with known amounts in several precisions, created at known instants given with an offset. */
async function createPayments(request: APIRequestContext, tag: string, count = COUNT): Promise<TCreated[]> {
  const created: TCreated[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, async (_, k) => {
      const i = start + k;
      const [currency] = CURRENCIES[i % CURRENCIES.length]!;
      // One amount a float cannot hold: it must come out exact.
      const amount = i === 0 ? Number.MAX_SAFE_INTEGER : 1_000 + i * 1_001;
      const direction = i % 3 === 0 ? "OUTBOUND" : "INBOUND";
      const method = currency === "EUR" ? "SEPA" : "SWIFT";
      const local = new Date(Date.UTC(2026, 0, 10, 12, 0, 0) - i * 60_000);
      const createdAt = `${local.toISOString().slice(0, 19)}+02:00`; // 12:00+02:00 is 10:00Z
      // One at a time through the bulk scene, for its `webhooks: false`: hundreds of status webhooks would
      // queue ahead of other tests' in the sandbox's one in-order queue.
      const res = await request.post(`${sandbox()}/control/payments/bulk`, {
        data: {
          count: 1,
          template: { direction, method, amount, currency, status: "Completed", metadata: [tag], createdAt },
          webhooks: false,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const body = (await res.json()) as { firstId: number };
      created.push({ id: body.firstId, amount, currency, direction, method, createdAt });
    });
    await Promise.all(batch);
  }
  return created;
}

/** RFC 4180, as the export writes it: CRLF records, quoted cells with "" for a quote. */
function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let cell = "";
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      records.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += ch;
    }
  }
  expect(cell + row.join(""), "the file ends with a complete record").toBe("");
  const [header, ...rows] = records;
  return rows.map((r) => {
    expect(r).toHaveLength(header!.length);
    return Object.fromEntries(header!.map((h, i) => [h, r[i]!]));
  });
}

const major = (amount: number, decimals: number) => {
  const digits = String(amount).padStart(decimals + 1, "0");
  return decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
};

test("the export holds every matching payment across pages, exact amounts in major units, times in UTC", async ({
  page,
}) => {
  const tag = `export-${randomUUID()}`;
  await signInAs(page, SEEDED.compliance, SEEDED_PASSWORD);
  const created = await createPayments(page.request, tag);

  // A page cursor and size in the URL are ignored: the export is all rows, not the page on screen.
  const res = await page.request.get(`/api/payments/export?metadata=${tag}&limit=10`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(res.headers()["content-disposition"]).toMatch(
    /^attachment; filename="countersign-payments-.+\.csv"$/,
  );
  const rows = parseCsv(await res.text());
  expect(rows).toHaveLength(COUNT);
  expect(new Set(rows.map((r) => r.id)).size).toBe(COUNT);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const p of created) {
    const row = byId.get(p.id);
    expect(row, `payment ${p.id}`).toBeDefined();
    const decimals = CURRENCIES.find(([c]) => c === p.currency)![1];
    expect(row, `payment ${p.id}`).toMatchObject({
      amount: major(p.amount, decimals),
      currency: p.currency,
      amount_minor: String(p.amount),
      direction: p.direction,
      method: p.method,
      status: "COMPLETED",
      status_name: "Completed",
      created_at_utc: new Date(p.createdAt).toISOString(),
    });
    expect(row!.created_at_utc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  }
  expect(byId.get(created.find((p) => p.amount === Number.MAX_SAFE_INTEGER)!.id)!.amount).toBe(
    "90071992547409.91",
  );
  // Newest first, as the list: the platform's own order is kept.
  const times = rows.map((r) => r.created_at_utc!);
  expect(times).toEqual([...times].sort().reverse());

  // Filters narrow the export like the list.
  const outbound = parseCsv(
    await (await page.request.get(`/api/payments/export?metadata=${tag}&direction=OUTBOUND`)).text(),
  );
  expect(outbound.map((r) => Number(r.id)).sort()).toEqual(
    created
      .filter((p) => p.direction === "OUTBOUND")
      .map((p) => p.id)
      .sort(),
  );

  // Who took which data out is audited, with the filters (the ignored page size is not one).
  const audits = await auditRows({ action: "export.payments", actorEmail: SEEDED.compliance });
  expect(audits.filter((a) => a.detail?.metadata === tag)).toEqual([
    expect.objectContaining({ outcome: "success", detail: { metadata: tag } }),
    expect.objectContaining({ outcome: "success", detail: { metadata: tag, direction: "OUTBOUND" } }),
  ]);
});

test("the export refuses invalid filters and users without the permission, in words", async ({
  page,
  browser,
  request,
}) => {
  await signInAs(page, SEEDED.finance_ops, SEEDED_PASSWORD);
  const bad = await page.request.get("/api/payments/export?amountFrom=1,5&currency=EUR");
  expect(bad.status()).toBe(400);
  const body = (await bad.json()) as { error: { message: string; fieldErrors: Record<string, string> } };
  expect(body.error.message).toMatch(
    /^The filters are not valid \(amountFrom: .+\)\. Nothing was exported\.$/,
  );
  expect(Object.keys(body.error.fieldErrors)).toEqual(["amountFrom"]);

  // Every role may read payments, so only a user with no role at all is refused.
  const nobody = await createUser([]);
  const other = await browser.newPage();
  await signInAs(other, nobody.email, nobody.password);
  const refused = await other.request.get("/api/payments/export");
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe("Your roles do not allow this.");
  await other.close();
  expect((await request.get("/api/payments/export")).status()).toBe(401);
});

test("the Payments page's export button shows progress, can be cancelled, and saves the file", async ({
  page,
}) => {
  const tag = `export-ui-${randomUUID()}`;
  await signInAs(page, SEEDED.manager, SEEDED_PASSWORD);
  const created = await createPayments(page.request, tag, 400);
  await page.goto(`/payments?metadata=${tag}`);
  const status = page.getByTestId("export-status");

  // A slow line, so the export is still streaming when the person changes their mind.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: 3_000,
    uploadThroughput: -1,
  });
  // Other payments keep changing meanwhile, as on a busy tenant: the live list reads again once per burst
  // and never two reads at once, so it never takes the line (or the browser's six connections) from the
  // export. In CI, other tests' payments once did that and the export sat at 0 rows.
  let listReads = 0;
  page.on("request", (r) => void (r.url().includes("/api/payments?") && listReads++));
  const churn = liveChurn("payments");
  try {
    // The list is being read again, and a burst of changes (fifteen) has come in since, before the export.
    await expect.poll(() => listReads, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const seen = churn.announced();
    await expect.poll(() => churn.announced() - seen, { timeout: 10_000 }).toBeGreaterThanOrEqual(15);
    await page.getByRole("button", { name: "Export CSV" }).click();
    await expect(status).toHaveAttribute("data-state", "running");
    await expect(status).toHaveText(/^Exporting… [1-9][\d,]* rows? so far$/, { timeout: 15_000 });
    await page.getByRole("button", { name: "Cancel export" }).click();
    await expect(status).toHaveAttribute("data-state", "cancelled");
  } finally {
    await churn.stop();
  }
  await expect(status).toHaveText(/^Export cancelled after [\d,]+ rows?\. Nothing was saved\.$/);

  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^countersign-payments-.+\.csv$/);
  const rows = parseCsv(await readFile((await file.path())!, "utf8"));
  expect(rows.map((r) => Number(r.id)).sort()).toEqual(created.map((p) => p.id).sort());
  await expect(status).toHaveText(`Saved 400 rows to ${file.suggestedFilename()}.`);
  await expectNoAxeViolations(page);
});
