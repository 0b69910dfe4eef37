import { z } from "zod";
import type { TPaymentFilter } from "./filters";
import * as q from "./query-common";

// GET /v2/transaction/search query (docs/platform-interface.md#payment-search names the filters by meaning
// only, except `schema`; the snake_case names below are the sandbox's, listed in sandbox/README.md,
// Assumptions). The status filter is `statuses`: the interface's Versioning section maps v3 `statusIds` to v2
// `statuses`.

export const ZV2SearchQuery = z
  .object({
    limit: q.zLimit,
    next_page_token: q.zToken.optional(),
    previous_page_token: q.zToken.optional(),
    transaction_id: q.zId.optional(),
    debtor_bank_code: q.zBankCode.optional(),
    creditor_bank_code: q.zBankCode.optional(),
    datetime_from: q.zDateTime.optional(),
    datetime_to: q.zDateTime.optional(),
    settlement_date_from: q.zDate.optional(),
    settlement_date_to: q.zDate.optional(),
    end_to_end_id: q.zText.optional(),
    uetr: q.zUetr.optional(),
    metadata: q.zText.optional(),
    schema: q.zSchemes(),
    direction: q.zDirection.optional(),
    parent_transaction_id: q.zId.optional(),
    type_id: q.zTypeIds(),
    statuses: q.zStatusIds(),
    currency: q.zCurrency.optional(),
    amount_from: q.zInt.optional(),
    amount_to: q.zInt.optional(),
    unaccounted_tax_amount_from: q.zInt.optional(),
    unaccounted_tax_amount_to: q.zInt.optional(),
    compensation_amount_from: q.zInt.optional(),
    compensation_amount_to: q.zInt.optional(),
    debtor_account: q.zAccount.optional(),
    creditor_account: q.zAccount.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.next_page_token !== undefined && v.previous_page_token !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["previous_page_token"],
        message: "Send one page token, not both",
        input: v.previous_page_token,
      });
    }
  })
  .superRefine(
    q.orderedPairs([
      ["datetime_from", "datetime_to"],
      ["settlement_date_from", "settlement_date_to"],
      ["amount_from", "amount_to"],
      ["unaccounted_tax_amount_from", "unaccounted_tax_amount_to"],
      ["compensation_amount_from", "compensation_amount_to"],
    ]),
  );

export function v2Filter(v: z.output<typeof ZV2SearchQuery>): TPaymentFilter {
  return q.canonicalFilter({
    transactionId: v.transaction_id,
    debtorBankCode: v.debtor_bank_code,
    creditorBankCode: v.creditor_bank_code,
    datetimeFrom: v.datetime_from,
    datetimeTo: v.datetime_to,
    settlementDateFrom: v.settlement_date_from,
    settlementDateTo: v.settlement_date_to,
    endToEndId: v.end_to_end_id,
    uetr: v.uetr,
    metadata: v.metadata,
    schemes: v.schema,
    direction: v.direction,
    parentTransactionId: v.parent_transaction_id,
    typeIds: v.type_id,
    statusIds: v.statuses,
    currency: v.currency,
    debtorAccount: v.debtor_account,
    creditorAccount: v.creditor_account,
    amountBounds: [
      [v.amount_from, v.amount_to],
      [v.unaccounted_tax_amount_from, v.unaccounted_tax_amount_to],
      [v.compensation_amount_from, v.compensation_amount_to],
    ],
  });
}
