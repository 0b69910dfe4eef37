import type { TInboxRow } from "@/lib/db/cancellations";
import type { CancellationResponse } from "@/lib/db/generated/client";
import {
  describeAnswer,
  responseCodeOf,
  type TRespondCommand,
  type TRespondContext,
} from "@/lib/schemas/cancellation-respond";
import type { TAttempt, TRespondRequest } from "./respond-types";

/**
 * What this attempt sends, for the claim, the audit rows and the timeline. Without a command (the request
 * is being, or was, answered through Countersign) it names the stored answer, which the claim then reports.
 */
export function attemptOf(
  req: TRespondRequest,
  row: TInboxRow,
  response: CancellationResponse | null,
  command: TRespondCommand | null,
  context: TRespondContext | null,
): TAttempt {
  return {
    id: req.id,
    intentId: req.intentId,
    api: command?.api ?? (response?.api === "v1" ? "v1" : "v3"),
    responseCode: command
      ? responseCodeOf(command)
      : response?.responseCode === "REJECTED"
        ? "REJECTED"
        : "ACCEPTED",
    sent: command ? JSON.parse(JSON.stringify(command)) : {},
    summary: command && context ? describeAnswer(command, context) : "",
    scheme: row.paymentMethod,
    trxId: row.trxId?.toString() ?? null,
  };
}
