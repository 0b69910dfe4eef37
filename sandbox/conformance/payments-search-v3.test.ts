import { describe, expect, it } from "vitest";
import { searchScene, UETR, ids, cases, camel, qs, labelsOf } from "./payments-search-fixtures";

// docs/platform-interface.md#payment-search, GET /v2/transaction/search: every filter family (names:
// docs/platform.md#assumptions-payments), and the same filters under camelCase names on GET /v3/payments
// (Versioning 5 and 7). This file: v3.

const sandbox = searchScene();

describe("GET /v3/payments filters (camelCase)", () => {
  it.each(cases)("%s", async (_name, params, expected) => {
    const res = await sandbox.call("GET", `/gateway/v3/payments?${qs(params(), camel)}`, { auth: "gateway" });
    expect(res.status).toBe(200);
    expect(labelsOf(res.body.data)).toEqual(expected);
  });

  it("takes comma-separated lists for statusIds, typeIds and schemas", async () => {
    const res = await sandbox.call("GET", "/gateway/v3/payments?statusIds=8,10&schemas=SDD,SWIFT&typeIds=1", {
      auth: "gateway",
    });
    expect(labelsOf(res.body.data)).toEqual(["E", "C"]);
  });

  it("answers compact summaries with id and uetr in data, and a cursor meta", async () => {
    const res = await sandbox.call("GET", `/gateway/v3/payments?id=${ids.C}`, { auth: "gateway" });
    expect(res.body).toEqual({
      data: [
        {
          id: ids.C,
          uetr: UETR,
          endToEndId: "C",
          direction: "OUTBOUND",
          method: "SWIFT",
          type: "Payment",
          typeId: 1,
          status: "SENT_TO_CLEAR",
          statusId: 10,
          amount: 50_000,
          currency: "USD",
          debtorName: expect.any(String),
          debtorAccount: expect.any(String),
          creditorName: expect.any(String),
          creditorAccount: expect.any(String),
          settlementDate: "2026-01-12",
          parentId: null,
          createdAt: "2026-01-12T10:00:00.000Z",
          updatedAt: expect.any(String),
        },
      ],
      meta: { nextPageToken: null, previousPageToken: null },
    });
  });
});
