import { describe, expect, it } from "vitest";
import { searchScene, UETR, ids, cases, qs, labelsOf } from "./payments-search-fixtures";

// docs/platform-interface.md#payment-search, GET /v2/transaction/search: every filter family (names:
// docs/platform.md#assumptions-payments), and the same filters under camelCase names on GET /v3/payments
// (Versioning 5 and 7). This file: v2.

const sandbox = searchScene();

describe("GET /v2/transaction/search filters", () => {
  it.each(cases)("%s", async (_name, params, expected) => {
    const res = await sandbox.call("GET", `/gateway/v2/transaction/search?${qs(params())}`, {
      auth: "gateway",
    });
    expect(res.status).toBe(200);
    expect(labelsOf(res.body.result)).toEqual(expected);
  });

  it("answers v2 items without the sandbox's internal fields", async () => {
    const res = await sandbox.call("GET", `/gateway/v2/transaction/search?end_to_end_id=C`, {
      auth: "gateway",
    });
    const [item] = res.body.result;
    expect(item).not.toHaveProperty("internal");
    expect(item).toMatchObject({
      transaction_id: ids.C,
      amount: 50_000,
      currency_isocode_alphabetic: "USD",
      direction: "OUTBOUND",
      sepa_msg_id: expect.any(String),
      status: "Sent to clear",
      status_hardvalue: "SENT_TO_CLEAR",
      type: "Payment",
      type_id: 1,
      method: "SWIFT",
      uetr: UETR,
      compensation_amount: 1_500,
    });
  });
});
