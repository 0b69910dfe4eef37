import { describe, expect, it } from "vitest";
import { transfersScene, type TTransfer, type TFieldError, SCT, INST } from "./transfers-fixtures";

// docs/platform-interface.md#liquidity-transfers and GET/POST /v1/nostro-accounts/transfers: limit 1–100
// (10), offset ≥ 0 (0), filters, sort by request id, purpose ≤ 140, TRANSFER_BETWEEN_DIFFERENT_SCHEMES,
// INTRA_NOSTRO answered as INTERNAL. Open points are in docs/platform.md#assumptions-liquidity-transfers.
// This file: the list, its paging, filters and sort.

const { list, stage } = transfersScene();

describe("GET /v1/nostro-accounts/transfers", () => {
  const day = (d: number) => new Date(Date.UTC(2025, 2, d, 12)).toISOString();
  async function twelve() {
    for (let i = 1; i <= 12; i++) {
      await stage({
        requestId: `R-${String(i).padStart(2, "0")}`,
        createdAt: day(i),
        status: i % 3 === 0 ? "REJECTED" : "COMPLETED",
        ...(i % 2 === 0 && { debtorAccount: INST, creditorAccount: SCT }),
      });
    }
  }
  const requestIds = (res: { body: { result: TTransfer[] } }) =>
    res.body.result.map((t: TTransfer) => t.requestId);

  it("answers meta {amount, limit, offset} with 10 newest by default; amount is the total matching", async () => {
    await twelve();
    const res = await list();
    expect(res.body.meta).toEqual({ amount: 12, limit: 10, offset: 0 });
    expect(requestIds(res)).toEqual([
      "R-12",
      "R-11",
      "R-10",
      "R-09",
      "R-08",
      "R-07",
      "R-06",
      "R-05",
      "R-04",
      "R-03",
    ]);
  });

  it("pages with limit and offset", async () => {
    await twelve();
    const res = await list("?limit=5&offset=10");
    expect(res.body.meta).toEqual({ amount: 12, limit: 5, offset: 10 });
    expect(requestIds(res)).toEqual(["R-02", "R-01"]);
    expect((await list("?limit=100&offset=12")).body.result).toEqual([]);
  });

  it("filters by request id, debtor and creditor account", async () => {
    await twelve();
    expect(requestIds(await list("?requestId=R-07"))).toEqual(["R-07"]);
    expect((await list(`?debtorAccount=${INST}`)).body.meta.amount).toBe(6);
    expect(
      (await list(`?creditorAccount=${INST}&limit=100`)).body.result.every(
        (t: TTransfer) => t.creditorAccount === INST,
      ),
    ).toBe(true);
  });

  it("filters by status, repeated or comma-separated", async () => {
    await twelve();
    expect((await list("?status=REJECTED")).body.meta.amount).toBe(4);
    expect((await list("?status=REJECTED&status=COMPLETED")).body.meta.amount).toBe(12);
    expect((await list("?status=REJECTED,CREATED")).body.meta.amount).toBe(4);
    expect((await list("?status=CREATED")).body.meta.amount).toBe(0);
  });

  it("filters by date-time from and to, both inclusive", async () => {
    await twelve();
    const res = await list(
      `?dateTimeFrom=${day(3)}&dateTimeTo=${encodeURIComponent(day(5).replace("Z", "+00:00"))}`,
    );
    expect(requestIds(res)).toEqual(["R-05", "R-04", "R-03"]);
  });

  it("sorts by request id, ASC or DESC", async () => {
    await twelve();
    expect(requestIds(await list("?sort=requestId,ASC&limit=3"))).toEqual(["R-01", "R-02", "R-03"]);
    expect(requestIds(await list("?sort=requestId,DESC&limit=3"))).toEqual(["R-12", "R-11", "R-10"]);
    expect(requestIds(await list("?sort=requestId&limit=2"))).toEqual(["R-01", "R-02"]);
  });

  it.each([
    ["limit 0", "?limit=0", "limit"],
    ["limit 101", "?limit=101", "limit"],
    ["a negative offset", "?offset=-1", "offset"],
    ["an unknown status", "?status=PENDING", "status"],
    ["a date without time", "?dateTimeFrom=2025-03-01", "dateTimeFrom"],
    ["from after to", `?dateTimeFrom=${day(5)}&dateTimeTo=${day(3)}`, "dateTimeFrom"],
    ["sorting by amount", "?sort=amount,ASC", "sort"],
  ])("refuses %s with 400 VALIDATION_ERROR", async (_name, query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", data: { message: expect.any(String) } });
    expect(res.body.data.errors.map((e: TFieldError) => e.field_name)).toContain(field);
  });
});
