import { z } from "zod";
import { zInt4 } from "@/lib/domain/shared/bounds";
import type { TTransfer } from "./liquidity";

// Client-safe: what a liquidity transfer's send (or the person's decision after an unanswered one) answers,
// and the decisions the form may send. An unanswered send is never sent again on its own: the platform's
// list is read back and the person decides (README.md, "Writes and their idempotency").

/** How a listed transfer relates to the intent's request id (the interface does not show the field). */
export type TRequestIdMatch = "same" | "other" | "absent";

/** A listed transfer that matches the intent (accounts, amount, currency, created inside the window). */
export type TCandidate = { transfer: TTransfer; requestId: TRequestIdMatch; dismissed: boolean };

export type TReadBack = {
  /** failed: the list could not be read, so nothing is known and nothing may be sent again. */
  status: "done" | "failed";
  candidates: TCandidate[];
  /** False when the pages read did not cover everything the platform listed for the query. */
  complete: boolean;
  rowsRead: number;
  /** The platform's count for the query (meta.amount), when a page was read. */
  listed: number | null;
  /** The createdAt window the rows were checked against (ISO). */
  from: string;
  to: string;
  readAt: string;
};

/** created.source: the 201 itself, the platform's 409 read back by request id, Countersign's own record
 * of an earlier send, or the person's choice among read-back candidates. */
export type TCreatedSource = "answer" | "request_id" | "record" | "confirmed";

export type TCreateTransferOutcome =
  | { state: "created"; transfer: TTransfer; source: TCreatedSource }
  | {
      state: "refused";
      message: string;
      providerCode: string | null;
      fieldErrors: Record<string, string>;
    }
  /** No answer: the platform may hold the transfer. `sends` fences a resend to what the person saw. */
  | { state: "uncertain"; requestId: string; sends: number; message: string; readBack: TReadBack }
  /** Another request (a second tab, a double click) is sending this intent right now. */
  | { state: "in_progress"; requestId: string; message: string };

const ZRequestId = z.string().regex(/^\S{1,64}$/, "A request id is 1–64 characters without spaces.");
const ZTransferId = z.number().int().positive();

/** What the person decides about an unanswered transfer. */
export const ZSettleTransferInput = z.discriminatedUnion("choice", [
  z.object({ requestId: ZRequestId, choice: z.literal("look_again") }),
  z.object({ requestId: ZRequestId, choice: z.literal("mine"), transferId: ZTransferId }),
  z.object({
    requestId: ZRequestId,
    choice: z.literal("resend"),
    /** The intent's send count the person decided on: a resend by another tab meanwhile wins. */
    sends: zInt4("Not a count of sends."),
    /** The candidates the person was shown and said were not theirs. */
    dismissed: z.array(ZTransferId).max(500),
  }),
]);
export type TSettleTransferInput = z.infer<typeof ZSettleTransferInput>;

/** A transfer of the person's whose send got no answer, for the form to show again after a reload. */
export type TUnsettledTransfer = {
  requestId: string;
  debtorAccount: string;
  creditorAccount: string;
  amountMinor: string;
  purpose: string;
  sends: number;
  /** Why the answer is missing, as it was said then. */
  message: string;
};
