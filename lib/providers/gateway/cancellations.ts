import "server-only";
import { isProviderError } from "@/lib/errors/provider-error";
import type { TPlatformClient } from "@/lib/http/platform-client";
import { pathOf } from "@/lib/http/url";
import type { TCancellationResource } from "@/lib/domain/cancellations/cancellations";
import { ZCancellationRequest } from "./schemas";

// {base_url}: cancellation requests. Answers are never retried here (the platform has no idempotency for
// them: a repeat gets ILLEGAL_CANCELLATION_REQUEST_STATUS), and their success bodies are not read — the v3
// one is "not shown", and so are the v1 operations' paths and bodies: the outcome is taken from a later GET,
// whose shape is stated (docs/platform.md, Cancellations; docs/platform.md, Assumptions → Cancellations).

type TCallOptions = { requestId?: string; timeoutMs?: number };

const NOT_FOUND = "CANCELLATION_REQUEST_NOT_FOUND";

export function cancellationsApi(client: TPlatformClient) {
  return {
    /**
     * GET /v1/cancellation-requests/{id} — null for an unknown id (it does not become known by asking
     * again, so callers never retry it). The status codes of this read's errors are not shown: a 404, or
     * the code the v3 table gives an unknown id (CANCELLATION_REQUEST_NOT_FOUND) under any status.
     */
    async getCancellationRequest(id: number, opts: TCallOptions = {}): Promise<TCancellationResource | null> {
      try {
        return await client.request("GET", pathOf`/v1/cancellation-requests/${id}`, {
          schema: ZCancellationRequest,
          requestId: opts.requestId,
          timeoutMs: opts.timeoutMs,
        });
      } catch (err) {
        if (isProviderError(err) && err.kind === "http" && (err.status === 404 || err.code === NOT_FOUND))
          return null;
        throw err;
      }
    },

    // POST /v3/cancellation-requests/{id}:respond (preview) — SEPA CT, Instant and SWIFT
    respondToCancellation(id: number, body: TV3RespondBody, opts: TCallOptions = {}): Promise<void> {
      return client.request("POST", pathOf`/v3/cancellation-requests/${id}:respond`, { ...opts, body });
    },

    // POST /v1/cancellation-requests/{id}:accept — SEPA direct debit only; path and body are guesses (the
    // sandbox takes no body or {}): a platform that differs refuses, and the refusal is shown in words
    acceptCancellation(id: number, opts: TCallOptions = {}): Promise<void> {
      return client.request("POST", pathOf`/v1/cancellation-requests/${id}:accept`, { ...opts, body: {} });
    },

    // POST /v1/cancellation-requests/{id}:reject — SEPA direct debit only; {reasonCode, additionalInformation}
    // is a guess like the path: a platform wanting other fields names them in its refusal
    rejectCancellation(id: number, body: TV1RejectBody, opts: TCallOptions = {}): Promise<void> {
      return client.request("POST", pathOf`/v1/cancellation-requests/${id}:reject`, { ...opts, body });
    },
  };
}

/**
 * The v3 :respond body (docs/platform-interface.md#answering-a-cancellation). The answer a person confirms
 * carries the same shape, because the dialog shows the body verbatim and the audit records it; the service
 * passes it here as is, and cancellations.test.ts holds the two types equal.
 */
export type TV3RespondBody = {
  responseCode: "ACCEPTED" | "REJECTED";
  responseDetails?: {
    /** SEPA CT and Instant. */
    rejectionReasonCode?: string;
    swiftRejectionReasonCode?: string;
    additionalInformation?: string;
    /** Minor units of the payment's currency; accepting only. */
    feeAmount?: number;
  };
};

/** The v1 :reject body, a guess like its path (docs/platform.md, Assumptions → Cancellations). */
export type TV1RejectBody = { reasonCode: string; additionalInformation: string };
