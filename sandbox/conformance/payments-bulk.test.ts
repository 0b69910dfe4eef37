import { describe, expect, it, vi } from "vitest";
import { PaymentOrder } from "../state/payment-order";
import { useSandbox } from "../testing/harness";
import { countPayments } from "./payments-fixtures";

// POST /control/payments/bulk: many payments at once for benchmarks (sandbox/README.md, Control API). They
// must be real payments of the store — found by both searches, approvable when the template says TO_SIGN
// — spread over the last days with varied amounts, repeatable, and silent unless webhooks are asked for.

const sandbox = useSandbox();
const DAY = 86_400_000;

type TSummary = { id: number; amount: number; createdAt: string; status: string; method: string };

async function bulk(body: Record<string, unknown>) {
  return sandbox.call("POST", "/control/payments/bulk", { body });
}

async function everything(query = ""): Promise<TSummary[]> {
  const out: TSummary[] = [];
  let token: string | null = null;
  do {
    const more: string = token ? `&nextPageToken=${token}` : "";
    const res = await sandbox.call("GET", `/gateway/v3/payments?limit=100${query}${more}`, {
      auth: "gateway",
    });
    out.push(...res.body.data);
    token = res.body.meta.nextPageToken;
  } while (token);
  return out;
}

describe("POST /control/payments/bulk", () => {
  it("creates count payments over the last days, settled, with varied amounts and schemes", async () => {
    const res = await bulk({ count: 1_000, days: 5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ count: 1_000, lastId: res.body.firstId + 999, webhooks: false });
    const all = await everything();
    expect(all).toHaveLength(1_000);
    expect(await countPayments(sandbox)).toBe(1_000);
    const now = Date.now();
    for (const p of all) {
      const age = now - Date.parse(p.createdAt);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(5 * DAY + 60_000);
    }
    expect(Date.parse(res.body.oldest)).toBeLessThan(now - 3 * DAY);
    expect(new Set(all.map((p) => p.status))).toEqual(new Set(["COMPLETED"]));
    expect(new Set(all.map((p) => p.amount)).size).toBeGreaterThan(500);
    expect(new Set(all.map((p) => p.method))).toEqual(new Set(["SEPA", "INST", "SWIFT", "SDD", "T2"]));
  });

  it("applies the template to every payment, e.g. a queue of TO_SIGN payments the approver can approve", async () => {
    const res = await bulk({
      count: 50,
      template: { status: "TO_SIGN", direction: "OUTBOUND", method: "SEPA", amount: 250_000 },
    });
    expect(res.status).toBe(201);
    const all = await everything("&statusIds=2");
    expect(all).toHaveLength(50);
    expect(all.every((p) => p.amount === 250_000 && p.method === "SEPA")).toBe(true);
    const approved = await sandbox.call("PATCH", `/gateway/v1/transactions/${all[0]!.id}:approve`, {
      auth: "approver",
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ transactionId: all[0]!.id, signer: "api-sepa-approver-client" });
  });

  it("is repeatable: the same seed and store give the same payments", async () => {
    await bulk({ count: 200 });
    const first = (await everything()).map((p) => [p.id, p.amount, p.method]);
    await sandbox.control("POST", "/reset");
    await bulk({ count: 200 });
    const again = (await everything()).map((p) => [p.id, p.amount, p.method]);
    expect(again).toEqual(first);
  });

  it("queues no webhooks unless asked, one per payment when asked", async () => {
    await bulk({ count: 30 });
    expect((await sandbox.control("GET", "/webhooks/deliveries")).queued).toHaveLength(0);
    await bulk({ count: 30, webhooks: true });
    const { queued } = await sandbox.control("GET", "/webhooks/deliveries");
    expect(queued).toHaveLength(30);
    expect(queued[0]).toMatchObject({ kind: "PAYMENT_STATUS", state: "waiting-for-url" });
  });

  it.each([
    ["count 0", { count: 0 }],
    ["count above 200,000", { count: 200_001 }],
    ["count not whole", { count: 1.5 }],
    ["no count", {}],
    ["an unknown field", { count: 1, colour: "blue" }],
    ["an unknown template field", { count: 1, template: { colour: "blue" } }],
    ["a bad template value", { count: 1, template: { method: "ACH" } }],
    ["days 0", { count: 1, days: 0 }],
  ])("refuses %s with a 400 and creates nothing", async (_name, body) => {
    const res = await bulk(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
    expect(await countPayments(sandbox)).toBe(0);
  });

  it("pages 100,000 payments correctly, each page from the kept order, never a pass over the store", async () => {
    const res = await bulk({ count: 100_000 });
    expect(res.status).toBe(201);
    // Speed is the export benchmark's to measure (npm run bench:export), not a timed assertion here. What
    // makes a page cheap is checked instead: every page reads the one kept order (state/payment-order.ts),
    // sorted at most once after the backdated bulk, and nothing sorts, filters or copies the whole store.
    const ascending = vi.spyOn(PaymentOrder.prototype, "ascending");
    const big = (method: "sort" | "filter" | "map" | "slice") => {
      const spy = vi.spyOn(Array.prototype, method);
      return () => spy.mock.contexts.filter((a) => Array.isArray(a) && a.length >= 100_000).length;
    };
    const counts = { sort: big("sort"), filter: big("filter"), map: big("map"), slice: big("slice") };
    let token: string | null = null;
    let previousLast: TSummary | undefined;
    try {
      for (let n = 0; n < 30; n++) {
        const more: string = token ? `&nextPageToken=${token}` : "";
        const page = await sandbox.call("GET", `/gateway/v3/payments?limit=100${more}`, { auth: "gateway" });
        const data = page.body.data as TSummary[];
        expect(data).toHaveLength(100);
        // Each page continues strictly after the previous one's last payment.
        const [first] = data;
        if (previousLast)
          expect(
            first!.createdAt < previousLast.createdAt ||
              (first!.createdAt === previousLast.createdAt && first!.id < previousLast.id),
          ).toBe(true);
        previousLast = data.at(-1);
        token = page.body.meta.nextPageToken;
      }
      expect(ascending).toHaveBeenCalledTimes(30);
      expect(new Set(ascending.mock.results.map((r) => r.value)).size).toBe(1);
      expect(counts.sort()).toBeLessThanOrEqual(1);
      expect([counts.filter(), counts.map(), counts.slice()]).toEqual([0, 0, 0]);
    } finally {
      vi.restoreAllMocks();
    }
  }, 60_000);
});
