import type { TResponseFinish } from "@/lib/db/cancellation-responses";
import type { Prisma } from "@/lib/db/generated/client";

// The types the answer's use case (respond-to-cancellation.ts) and its steps share, kept apart so that no
// step imports the use case.

/** One answer as the action passes it: the request, the intent id of the confirmation, the raw form. */
export type TRespondRequest = { id: bigint; intentId: string; form: Record<string, unknown> };

/** What one attempt sends, as the claim, the audit rows and the request's timeline record it. */
export type TAttempt = {
  id: bigint;
  intentId: string;
  api: "v3" | "v1";
  responseCode: "ACCEPTED" | "REJECTED";
  sent: Prisma.InputJsonValue;
  summary: string;
  scheme: string | null;
  trxId: string | null;
  /** The 'attempted' audit row written before the platform could be called; the outcome row names it. */
  auditAttemptId?: bigint;
};

/** How a claimed attempt ended: what is recorded, and the request's status as Countersign knows it now. */
export type TAttemptEnd = {
  finish: TResponseFinish;
  status: string;
  platformCalled: boolean;
  /** The platform took this very answer now: the inbox row moves to RETURNING or REFUSING. */
  answeredNow: boolean;
};
