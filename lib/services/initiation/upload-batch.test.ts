import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { paidBeforeMany } from "./paid-before";
import type { TMaker } from "./create-draft";
import { uploadBatch } from "./upload-batch";

vi.mock("./paid-before", async (orig) => ({
  ...(await orig<typeof import("./paid-before")>()),
  paidBeforeMany: vi.fn(),
}));

// The upload page's two steps (docs/initiation.md#bulk): the check makes nothing and hands back the error
// file; the second step makes the batch draft; each is audited as an attempt and its outcome.

const test = withAppTestDatabase();
const TODAY = "2026-11-26";
const maker: TMaker = {
  user: { id: randomUUID(), email: "maker@example.com" },
  roles: ["finance_ops"],
  requestId: "r",
  ip: null,
};
const DEBTOR = "LT121000011101001000";
const file = (...rows: string[]) => ({
  ok: true as const,
  bytes: new TextEncoder().encode(
    ["scheme,debtorIban,creditorName,creditorIban,amount", ...rows.map((r) => `SEPA,${r}`)].join("\n"),
  ),
});
const FILE = file(
  `${DEBTOR},Anna,DE89370400440532013000,10.00`,
  `${DEBTOR},"=HYPERLINK(""http://x"")",DE89370400440532013000,1.00`,
  `${DEBTOR},Carla,FR1420041010050500013M02606,12.5`,
  `${DEBTOR},Dora,NL91ABNA0417164301,1`,
);

let since = 0n;
const audit = () =>
  test.db.auditEvent.findMany({
    where: { action: "draft.upload", id: { gt: since } },
    orderBy: { id: "asc" },
  });

beforeEach(async () => {
  vi.mocked(paidBeforeMany).mockResolvedValue(new Set());
  since = (await test.db.auditEvent.aggregate({ _max: { id: true } }))._max.id ?? 0n;
});

describe("a bulk upload's steps", () => {
  it("checks without making anything, with the error file of the bad rows, audited", async () => {
    const drafts = await test.db.paymentDraft.count();
    const out = await uploadBatch("check", FILE, "pay.csv", maker, TODAY);
    expect(out).toMatchObject({ step: "check", total: 4, valid: 2, totals: { EUR: "2250" }, draftId: null });
    expect(out.rowErrors.map((e) => [e.line, e.field])).toEqual([
      [3, "creditorName"],
      [5, "creditorIban"],
    ]);
    const lines = out.errorFile!.trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^3,creditorName,/);
    expect(lines[1]).toContain(`'=HYPERLINK`); // neutralised for the spreadsheet that opens it
    expect(await test.db.paymentDraft.count()).toBe(drafts);
    const rows = await audit();
    expect(rows.map((r) => r.outcome)).toEqual(["attempted", "success"]);
    expect(rows[1]!.attemptId).toBe(rows[0]!.id);
    expect(rows[1]!.detail).toMatchObject({ step: "check", total: 4, valid: 2, rowErrors: 2 });
  });

  it("makes the batch draft of the valid rows in the second step", async () => {
    const out = await uploadBatch("create", FILE, "pay.csv", maker, TODAY);
    expect(out).toMatchObject({ step: "create", valid: 2, totals: { EUR: "2250" }, refusal: null });
    const draft = await test.db.paymentDraft.findUniqueOrThrow({ where: { id: out.draftId! } });
    expect(draft).toMatchObject({ kind: "batch", state: "waiting", paymentCount: 2, fileName: "pay.csv" });
    expect((await audit()).at(-1)).toMatchObject({ outcome: "success", target: `draft:${out.draftId}` });
  });

  it("refuses a file over the limit with a message, and a file with no valid row makes no draft", async () => {
    const big = await uploadBatch("check", { ok: false, size: 60 * 1024 * 1024 }, "big.csv", maker, TODAY);
    expect(big.fileErrors).toEqual(["The file is 60.0 MB; at most 50 MB can be uploaded."]);
    const bad = await uploadBatch("create", file(`${DEBTOR},Anna,DE00,x`), "bad.csv", maker, TODAY);
    expect(bad).toMatchObject({ draftId: null, valid: 0, total: 1 });
    expect((await audit()).map((r) => r.outcome)).toEqual(["attempted", "failure", "attempted", "failure"]);
  });
});
