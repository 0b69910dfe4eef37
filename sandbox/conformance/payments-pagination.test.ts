import { describe, expect, it } from "vitest";
import { useSandbox } from "../testing/harness";
import { countPayments, scene } from "./payments-fixtures";

// docs/platform-interface.md#payment-search: cursor tokens in both directions (next/previous page token),
// limit 1-100 default 10, and bad query input → 400 in the gateway envelope, changing nothing.

const sandbox = useSandbox();

/** 25 payments a minute apart, plus three sharing one instant (ordered by id among themselves). */
async function twentyEight(): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < 25; n++) {
    const createdAt = new Date(Date.UTC(2026, 0, 5, 8, n)).toISOString();
    ids.push(
      (
        await scene(sandbox, {
          direction: "INBOUND",
          method: "SEPA",
          amount: 100 + n,
          status: "Completed",
          createdAt,
        })
      ).transaction_id,
    );
  }
  for (let n = 0; n < 3; n++) {
    ids.push(
      (
        await scene(sandbox, {
          direction: "INBOUND",
          method: "SEPA",
          amount: 500,
          status: "Completed",
          createdAt: "2026-01-05T08:10:00Z",
        })
      ).transaction_id,
    );
  }
  return ids;
}

/** The expected order: newest first, then the higher id first. */
const expectedOrder = async () => {
  const all = await sandbox.call("GET", "/gateway/v2/transaction/search?limit=100", { auth: "gateway" });
  return all.body.result as { transaction_id: number; datetime: string }[];
};

describe("v2 cursor pagination", () => {
  it("orders by date-time descending, then id descending", async () => {
    await twentyEight();
    const items = await expectedOrder();
    expect(items).toHaveLength(28);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      expect(
        a.datetime > b.datetime || (a.datetime === b.datetime && a.transaction_id > b.transaction_id),
      ).toBe(true);
    }
  });

  it("pages forward with next_page_token and back with previous_page_token", async () => {
    await twentyEight();
    const all = (await expectedOrder()).map((p) => p.transaction_id);
    const get = async (q: string) =>
      (await sandbox.call("GET", `/gateway/v2/transaction/search?${q}`, { auth: "gateway" })).body;
    const ids = (page: { result: { transaction_id: number }[] }) => page.result.map((p) => p.transaction_id);

    const p1 = await get("");
    expect(ids(p1)).toEqual(all.slice(0, 10));
    expect(p1.meta.previous_page_token).toBeNull();
    const p2 = await get(`next_page_token=${p1.meta.next_page_token}`);
    expect(ids(p2)).toEqual(all.slice(10, 20));
    const p3 = await get(`next_page_token=${p2.meta.next_page_token}`);
    expect(ids(p3)).toEqual(all.slice(20, 28));
    expect(p3.meta.next_page_token).toBeNull();

    const back2 = await get(`previous_page_token=${p3.meta.previous_page_token}`);
    expect(ids(back2)).toEqual(all.slice(10, 20));
    const back1 = await get(`previous_page_token=${back2.meta.previous_page_token}`);
    expect(ids(back1)).toEqual(all.slice(0, 10));
    expect(back1.meta.previous_page_token).toBeNull();
    expect(back1.meta.next_page_token).toEqual(expect.any(String));
  });

  it("keeps its place when newer payments arrive between pages", async () => {
    await twentyEight();
    const all = (await expectedOrder()).map((p) => p.transaction_id);
    const p1 = (await sandbox.call("GET", "/gateway/v2/transaction/search?limit=5", { auth: "gateway" }))
      .body;
    await scene(sandbox, { direction: "INBOUND", method: "SEPA", amount: 1, status: "Completed" });
    const p2 = (
      await sandbox.call(
        "GET",
        `/gateway/v2/transaction/search?limit=5&next_page_token=${p1.meta.next_page_token}`,
        { auth: "gateway" },
      )
    ).body;
    expect(p2.result.map((p: { transaction_id: number }) => p.transaction_id)).toEqual(all.slice(5, 10));
  });

  it("defaults to 10 items and accepts 1 and 100", async () => {
    await twentyEight();
    const size = async (q: string) =>
      (await sandbox.call("GET", `/gateway/v2/transaction/search?${q}`, { auth: "gateway" })).body.result
        .length;
    expect(await size("")).toBe(10);
    expect(await size("limit=1")).toBe(1);
    expect(await size("limit=100")).toBe(28);
  });

  it("pages /v3/payments with nextPageToken and previousPageToken", async () => {
    await twentyEight();
    const all = (await expectedOrder()).map((p) => p.transaction_id);
    const get = async (q: string) =>
      (await sandbox.call("GET", `/gateway/v3/payments?limit=12&${q}`, { auth: "gateway" })).body;
    const p1 = await get("");
    const p2 = await get(`nextPageToken=${p1.meta.nextPageToken}`);
    expect(p2.data.map((p: { id: number }) => p.id)).toEqual(all.slice(12, 24));
    const back = await get(`previousPageToken=${p2.meta.previousPageToken}`);
    expect(back.data.map((p: { id: number }) => p.id)).toEqual(all.slice(0, 12));
    expect(back.meta.previousPageToken).toBeNull();
  });
});

