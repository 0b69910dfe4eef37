import { describe, expect, it } from "vitest";
import { checkRowOfV2, checkRowOfV3 } from "./check-rows";
import type { TPaymentQuery } from "./payment-query";
import type { TV2Item, TV3Summary } from "./schemas";
import { classifiersOf } from "./verify-classifiers";
import { activeFamilies, checkRow, verdict } from "./verify-filters";

// What one row proves about one filter: "differs" only when the row shows a value the filter excludes;
// "unknown" when it cannot show it (a v3 summary without the guessed field, a spelling we do not know).

const item = (over: Partial<TV2Item> = {}): TV2Item => ({
  amount: 12_345,
  currency_isocode_alphabetic: "EUR",
  direction: "OUTBOUND",
  sepa_msg_id: "M1",
  status: "To sign",
  status_hardvalue: "TO_SIGN",
  transaction_id: 7,
  type: "Payment",
  type_id: 1,
  end_to_end_id: "E2E-7",
  debtor_account: "LT12 1000 0111 0100 1000",
  debtor_bank_bic: "TSTBLT21VLN",
  datetime: "2026-03-02T10:00:00Z",
  settlement_date: "2026-03-02",
  metadata: ["invoice-7"],
  ...over,
});
const summary = (over: Partial<TV3Summary> = {}) =>
  ({
    id: 7,
    direction: "OUTBOUND",
    type: "Payment",
    status: "TO_SIGN",
    amount: 500,
    currency: "EUR",
    ...over,
  }) as TV3Summary;

const platform = classifiersOf({
  statuses: [
    { id: 2, name: "To sign" },
    { id: 5, name: "Completed" },
  ],
  types: [{ id: 1, name: "Payment" }],
});
const stated = classifiersOf(null);

describe("verdict", () => {
  const v2 = checkRowOfV2(item());
  it.each<[string, TPaymentQuery, "match" | "differs"]>([
    ["status id, by its name in the platform's list", { statusIds: [2] }, "match"],
    ["another status id", { statusIds: [5] }, "differs"],
    ["status by name, any spelling", { statusNames: ["TO_SIGN"] }, "match"],
    ["end-to-end id in another case", { endToEndId: "e2e-7" }, "match"],
    ["another end-to-end id", { endToEndId: "E2E-8" }, "differs"],
    ["account without spaces", { debtorAccount: "lt121000011101001000" }, "match"],
    ["the bank of an 8-character BIC, any branch", { debtorBankCode: "TSTBLT21" }, "match"],
    ["another branch", { debtorBankCode: "TSTBLT21XXX" }, "differs"],
    ["amount within EUR bounds", { amountFrom: 12_345n, amountTo: 12_345n }, "match"],
    ["amount outside", { amountFrom: 12_346n }, "differs"],
    ["created within the bounds (inclusive)", { datetimeTo: "2026-03-02T10:00:00.000Z" }, "match"],
    ["settled after the bound", { settlementDateTo: "2026-03-01" }, "differs"],
    ["metadata among the values", { metadata: "invoice-7" }, "match"],
    [
      "a UETR the payment does not have (absent in the stated item)",
      { uetr: "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b" },
      "differs",
    ],
    ["a parent the payment does not have", { parentTransactionId: 3 }, "differs"],
  ])("%s", (_name, q, expected) => {
    const [family] = activeFamilies(q);
    expect(verdict(family!, v2, q, platform)).toBe(expected);
  });

  it("cannot compare amount bounds with another currency's row without a currency filter", () => {
    const usd = checkRowOfV2(item({ currency_isocode_alphabetic: "USD" }));
    expect(verdict("amount", usd, { amountFrom: 1n }, platform)).toBe("unknown");
  });

  it("takes a guessed v3 field only when the summary carries it", () => {
    const bare = checkRowOfV3(summary());
    expect(verdict("endToEndId", bare, { endToEndId: "X" }, platform)).toBe("unknown");
    expect(verdict("parentTransactionId", bare, { parentTransactionId: 3 }, platform)).toBe("unknown");
    const said = checkRowOfV3(summary({ parentId: null, endToEndId: "Y" }));
    expect(verdict("parentTransactionId", said, { parentTransactionId: 3 }, platform)).toBe("differs");
    expect(verdict("endToEndId", said, { endToEndId: "X" }, platform)).toBe("differs");
    // `uetr` is a stated v3 field: absent means none.
    expect(verdict("uetr", bare, { uetr: "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b" }, platform)).toBe("differs");
  });

  it("judges a status only in a spelling it knows, and an id only with its name or the row's id", () => {
    const odd = checkRowOfV3(summary({ status: "2" }));
    expect(verdict("status", odd, { statusNames: ["COMPLETED"] }, stated)).toBe("unknown");
    const withId = checkRowOfV3(summary({ status: "2", statusId: 2 }));
    expect(verdict("status", withId, { statusIds: [5] }, stated)).toBe("differs");
    // An id whose name is unknown (no platform list) cannot be judged from a v2 row's names.
    expect(verdict("status", checkRowOfV2(item()), { statusIds: [5] }, stated)).toBe("unknown");
    expect(verdict("status", checkRowOfV2(item()), { statusNames: ["COMPLETED"] }, stated)).toBe("differs");
  });
});

describe("checkRow", () => {
  it("keeps a row a filter applied here cannot confirm out of the page, without calling it ignored", () => {
    const bare = checkRowOfV3(summary());
    const q: TPaymentQuery = { endToEndId: "X" };
    expect(checkRow(bare, q, activeFamilies(q), new Set(), platform)).toEqual({
      contradicts: [],
      keep: true,
    });
    expect(checkRow(bare, q, activeFamilies(q), new Set(["endToEndId"]), platform)).toEqual({
      contradicts: [],
      keep: false,
    });
  });
});
