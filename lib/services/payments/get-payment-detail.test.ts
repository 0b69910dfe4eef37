import { beforeEach, describe, expect, it, vi } from "vitest";
import { cancellationsOfPayment } from "@/lib/db/payment-detail-queries";
import { paymentTimeline } from "@/lib/db/payment-states";
import { AppError } from "@/lib/errors/app-error";
import { ProviderError } from "@/lib/errors/provider-error";
import type { TTransactionRecord } from "@/lib/domain/payments/detail";
import type { TPaymentSearchQuery } from "@/lib/domain/payments/filters";
import type { TPayment, TPaymentPage } from "@/lib/domain/payments/payments";
import { withPlatform } from "../platform/registry";
import { extraFields, getPaymentDetail } from "./get-payment-detail";
import { forgetPaymentCatalog } from "./payment-catalog";

// The platform is faked through withPlatform (the record, the children's search and its status lists);
// the two reads of Countersign's own records are mocked, so this file needs no database.
vi.mock("@/lib/db/payment-states", () => ({ paymentTimeline: vi.fn() }));
vi.mock("@/lib/db/payment-detail-queries", () => ({ cancellationsOfPayment: vi.fn() }));
// The children's search asks which search API to prefer; nothing else here reads a setting.
vi.mock("@/lib/env", () => ({ env: { PAYMENTS_SEARCH_API: "v3" } }));
beforeEach(() => forgetPaymentCatalog());

const item = (id: number, over: Partial<TTransactionRecord> & Record<string, unknown> = {}) =>
  ({
    transaction_id: id,
    amount: 1000,
    currency_isocode_alphabetic: "EUR",
    direction: "OUTBOUND",
    sepa_msg_id: `MSG${id}`,
    status: "Completed",
    status_hardvalue: "COMPLETED",
    type: "Payment",
    type_id: 1,
    ...over,
  }) as TTransactionRecord;
const summary = (i: TTransactionRecord): TPayment =>
  ({
    id: i.transaction_id,
    parentId: i.parent_trx_id ?? null,
    amount: i.amount,
    // The search names each row's status (lib/services/payments/search-payments.ts).
    status: i.status_hardvalue,
    statusName: i.status,
  }) as TPayment;

/** What one detail reads: the platform's record and search, and Countersign's timeline and cancellations. */
type TReads = {
  getTransaction(id: number): Promise<{ payment: TPayment; item: TTransactionRecord } | null>;
  search(query: TPaymentSearchQuery): Promise<TPaymentPage>;
  timeline(): Promise<{ status: string; statusAt: Date; deliveryId: bigint }[]>;
  cancellations(): Promise<never[]>;
};

function deps(records: TTransactionRecord[], over: Partial<TReads> = {}) {
  const searches: TPaymentSearchQuery[] = [];
  const d: TReads = {
    getTransaction: async (id) => {
      const i = records.find((r) => r.transaction_id === id);
      return i ? { payment: summary(i), item: i } : null;
    },
    search: async (q) => {
      searches.push(q);
      const rows = records.filter((r) => r.parent_trx_id === q.parentTransactionId).map(summary);
      return { rows, next: null, prev: null, api: "v3" };
    },
    timeline: async () => [
      { status: "Created", statusAt: new Date("2026-03-01T08:00:00.000Z"), deliveryId: 7n },
    ],
    cancellations: async () => [],
    ...over,
  };
  return { d, searches };
}

/** getPaymentDetail with `d` as the platform (withPlatform) and as the database's two reads. */
function detailOn(d: TReads, id: number, opts: Parameters<typeof getPaymentDetail>[1]) {
  vi.mocked(paymentTimeline).mockImplementation(() => d.timeline() as never);
  vi.mocked(cancellationsOfPayment).mockImplementation(() => d.cancellations() as never);
  const gateway = {
    getTransaction: (tid: number) => d.getTransaction(tid),
    searchPayments: async (q: object) => d.search(q as TPaymentSearchQuery),
    listStatuses: async () => [],
    listTypes: async () => [],
  };
  return withPlatform({ gateway }, () => getPaymentDetail(id, opts));
}

const http = (status: number, code?: string) =>
  new ProviderError({
    api: "gateway",
    kind: "http",
    status,
    code,
    method: "GET",
    path: "/v3",
    requestId: "r",
  });

describe("getPaymentDetail", () => {
  it("joins the record, its timeline, its children and its parent", async () => {
    const records = [
      item(10),
      item(11, { parent_trx_id: 10, type: "Payment return" }),
      item(12, { parent_trx_id: 11 }),
    ];
    const { d, searches } = deps(records);
    const detail = await detailOn(d, 11, { withCancellations: true });
    expect(detail.transaction.transaction_id).toBe(11);
    expect(detail.timeline).toEqual({ ok: true, data: [expect.objectContaining({ status: "Created" })] });
    expect(detail.children).toEqual({
      ok: true,
      data: { rows: [expect.objectContaining({ id: 12 })], more: false },
    });
    expect(detail.parent).toEqual({ ok: true, data: expect.objectContaining({ id: 10 }) });
    expect(searches).toEqual([{ parentTransactionId: 11, limit: 50 }]);
  });

  it("has no parent section without a parent, and says so when the parent is gone", async () => {
    expect((await detailOn(deps([item(10)]).d, 10, { withCancellations: true })).parent).toBeNull();
    const orphan = await detailOn(deps([item(11, { parent_trx_id: 99 })]).d, 11, {
      withCancellations: true,
    });
    expect(orphan.parent).toEqual({ ok: true, data: null });
  });

  it("is not_found, in words, for an id the platform does not have", async () => {
    const err = await detailOn(deps([]).d, 404, { withCancellations: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: "not_found", message: "The platform has no payment 404." });
  });

  it("lets one related read fail without hiding the rest", async () => {
    const { d } = deps([item(11, { parent_trx_id: 10 }), item(10)], {
      search: async () => {
        throw http(503);
      },
      timeline: async () => {
        throw new Error("database down");
      },
    });
    const detail = await detailOn(d, 11, { requestId: "req-1", withCancellations: true });
    expect(detail.transaction.transaction_id).toBe(11);
    expect(detail.children).toEqual({
      ok: false,
      error: { message: "The platform had an internal error. Try again in a moment.", requestId: "req-1" },
    });
    expect(detail.timeline).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining("req-1") },
    });
    expect(detail.cancellations).toEqual({ ok: true, data: [] });
    expect(detail.parent).toMatchObject({ ok: true });
  });

  it("fails as a whole when the record itself cannot be read", async () => {
    const { d } = deps([], { getTransaction: async () => Promise.reject(http(502)) });
    await expect(detailOn(d, 1, { withCancellations: true })).rejects.toBeInstanceOf(ProviderError);
  });
});

describe("getPaymentDetail without the cancellations permission", () => {
  it("does not read cancellation requests at all", async () => {
    let read = false;
    const { d } = deps([item(10)], {
      cancellations: async () => {
        read = true;
        return [];
      },
    });
    const detail = await detailOn(d, 10, { withCancellations: false });
    expect(detail.cancellations).toBeNull();
    expect(read).toBe(false);
  });
});

describe("extraFields", () => {
  it("names what the platform sent beyond the interface's fields, nothing it knows", () => {
    const record = item(1, { uetr: "u", metadata: ["a"], fx_rate: "1.0832", screening: { hit: false } });
    expect(extraFields(record)).toEqual([
      { key: "fx_rate", value: "1.0832" },
      { key: "screening", value: { hit: false } },
    ]);
  });
});
