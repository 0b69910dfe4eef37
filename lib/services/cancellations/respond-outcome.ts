import type { CancellationResponse } from "@/lib/db/generated/client";
import type { TRespondOutcome } from "@/lib/domain/cancellations/respond-types";
import type { TAttemptEnd } from "./respond-types";

// The words of an answer's outcome as the page shows it; a platform's refusal is worded by
// respond-wording.ts, a read-back by respond-read-back.ts.

/** The platform took the answer: the request is RETURNING or REFUSING as of now. */
export function answerTaken(responseCode: "ACCEPTED" | "REJECTED"): TAttemptEnd {
  const accepted = responseCode === "ACCEPTED";
  return {
    finish: {
      state: "sent",
      providerStatus: 200,
      providerCode: null,
      message: accepted
        ? "Accepted: the platform is returning the funds (RETURNING). The final status follows here."
        : "Rejected: the platform is sending the refusal (REFUSING). The final status follows here.",
    },
    status: accepted ? "RETURNING" : "REFUSING",
    platformCalled: true,
    answeredNow: true,
  };
}

/** Another attempt holds or held the claim (`claimed`): nothing is sent again. */
export function claimTakenOutcome(
  claimed: CancellationResponse,
  intentId: string,
  status: string,
): TRespondOutcome {
  const sameIntent = claimed.intentId === intentId;
  return {
    outcome: claimed.state === "sent" ? "already_sent" : "in_progress",
    message:
      claimed.state === "sent"
        ? `Already answered through Countersign by ${sameIntent ? "you" : claimed.userEmail} (${claimed.responseCode.toLowerCase()}). Nothing was sent again.`
        : `${sameIntent ? "This answer" : `An answer by ${claimed.userEmail}`} is being sent right now. Wait a moment: the outcome appears here.`,
    providerCode: null,
    providerStatus: null,
    status,
  };
}

export function outcomeOf({ finish, status }: TAttemptEnd): TRespondOutcome {
  return {
    outcome: finish.state,
    message: finish.message,
    providerCode: finish.providerCode,
    providerStatus: finish.providerStatus,
    status,
  };
}
