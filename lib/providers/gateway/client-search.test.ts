import { beforeEach, describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import type { TPayment } from "@/lib/domain/payments/payments";
import type { TPaymentQuery } from "./payment-query";
import { withGatewaySandbox } from "@/lib/testing/gateway-sandbox";

// The gateway client's search against the sandbox over real HTTP: both search dialects find the same
// payments for the same filters (a parameter under a wrong name would be ignored by the platform and filter
// nothing, so every filter below must narrow the list), and cursors page both ways. Approval:
// client-approve.test.ts.

const UETR = "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b";

describe("gateway client", () => {
  const { api, scene, search } = withGatewaySandbox();

  describe("search", () => {
    let ids: Record<"A" | "B" | "C" | "D" | "E", number>;
    beforeEach(async () => {
      ids = { A: 0, B: 0, C: 0, D: 0, E: 0 };
      const at = (day: number) => `2026-03-${String(day).padStart(2, "0")}T10:00:00Z`;
      ids.A = await scene({
        direction: "OUTBOUND",
        method: "SEPA",
        amount: 10_000,
        status: "Completed",
        createdAt: at(1),
        settlementDate: "2026-03-01",
        endToEndId: "E2E-A",
        debtorAccount: "LT121000011101001000",
        debtorBic: "CSGNLT21XXX",
        creditorBic: "INGBNL2AXXX",
        metadata: ["invoice-7"],
        unaccountedTaxAmount: 250,
      });
      ids.B = await scene({
        direction: "INBOUND",
        method: "INST",
        amount: 55_000,
        status: "ACCEPTED",
        createdAt: at(2),
        settlementDate: "2026-03-02",
        creditorAccount: "DE89370400440532013000",
        debtorBic: "DEUTDEFFXXX",
      });
      ids.C = await scene({
        direction: "OUTBOUND",
        method: "SWIFT",
        amount: 123_456,
        currency: "USD",
        status: "SENT_TO_CLEAR",
        createdAt: at(3),
        settlementDate: "2026-03-03",
        uetr: UETR,
        compensationAmount: 1_500,
      });
      ids.D = await scene({
        direction: "INBOUND",
        method: "SEPA",
        amount: 9_000,
        type: "Payment return",
        status: "Completed",
        createdAt: at(4),
        settlementDate: "2026-03-04",
        parentTrxId: ids.A,
        parentTrxAmount: 10_000,
        debtorBic: "BNPAFRPPXXX", // not left to chance: the bank filters below must match one payment
      });
      ids.E = await scene({
        direction: "OUTBOUND",
        method: "SDD",
        amount: 700,
        currency: "JPY",
        status: "Rejected",
        creditorBic: "RABONL2UXXX",
        createdAt: at(5),
        settlementDate: "2026-03-05",
      });
    });

    // Every filter family, each matching some payments but not all.
    const FILTERS: [string, TPaymentQuery, (keyof typeof ids)[]][] = [
      ["id", { id: -1 }, ["B"]],
      ["end-to-end id", { endToEndId: "E2E-A" }, ["A"]],
      ["UETR", { uetr: UETR }, ["C"]],
      ["metadata", { metadata: "invoice-7" }, ["A"]],
      ["schemes", { schemes: ["SEPA", "SWIFT"] }, ["D", "C", "A"]],
      ["direction", { direction: "INBOUND" }, ["D", "B"]],
      ["status ids", { statusIds: [4, 10] }, ["C", "B"]],
      ["type ids", { typeIds: [2] }, ["D"]],
      [
        "date-time range",
        { datetimeFrom: "2026-03-02T10:00:00Z", datetimeTo: "2026-03-03T10:00:00Z" },
        ["C", "B"],
      ],
      ["settlement dates", { settlementDateFrom: "2026-03-04", settlementDateTo: "2026-03-09" }, ["E", "D"]],
      ["currency", { currency: "USD" }, ["C"]],
      ["amount range (EUR)", { amountFrom: 9_000n, amountTo: 10_000n }, ["D", "A"]],
      ["amount in JPY", { currency: "JPY", amountTo: 700n }, ["E"]],
      ["tax range", { unaccountedTaxAmountFrom: 1n }, ["A"]],
      [
        "compensation range",
        { currency: "USD", compensationAmountFrom: 1_000n, compensationAmountTo: 2_000n },
        ["C"],
      ],
      ["debtor account", { debtorAccount: "LT121000011101001000" }, ["A"]],
      ["creditor account", { creditorAccount: "DE89370400440532013000" }, ["B"]],
      ["debtor bank (8 letters: every branch)", { debtorBankCode: "DEUTDEFF" }, ["B"]],
      ["creditor bank", { creditorBankCode: "INGBNL2AXXX" }, ["A"]],
      ["parent", { parentTransactionId: -1 }, ["D"]],
    ];

    it.each(FILTERS)("v3 and v2 find the same payments by %s", async (_name, filter, expected) => {
      // Ids are known only once the scenes ran: -1 stands for B's id, or A's as the parent.
      const query: TPaymentQuery = {
        limit: 100,
        ...filter,
        ...(filter.id === -1 && { id: ids.B }),
        ...(filter.parentTransactionId === -1 && { parentTransactionId: ids.A }),
      };
      const v3 = await search("v3", query);
      const v2 = await search("v2", query);
      const want = expected.map((label) => ids[label]);
      expect(v3.rows.map((p) => p.id)).toEqual(want);
      expect(v2.rows.map((p) => p.id)).toEqual(want);
      expect(v3.api).toBe("v3");
      expect(v2.api).toBe("v2");
      // The platform applied the filter under the name sent: nothing was left for Countersign to do.
      expect([v3.notices, v3.scan, v2.notices, v2.scan]).toEqual([[], undefined, [], undefined]);
      // The fields both versions carry are the same payment.
      const common = ({ debtorBic: _d, creditorBic: _c, statusName: _n, statusId: _s, ...rest }: TPayment) =>
        rest;
      expect(v3.rows.map(common)).toEqual(v2.rows.map(common));
    });

    it("v3 fills the status id, v2 the status name and the bank codes", async () => {
      const [v3] = (await search("v3", { id: ids.C })).rows;
      const [v2] = (await search("v2", { id: ids.C })).rows;
      expect(v3).toMatchObject({ status: "SENT_TO_CLEAR", statusId: 10, statusName: null, debtorBic: null });
      expect(v2).toMatchObject({ status: "SENT_TO_CLEAR", statusId: null, statusName: "Sent to clear" });
      expect(v2!.creditorBic).toEqual(expect.any(String));
      expect(v3).toMatchObject({
        amount: 123_456,
        currency: "USD",
        uetr: UETR,
        createdAt: "2026-03-03T10:00:00.000Z",
      });
    });

    it.each(["v3", "v2"] as const)("%s: next then prev returns the first page again", async (version) => {
      const page = (q: TPaymentQuery) => search(version, q);
      const first = await page({ limit: 2 });
      expect(first.rows.map((p) => p.id)).toEqual([ids.E, ids.D]);
      expect(first.prev).toBeNull();
      const second = await page({ limit: 2, nextPageToken: first.next! });
      expect(second.rows.map((p) => p.id)).toEqual([ids.C, ids.B]);
      const third = await page({ limit: 2, nextPageToken: second.next! });
      expect(third.rows.map((p) => p.id)).toEqual([ids.A]);
      expect(third.next).toBeNull();
      const back = await page({ limit: 2, previousPageToken: second.prev! });
      expect(back.rows).toEqual(first.rows);
      expect(back.prev).toBeNull();
      expect(back.next).toEqual(expect.any(String));
    });

    it("refuses a page token used with other filters as a ProviderError with the field error", async () => {
      const first = await search("v3", { limit: 1 });
      const error = await search("v3", { limit: 1, direction: "INBOUND", nextPageToken: first.next! }).catch(
        (e) => e,
      );
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
      expect(error.fieldErrors[0]).toMatchObject({ code: "INVALID_PAGE_TOKEN", field: "nextPageToken" });
    });

    it("getTransaction returns the full v2 item, and null for an unknown id", async () => {
      const found = await api.getTransaction(ids.A);
      expect(found!.payment).toMatchObject({
        id: ids.A,
        endToEndId: "E2E-A",
        amount: 10_000,
        currency: "EUR",
      });
      // Fields only the v2 item carries.
      expect(found!.item).toMatchObject({
        transaction_id: ids.A,
        sepa_msg_id: expect.any(String),
        metadata: ["invoice-7"],
        unaccounted_tax_amt: 250,
        debtor_bank_bic: "CSGNLT21XXX",
      });
      expect(await api.getTransaction(999_999)).toBeNull();
    });
  });

  it("lists the statuses and the types with their ids", async () => {
    const statuses = await api.listStatuses();
    expect(statuses).toHaveLength(10);
    expect(statuses).toContainEqual({ id: 2, name: "To sign" });
    expect(await api.listTypes()).toContainEqual({ id: 2, name: "Payment return" });
  });
});
