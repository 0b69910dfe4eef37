// The sandbox's records. Payments keep the v2 search item's wire names (snake_case,
// docs/platform-interface.md#payment-fields) so v2 answers are the record itself; the v3 summary and the
// webhook bodies are mapped from it. `internal` holds what the platform knows but does not show.

export type TScheme = "SEPA" | "INST" | "SDD" | "SWIFT" | "T2";
export type TDirection = "OUTBOUND" | "INBOUND";

export type TPaymentStatusName =
  | "Created"
  | "To sign"
  | "Signed"
  | "Accepted"
  | "Completed"
  | "Some problems"
  | "Cancelled"
  | "Rejected"
  | "Pending confirmation"
  | "Sent to clear";

export type TDisplayParty = { account: string; bic: string; name: string };
export type TAccountOther = { id: string; issuer: string; scheme_name_code: string };

export type TPayment = {
  transaction_id: number;
  amount: number;
  currency_isocode_alphabetic: string;
  direction: TDirection;
  sepa_msg_id: string;
  status: TPaymentStatusName;
  status_hardvalue: string;
  type: string;
  type_id: number;
  metadata?: string[];
  /** Only for type Adjustment: the parties to show, as the adjustment's own debtor/creditor are books. */
  adjustment_display_parties?: { creditor: TDisplayParty; debtor: TDisplayParty };
  compensation_amount?: number;
  creditor_account?: string;
  debtor_account?: string;
  /** A non-IBAN account (ISO 20022 Othr), e.g. a US or JP account of a SWIFT payment. */
  creditor_account_other?: TAccountOther;
  debtor_account_other?: TAccountOther;
  creditor_bank_bic?: string;
  debtor_bank_bic?: string;
  /** The party's identification code (company or personal code), when the message carried one. */
  creditor_code?: string;
  debtor_code?: string;
  creditor_name?: string;
  debtor_name?: string;
  datetime: string;
  updated_at: string;
  end_to_end_id?: string;
  method: TScheme;
  /** The instructing bank of an inbound payment. */
  origin_bic?: string;
  origin_name?: string;
  origin_reason_code?: string;
  origin_reason_info?: string;
  parent_trx_id?: number;
  parent_trx_amt?: number;
  /** Return charges: what the returning bank kept (the fee of an accepted cancellation). */
  rtrn_chrgs_amt?: number;
  /** The SEPA transaction id (pacs.008/003 TxId); SEPA schemes only. */
  sepa_trx_id?: string;
  settlement_date?: string;
  trx_purpose?: string;
  trx_purpose_information?: string;
  uetr?: string;
  unaccounted_tax_amt?: number;
  internal: {
    /** The API client that created it (approval must come from another one). */
    createdByClient: string | null;
    /** "api" or "web": with API approval enabled, API-created payments are approved through the API. */
    channel: "api" | "web";
    approvals: { signatureId: number; signer: string; signatureWeight: number; signedAt: string }[];
    /** Sandbox time (ms) at which a pending Instant payment's 5-second window closes. */
    confirmationDeadline?: number;
    /** Cancellation channel BIC; absent makes a respond fail with CANCELLATION_CHANNEL_BIC_MISSING. */
    channelBic?: string;
    /** How a pending Instant payment was decided: by the client's response or by the platform's fallback. */
    confirmation?: {
      decision: "ACCEPT" | "REJECT";
      by: "response" | "fallback";
      reasonCode?: string;
      at: string;
    };
  };
};

export type TCancellationStatus =
  | "CANCELLATION_CREATED"
  | "CANCELLATION_IN_PROGRESS"
  | "RETURNING"
  | "REFUSING"
  | "PAYMENT_RETURNED"
  | "CANCELLATION_REFUSED"
  | "PROCESSING_FAILED"
  | "CANCELLATION_COMPLETED"
  | "CANCELLATION_REJECTED"
  | "CANCELLATION_ACCEPTED";

export type TCancellation = {
  direction: TDirection;
  id: number;
  reason: string;
  sepaMessageId: string;
  status: TCancellationStatus;
  additionalComment?: string;
  createdAt: string;
  externalTransactionReferenceId?: number;
  rejectionAdditionalReason?: string;
  rejectionReason?: string;
  rejectionSepaMessageId?: string;
  returnTransactionId?: number;
  sepaCancellationId?: string;
  transactionId?: number;
  internal: {
    history: { status: TCancellationStatus; at: string }[];
    /** Scheme of the message that carried the request (the "derived schema"); defaults to the payment's method. */
    schema?: TScheme;
  };
};

export type TTransferStatus = "CREATED" | "SENT_TO_CLEAR" | "ACCEPTED" | "REJECTED" | "COMPLETED";

export type TTransfer = {
  id: number;
  requestId: string;
  amount: number;
  currency: "EUR";
  creditorAccount: string;
  debtorAccount?: string;
  sepaMessageId: string;
  status: TTransferStatus;
  createdAt: string;
  updatedAt: string;
  settlementDate?: string;
  transferType: "INTERNAL";
  debtorBankName?: string;
  creditorBankName?: string;
  purpose?: string;
};

export type TLedgerBalance = { currency: string; availableBalance: number; holdingBalance: number };

export type TLedgerAccount = {
  accountId: string;
  iban: string;
  partyId: string;
  status: "OPENED" | "CLOSED" | "BLOCKED";
  createdAt: string;
  statusUpdatedAt: string;
  balances: TLedgerBalance[];
  currentLedgerAccount: string;
  holdingLedgerAccount: string;
};

export type TPostingRead = {
  id: string;
  source: string;
  destination: string;
  amount: number;
  /** `<code>/<decimal places>`, e.g. EUR/2. */
  currency: string;
  type: string;
  details: string;
};

export type TLedgerTransaction = {
  id: string;
  referenceId: string;
  referenceSource: "CLIENT" | "RESTRICTION_SYSTEM";
  postings: TPostingRead[];
  createdAt: string;
};

export type TRestrictionParty = {
  name: string;
  account: string;
  bic: string;
  id: string;
  member_code: string;
};

export type TRestrictionOrder = {
  header: { date: string; doc_id: string; type: string; reference_doc_id: string };
  data: {
    status: "UNPROCESSED" | "CONFIRMED" | "REJECTED";
    amount: number;
    currency: string;
    fr_dspstn_amnt: number;
    fr_dspstn_cmmnt: string;
    payer: TRestrictionParty;
    payee: TRestrictionParty;
    remittance_information: {
      date: string;
      execute_date: string;
      execute_id: string;
      execute_pid: string;
      execute_processing_date: string;
      execute_reason: string;
      execute_type: string;
      id: string;
    };
  };
  internal: { rejectionReason?: string };
};
