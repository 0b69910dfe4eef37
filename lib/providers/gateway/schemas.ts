import "server-only";
import { z } from "zod";

// Wire shapes of the gateway's payment operations (the interface: "Transaction (gateway search item,
// v2)", GET /v3/payments, PATCH …:approve "Approval result"). Where the interface says "not shown", the
// shape is the one recorded in docs/platform.md (Assumptions → Payments). What Countersign reads is strict;
// anything else passes through (looseObject), so a field the platform adds later breaks nothing.

const nullableText = z.string().nullish();
const direction = z.enum(["OUTBOUND", "INBOUND"]);

// v3 summary: the interface shows only `id` and `uetr`; the rest is the sandbox's documented choice.
export const ZV3Summary = z.looseObject({
  id: z.number().int(),
  uetr: nullableText,
  endToEndId: nullableText,
  direction,
  method: nullableText,
  type: z.string(),
  typeId: z.number().int().nullish(),
  status: z.string(),
  statusId: z.number().int().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  debtorName: nullableText,
  debtorAccount: nullableText,
  creditorName: nullableText,
  creditorAccount: nullableText,
  settlementDate: nullableText,
  parentId: z.number().int().nullish(),
  createdAt: nullableText,
  updatedAt: nullableText,
});
export type TV3Summary = z.infer<typeof ZV3Summary>;

export const ZV3Page = z.object({
  data: z.array(ZV3Summary),
  meta: z.looseObject({ nextPageToken: nullableText, previousPageToken: nullableText }),
});

const ZParty = z.looseObject({ account: nullableText, bic: nullableText, name: nullableText });
const ZAccountOther = z.looseObject({
  id: nullableText,
  issuer: nullableText,
  scheme_name_code: nullableText,
});

// v2 item: the first nine fields are always present, the rest optional (the interface; docs/platform.md).
export const ZV2Item = z.looseObject({
  amount: z.number().int(),
  currency_isocode_alphabetic: z.string(),
  direction,
  sepa_msg_id: z.string(),
  status: z.string(),
  status_hardvalue: z.string(),
  transaction_id: z.number().int(),
  type: z.string(),
  type_id: z.number().int(),
  metadata: z.array(z.string()).nullish(),
  adjustment_display_parties: z
    .looseObject({ creditor: ZParty.nullish(), debtor: ZParty.nullish() })
    .nullish(),
  compensation_amount: z.number().int().nullish(),
  creditor_account: nullableText,
  debtor_account: nullableText,
  creditor_account_other: ZAccountOther.nullish(),
  debtor_account_other: ZAccountOther.nullish(),
  creditor_bank_bic: nullableText,
  debtor_bank_bic: nullableText,
  creditor_code: nullableText,
  debtor_code: nullableText,
  creditor_name: nullableText,
  debtor_name: nullableText,
  datetime: nullableText,
  updated_at: nullableText,
  end_to_end_id: nullableText,
  method: nullableText,
  origin_bic: nullableText,
  origin_name: nullableText,
  origin_reason_code: nullableText,
  origin_reason_info: nullableText,
  parent_trx_amt: z.number().int().nullish(),
  parent_trx_id: z.number().int().nullish(),
  rtrn_chrgs_amt: z.number().int().nullish(),
  sepa_trx_id: nullableText,
  settlement_date: nullableText,
  trx_purpose: nullableText,
  trx_purpose_information: nullableText,
  trx_purpose_structured_issuer: nullableText,
  trx_purpose_structured_ref: nullableText,
  uetr: nullableText,
  unaccounted_tax_amt: z.number().int().nullish(),
});
export type TV2Item = z.infer<typeof ZV2Item>;

export const ZV2Page = z.object({
  meta: z.looseObject({ next_page_token: nullableText, previous_page_token: nullableText }),
  result: z.array(ZV2Item),
});

// The status and type list operations: paths and shapes not shown; the sandbox answers `[{id, name}]`.
export const ZCatalog = z.array(z.looseObject({ id: z.number().int(), name: z.string() }));

export const ZApprovalResult = z.looseObject({
  signatureId: z.number().int(),
  signatureWeight: z.number().int(),
  signedAt: z.string(),
  signer: z.string(),
  transactionId: z.number().int(),
});

// GET /v1/cancellation-requests/{id} (docs/platform-interface.md#cancellation-requests): the first five
// fields always present, the rest optional. Status and reason stay strings: adding enum values is a
// non-breaking change.
export const ZCancellationRequest = z.looseObject({
  direction,
  id: z.number().int(),
  reason: z.string(),
  sepaMessageId: z.string(),
  status: z.string(),
  additionalComment: nullableText,
  createdAt: nullableText,
  externalTransactionReferenceId: z.number().int().nullish(),
  rejectionAdditionalReason: nullableText,
  rejectionReason: nullableText,
  rejectionSepaMessageId: nullableText,
  returnTransactionId: z.number().int().nullish(),
  sepaCancellationId: nullableText,
  transactionId: z.number().int().nullish(),
});
export type TCancellationRequestWire = z.infer<typeof ZCancellationRequest>;
