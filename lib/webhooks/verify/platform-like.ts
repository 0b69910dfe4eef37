import "server-only";
import { headerNames, signatureHeaders, ZSignatureHeader } from "./signature-headers";
import { verifyWebhook, type TVerifyInput } from "./verify-signature";

// Which refused deliveries may raise VERIFICATION_FAILING (README, Security → Webhook intake). The alert
// means "the platform's own deliveries are being refused": a rotated key, a wrong tenant setting, a
// drifting clock. Anyone can post to the webhook URL, so a failure counts only when it looks like the
// platform's:
// - bad_signature: our tenant, a timestamp inside the tolerance, and every signature well-formed with the
//   length of a configured key's signature (what a key the platform rotated to would give);
// - wrong_tenant, stale_timestamp, future_timestamp: only when a signature verifies with a configured key
//   over the tenant and timestamp as sent, which nobody but the platform can make;
// - anything else (a missing or malformed header, an oversized body): never.
// Call it only for requests under the rate limit: the second kind costs RSA verifications.

export function looksLikePlatform(failure: { reason: string }, input: TVerifyInput): boolean {
  switch (failure.reason) {
    case "bad_signature":
      // verifyWebhook refuses with bad_signature only after the tenant, the timestamp and base64 passed.
      return signaturesFitKeys(input);
    case "wrong_tenant":
    case "stale_timestamp":
    case "future_timestamp": {
      const tenant = input.headers(headerNames(input.headerPrefix).tenant);
      if (tenant === null) return false;
      return verifyWebhook({ ...input, expectedTenantId: tenant, toleranceSeconds: Infinity }).ok;
    }
    default:
      return false;
  }
}

/** Every signature decodes to exactly as many bytes as some configured RSA key's signatures have. */
function signaturesFitKeys(input: TVerifyInput): boolean {
  const lengths = new Set(
    input.publicKeys.map((key) => Math.ceil((key.asymmetricKeyDetails?.modulusLength ?? 0) / 8)),
  );
  const signatures = signatureHeaders(input.headers, input.headerPrefix);
  return (
    signatures.length > 0 &&
    signatures.every((s) => {
      const bytes = ZSignatureHeader.safeParse(s.value);
      return bytes.success && lengths.has(bytes.data.length);
    })
  );
}
