import "server-only";
import type { TGatewayApi } from "@/lib/providers/gateway/client";
import type { TLedgerApi } from "@/lib/providers/ledger/client";
import type { TRestrictionApi } from "@/lib/providers/restriction/client";

// What the services use of each provider: the operations by name, with the providers' own signatures, so
// a fake in a test and the real provider are checked against the same contract. Every operation takes and
// returns domain types (lib/domain); the wire shapes stay inside lib/providers.

export type TGatewayPort = Pick<
  TGatewayApi,
  | "searchPayments"
  | "getTransaction"
  | "listStatuses"
  | "listTypes"
  | "approveTransaction"
  | "respondToInstantPayment"
  | "getCancellationRequest"
  | "respondToCancellation"
  | "acceptCancellation"
  | "rejectCancellation"
  | "listTransfers"
  | "createTransfer"
  | "createPayment"
>;

export type TLedgerPort = Pick<
  TLedgerApi,
  "getAccount" | "closeAccount" | "getTransaction" | "postTransaction"
>;

export type TRestrictionPort = Pick<
  TRestrictionApi,
  "listOrders" | "confirmOrder" | "rejectOrder" | "reasonField"
>;

/** Whether a platform token can be had now: a cached one counts, else one is asked for within a short wait. */
export type TTokensPort = { check(): Promise<boolean> };
