// Client-safe shapes of the Liquidity page: a liquidity transfer between the tenant's settlement (nostro)
// accounts as the browser gets it, the list page, the totals, the webhook events and holding alerts.
// Made by lib/services/liquidity from the gateway (docs/platform-interface.md#liquidity-transfers).

import type { TLiquidityNotice, TTransferFilter } from "./list";

export const TRANSFER_STATUSES = ["CREATED", "SENT_TO_CLEAR", "ACCEPTED", "REJECTED", "COMPLETED"] as const;
export type TTransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Status groups of the chart: money on its way, money moved, money that did not move. */
export const STATUS_GROUPS = {
  moving: ["CREATED", "SENT_TO_CLEAR", "ACCEPTED"],
  completed: ["COMPLETED"],
  rejected: ["REJECTED"],
} as const satisfies Record<string, readonly TTransferStatus[]>;
export type TStatusGroup = keyof typeof STATUS_GROUPS;

export function groupOf(status: string): TStatusGroup | null {
  for (const [group, statuses] of Object.entries(STATUS_GROUPS))
    if ((statuses as readonly string[]).includes(status)) return group as TStatusGroup;
  return null;
}

/**
 * One transfer. `status` and `transferType` stay strings: a value the platform adds later is shown as it
 * comes rather than failing the whole list. Absent optional fields are null.
 */
export type TTransfer = {
  id: number;
  requestId: string | null;
  amount: number;
  currency: string;
  debtorAccount: string | null;
  creditorAccount: string;
  debtorBankName: string | null;
  creditorBankName: string | null;
  sepaMessageId: string | null;
  status: string;
  transferType: string | null;
  settlementDate: string | null;
  purpose: string | null;
  createdAt: string;
  updatedAt: string | null;
};

/** `total` is the platform's meta.amount: how many transfers match the filters on all pages. */
/**
 * A transfer to make: amount in minor units; requestId names the caller's intent. The gateway maps it to
 * its own POST body (lib/providers/gateway/transfers.ts).
 */
export type TNewTransfer = {
  requestId: string;
  amountMinor: number;
  currency: string;
  debtorAccount: string;
  creditorAccount: string;
  transferType: "INTERNAL";
  purpose?: string;
};

export type TTransferPage = { rows: TTransfer[]; total: number; limit: number; offset: number };

/** What GET /v1/nostro-accounts/transfers is asked (the sandbox's parameter names). */
export type TTransferQuery = {
  limit: number;
  offset: number;
  requestId?: string;
  debtorAccount?: string;
  creditorAccount?: string;
  status?: TTransferStatus[];
  dateTimeFrom?: string;
  dateTimeTo?: string;
  sort?: "requestId,ASC" | "requestId,DESC";
};

/** A settlement account of the tenant, as configured (lib/services/liquidity/settlement-accounts.ts). */
export type TSettlementAccount = { account: string; bic: string; scheme: "SCT" | "INST"; bankName: string };

/**
 * Per status: the count (the platform's, or Countersign's own over the rows read: see `counted`); the
 * amount summed over the rows read (`read`). `exact` is false for a count made here from a read the budget
 * cut: the status has at least `count` transfers.
 */
export type TStatusTotal = {
  status: TTransferStatus;
  count: number;
  amountMinor: string;
  read: number;
  exact: boolean;
};

/** A transfer as the chart needs it: [createdAt ISO, amount in minor units, status]. */
export type TTransferPoint = [string, number, string];

export type TTransferSummary = {
  totals: TStatusTotal[];
  points: TTransferPoint[];
  currency: string;
  /** Rows read per status at most; when a status has more, its amount and the chart are partial. */
  cap: number;
  capped: boolean;
  /**
   * "platform": the counts are the platform's meta.amount per status. "here": a filter was not applied by
   * the platform, so Countersign counted the matching rows it read, by each row's own status.
   */
  counted: "platform" | "here";
  /** Filters Countersign applied itself (lib/domain/liquidity/list.ts), with what that means, in words. */
  filteredHere: TTransferFilter[];
  notices: TLiquidityNotice[];
};

/** A LIQUIDITY webhook delivery as stored by the intake. */
export type TLiquidityEvent = {
  deliveryId: string;
  receivedAt: string;
  transferId: string | null;
  requestId: string | null;
  status: string | null;
  amount: number | null;
  currency: string | null;
};

/** An active MAX_HOLDING_AMOUNT_BREACHED alert (one per BIC and currency). */
export type THoldingAlert = {
  id: string;
  bic: string;
  currency: string;
  holdingAmount: number | null;
  maxHoldingAmount: number | null;
  firstSeenAt: string;
  lastSeenAt: string;
  occurrences: number;
};

export type TLiquidityActivity = { events: TLiquidityEvent[]; holdingAlerts: THoldingAlert[] };
