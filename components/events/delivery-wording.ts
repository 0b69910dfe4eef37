import type { BadgeStatus } from "@/components/ui/badge";
import type { TProcessingState, TRejectionReason } from "@/lib/domain/events/filters";

// The codes the intake stores (lib/webhooks/verify/verify-signature.ts, receive-webhook.ts) as short
// sentences a person can act on; the code itself stays visible small beside it.
export const REJECTION_SENTENCES: Record<TRejectionReason, string> = {
  missing_signature: "No signature header was sent.",
  missing_timestamp: "No signature timestamp was sent.",
  missing_tenant: "No receiver tenant was named.",
  wrong_tenant: "Addressed to another tenant.",
  malformed_timestamp: "The timestamp is not UNIX seconds.",
  stale_timestamp: "Signed too long ago: outside the tolerance window.",
  future_timestamp: "Dated in the future: outside the tolerance window.",
  malformed_signature: "A signature header is not valid base64.",
  bad_signature: "No signature matches a configured public key.",
  body_too_large: "The body is larger than 1 MB.",
};

/** A stored code this build does not know (a newer intake, a hand-made row) is still shown, as itself. */
export function rejectionSentence(code: string | null): string {
  if (!code) return "Rejected for an unrecorded reason.";
  return Object.hasOwn(REJECTION_SENTENCES, code)
    ? REJECTION_SENTENCES[code as TRejectionReason]
    : `Rejected (${code}).`;
}

// Processing in the shared badge meanings (components/ui/README.md): pending is Countersign still working,
// unprocessable is a body it could not understand, skipped is a rejected delivery never meant to run.
export const PROCESSING_BADGE: Record<TProcessingState, BadgeStatus> = {
  pending: "progress",
  processed: "done",
  unprocessable: "failed",
  skipped: "neutral",
};

/** Kinds as stored (PAYMENT_STATUS) in words for the filter; the table shows the stored name itself. */
export function kindLabel(kind: string): string {
  return kind.charAt(0) + kind.slice(1).toLowerCase().replaceAll("_", " ");
}
