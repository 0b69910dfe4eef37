import { z } from "zod";
import type { TPaymentFilter } from "./filters";
import * as q from "./query-common";

// GET /v3/payments query: the v2 filters under camelCase names (docs/platform-interface.md#versioning:
// nextPageToken for next_page_token, id for transaction_id, statusIds for statuses, and the UETR filter).
// Lists take repeated parameters or comma-separated values and are plural (statusIds, typeIds, schemas).

export const ZV3PaymentsQuery = z
  .object({
    limit: q.zLimit,
    nextPageToken: q.zToken.optional(),
    previousPageToken: q.zToken.optional(),
    id: q.zId.optional(),
    debtorBankCode: q.zBankCode.optional(),
    creditorBankCode: q.zBankCode.optional(),
    datetimeFrom: q.zDateTime.optional(),
    datetimeTo: q.zDateTime.optional(),
    settlementDateFrom: q.zDate.optional(),
    settlementDateTo: q.zDate.optional(),
    endToEndId: q.zText.optional(),
    uetr: q.zUetr.optional(),
    metadata: q.zText.optional(),
    schemas: q.zSchemes(true),
    direction: q.zDirection.optional(),
    parentTransactionId: q.zId.optional(),
    typeIds: q.zTypeIds(true),
    statusIds: q.zStatusIds(true),
    currency: q.zCurrency.optional(),
    amountFrom: q.zInt.optional(),
    amountTo: q.zInt.optional(),
    unaccountedTaxAmountFrom: q.zInt.optional(),
    unaccountedTaxAmountTo: q.zInt.optional(),
    compensationAmountFrom: q.zInt.optional(),
    compensationAmountTo: q.zInt.optional(),
    debtorAccount: q.zAccount.optional(),
    creditorAccount: q.zAccount.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.nextPageToken !== undefined && v.previousPageToken !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["previousPageToken"],
        message: "Send one page token, not both",
        input: v.previousPageToken,
      });
    }
  })
  .superRefine(
    q.orderedPairs([
      ["datetimeFrom", "datetimeTo"],
      ["settlementDateFrom", "settlementDateTo"],
      ["amountFrom", "amountTo"],
      ["unaccountedTaxAmountFrom", "unaccountedTaxAmountTo"],
      ["compensationAmountFrom", "compensationAmountTo"],
    ]),
  );

export function v3Filter(v: z.output<typeof ZV3PaymentsQuery>): TPaymentFilter {
  return q.canonicalFilter({
    transactionId: v.id,
    debtorBankCode: v.debtorBankCode,
    creditorBankCode: v.creditorBankCode,
    datetimeFrom: v.datetimeFrom,
    datetimeTo: v.datetimeTo,
    settlementDateFrom: v.settlementDateFrom,
    settlementDateTo: v.settlementDateTo,
    endToEndId: v.endToEndId,
    uetr: v.uetr,
    metadata: v.metadata,
    schemes: v.schemas,
    direction: v.direction,
    parentTransactionId: v.parentTransactionId,
    typeIds: v.typeIds,
    statusIds: v.statusIds,
    currency: v.currency,
    debtorAccount: v.debtorAccount,
    creditorAccount: v.creditorAccount,
    amountBounds: [
      [v.amountFrom, v.amountTo],
      [v.unaccountedTaxAmountFrom, v.unaccountedTaxAmountTo],
      [v.compensationAmountFrom, v.compensationAmountTo],
    ],
  });
}