describe("bad query input", () => {
  const bad: [string, string][] = [
    ["limit 0", "limit=0"],
    ["limit 101", "limit=101"],
    ["limit not a number", "limit=ten"],
    ["transaction id not a number", "transaction_id=abc"],
    ["date-time not ISO-8601", "datetime_from=yesterday"],
    ["date-time without offset", "datetime_to=2026-01-01T10:00:00"],
    ["settlement date not a date", "settlement_date_from=2026-13-01"],
    ["unknown schema", "schema=ACH"],
    ["unknown schema among several", "schema=SEPA&schema=ACH"],
    ["unknown direction", "direction=SIDEWAYS"],
    ["unknown status id", "statuses=99"],
    ["unknown type id", "type_id=0"],
    ["not an ISO 4217 currency", "currency=XYZ"],
    ["lower-case currency", "currency=eur"],
    ["negative amount", "amount_from=-1"],
    ["from after to", "amount_from=10&amount_to=5"],
    ["settlement range reversed", "settlement_date_from=2026-02-01&settlement_date_to=2026-01-01"],
    ["UETR not a UUID", "uetr=not-a-uuid"],
    ["bank code not a BIC", "debtor_bank_code=ABC"],
    ["metadata twice", "metadata=a&metadata=b"],
    ["both page tokens", "next_page_token=a&previous_page_token=b"],
    ["a made-up page token", "next_page_token=bm90LWEtdG9rZW4"],
  ];

  it.each(bad)("%s → 400 VALIDATION_ERROR with a field error", async (_name, q) => {
    await scene(sandbox, { direction: "INBOUND", method: "SEPA", amount: 100, status: "Completed" });
    const res = await sandbox.call("GET", `/gateway/v2/transaction/search?${q}`, { auth: "gateway" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "VALIDATION_ERROR",
      message: expect.any(String),
      data: { message: expect.any(String) },
    });
    expect(res.body.data.errors[0]).toEqual({
      code: expect.any(String),
      field_name: expect.any(String),
      message: expect.any(String),
      value: expect.any(String),
    });
    expect(await countPayments(sandbox)).toBe(1);
  });

  it("refuses a token used with other filters, or in the other direction's parameter", async () => {
    await twentyEight();
    const p1 = (
      await sandbox.call("GET", "/gateway/v2/transaction/search?direction=INBOUND", { auth: "gateway" })
    ).body;
    const token = p1.meta.next_page_token;
    const other = await sandbox.call(
      "GET",
      `/gateway/v2/transaction/search?direction=OUTBOUND&next_page_token=${token}`,
      { auth: "gateway" },
    );
    expect(other.status).toBe(400);
    expect(other.body.data.errors[0]).toMatchObject({
      code: "INVALID_PAGE_TOKEN",
      field_name: "next_page_token",
    });
    const swapped = await sandbox.call(
      "GET",
      `/gateway/v2/transaction/search?direction=INBOUND&previous_page_token=${token}`,
      { auth: "gateway" },
    );
    expect(swapped.status).toBe(400);
    expect(swapped.body.data.errors[0]).toMatchObject({
      code: "INVALID_PAGE_TOKEN",
      field_name: "previous_page_token",
    });
  });

  it("refuses bad v3 input in camelCase field names", async () => {
    const res = await sandbox.call("GET", "/gateway/v3/payments?statusIds=5,99&nextPageToken=x", {
      auth: "gateway",
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field_name: string }) => e.field_name)).toContain("statusIds.1");
  });

  it("refuses an unknown query parameter, naming it (the default profile; strict ignores it)", async () => {
    const res = await sandbox.call("GET", "/gateway/v2/transaction/search?colour=blue", { auth: "gateway" });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { field_name: string }) => e.field_name)).toEqual(["colour"]);
  });
});

describe("status and type lists", () => {
  it("GET /v2/transaction/statuses lists every payment status with its id", async () => {
    const res = await sandbox.call("GET", "/gateway/v2/transaction/statuses", { auth: "gateway" });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { name: string }) => s.name)).toEqual([
      "Created",
      "To sign",
      "Signed",
      "Accepted",
      "Completed",
      "Some problems",
      "Cancelled",
      "Rejected",
      "Pending confirmation",
      "Sent to clear",
    ]);
    expect(res.body[0]).toEqual({ id: 1, name: "Created" });
  });

  it("GET /v2/transaction/types lists every transaction type with its id", async () => {
    const res = await sandbox.call("GET", "/gateway/v2/transaction/types", { auth: "gateway" });
    expect(res.body).toEqual([
      { id: 1, name: "Payment" },
      { id: 2, name: "Payment return" },
      { id: 3, name: "Payment cancellation" },
      { id: 4, name: "CSM fees" },
      { id: 5, name: "Reverse payment" },
      { id: 6, name: "Adjustment" },
    ]);
  });

  it("needs a bearer token", async () => {
    expect((await sandbox.call("GET", "/gateway/v2/transaction/statuses")).status).toBe(401);
    expect((await sandbox.call("GET", "/gateway/v3/payments")).status).toBe(401);
  });
});
