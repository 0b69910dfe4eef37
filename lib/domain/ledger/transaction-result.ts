import type { TFollowPlan } from "./transaction-follow";

// Client-safe: what the post action answers. Expected outcomes are data, so the editor can put the ledger's
// violations on the fields they name and keep the same intent key for a retry.

export type TLedgerViolation = { field: string; message: string };

export type TPostTransactionResult =
  /** 202: queued. `replay`: this intent was already accepted earlier and nothing was sent again. */
  | { state: "accepted"; correlationId: string; replay: boolean; follow: TFollowPlan }
  /** The ledger said no (4xx): nothing was queued; fix and send again (the same intent key may be reused). */
  | {
      state: "refused";
      message: string;
      providerStatus: number | null;
      providerCode: string | null;
      violations: TLedgerViolation[];
    }
  /** No answer: it may have been queued; sending the same content again under the same key is safe. */
  | { state: "unknown"; message: string; follow: TFollowPlan }
  /** The intent key was already used for other content: a new intent needs a new form. */
  | { state: "other_request"; message: string };
