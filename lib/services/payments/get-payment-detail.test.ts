import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { ProviderError } from "@/lib/errors/provider-error";
import type { TTransactionRecord } from "@/lib/domain/payments/detail";
import type { TPaymentSearchQuery } from "@/lib/domain/payments/filters";
import type { TPayment } from "@/lib/domain/payments/payments";
import { extraFields, getPaymentDetail, type TPaymentDetailDeps } from "./get-payment-detail";

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
  ({ id: i.transaction_id, parentId: i.parent_trx_id ?? null, amount: i.amount }) as TPayment;

function deps(records: TTransactionRecord[], over: Partial<TPaymentDetailDeps> = {}) {
  const searches: TPaymentSearchQuery[] = [];
  const d: TPaymentDetailDeps = {
    getTransaction: async (id) => {
      const i = records.find((r) => r.transaction_id === id);
      return i ? { payment: summary(i), item: i } : null;
    },
    search: async (q) => {
      searches.push(q);
      const rows = records.filter((r) => r.parent_trx_id === q.parentTransactionId).map(summary);
      return { rows, next: null, prev: null, api: "v3" };
    },
    timeline: async () => [{ status: "Created", at: "2026-03-01T08:00:00.000Z", deliveryId: "7" }],
    cancellations: async () => [],
    ...over,
  };
  return { d, searches };
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
    const detail = await getPaymentDetail(11, { withCancellations: true, deps: d });
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
    expect(
      (await getPaymentDetail(10, { withCancellations: true, deps: deps([item(10)]).d })).parent,
    ).toBeNull();
    const orphan = await getPaymentDetail(11, {
      withCancellations: true,
      deps: deps([item(11, { parent_trx_id: 99 })]).d,
    });
    expect(orphan.parent).toEqual({ ok: true, data: null });
  });

  it("is not_found, in words, for an id the platform does not have", async () => {
    const err = await getPaymentDetail(404, { withCancellations: true, deps: deps([]).d }).catch(
      (e: unknown) => e,
    );
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
    const detail = await getPaymentDetail(11, { requestId: "req-1", withCancellations: true, deps: d });
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
    await expect(getPaymentDetail(1, { withCancellations: true, deps: d })).rejects.toBeInstanceOf(
      ProviderError,
    );
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
    const detail = await getPaymentDetail(10, { withCancellations: false, deps: d });
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
