import "server-only";
import { createHash } from "node:crypto";
import type { KeyObject } from "node:crypto";
import { clientAddress } from "@/lib/auth/client-address";
import { storeDelivery } from "@/lib/db/webhook-deliveries";
import { countRefusal } from "@/lib/db/webhook-rejections";
import { logger } from "@/lib/logger";
import { webhookDeliveries } from "@/lib/metrics/metrics";
import { withSpan } from "@/lib/metrics/trace";
import type { TAllowedSources } from "./allowed-sources";
import { classifyKind } from "./classify-kind";
import { announcesPendingConfirmation } from "./process/pending-status";
import { kickProcessing } from "./process/processing-loop";
import { readBodyCapped } from "./read-body";
import { refuseDelivery } from "./refuse-delivery";
import { sourceKey } from "./source-address";
import { looksLikePlatform } from "./verify/platform-like";
import { verifyWebhook, type TVerifyInput } from "./verify/verify-signature";

// The intake of the webhook trust model (docs/architecture.md#how-a-webhook-flows), on the raw bytes:
//   source → verify → store → answer. A source outside WEBHOOK_ALLOWED_SOURCES is 403 and only counted. A
//   failed check is 401 (429 past the source's hourly limit), always counted and stored only as a sample,
//   never processed (refuse-delivery.ts); a verified delivery is stored before the 2xx and never limited; a
//   verified body that is not JSON is stored as unprocessable and still acknowledged (the platform holds back
//   every later notification while one is retried, so one poison message must not block the stream); only a
//   failure to store answers non-2xx, so the retry loses nothing.

export const MAX_BODY_BYTES = 1024 * 1024;
/** Rejected bodies are evidence, not data: keep enough to diagnose, not enough to fill the disk. */
const REJECTED_BODY_BYTES = 16 * 1024;

export type TIntakeConfig = {
  publicKeys: KeyObject[];
  tenantId: string;
  headerPrefix: string;
  toleranceSeconds: number;
  /** Proxies in front of the app (TRUSTED_PROXY_HOPS), for the source address (lib/auth/client-address.ts). */
  trustedProxyHops: number;
  /** WEBHOOK_ALLOWED_SOURCES; null: any source may post. */
  allowedSources: TAllowedSources | null;
  /** Failed deliveries a source may send per clock hour before 429 (WEBHOOK_UNVERIFIED_PER_HOUR). */
  unverifiedPerHour: number;
  /** Rejected deliveries stored per reason and source per hour (WEBHOOK_REJECTED_SAMPLES_PER_HOUR). */
  rejectedSamplesPerHour: number;
};

/** What the intake needs of a request, whichever server received it. */
export type TIncoming = {
  header(name: string): string | null;
  /** Reads the raw body with a cap of MAX_BODY_BYTES (see read-body.ts); not called for a refused source. */
  readBody(): Promise<{ bytes: Buffer; tooLarge: boolean }>;
  /** Every header, for the ones worth keeping (webhookHeaders). */
  headers: Iterable<[string, string]>;
};

export type TIntakeAnswer = {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
};

/** The Next.js route's adapter (app/api/webhooks): Fetch Request in, Fetch Response out. */
export function receiveWebhook(
  request: Request,
  config: TIntakeConfig,
  requestId: string | null,
): Promise<Response> {
  const attributes = requestId ? { "countersign.request_id": requestId } : {};
  return withSpan("webhook receive", attributes, async (span) => {
    const res = await receive(request, config, requestId);
    span.setAttribute("http.response.status_code", res.status);
    return res;
  });
}

async function receive(request: Request, config: TIntakeConfig, requestId: string | null): Promise<Response> {
  const answer = await receiveDelivery(
    {
      header: (name) => request.headers.get(name),
      readBody: () => readBodyCapped(request.body, MAX_BODY_BYTES),
      headers: request.headers,
    },
    config,
    requestId,
  );
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}

/** The intake itself, independent of the HTTP server that received the request. */
export async function receiveDelivery(
  incoming: TIncoming,
  config: TIntakeConfig,
  requestId: string | null,
): Promise<TIntakeAnswer> {
  const { header } = incoming;
  if (config.publicKeys.length === 0) {
    // Nothing can be verified, and nothing is wrong with the delivery: a configuration fault. 503 makes the
    // platform keep it and retry once WEBHOOK_PUBLIC_KEYS is set; storing each retry would only add noise.
    logger.error({ requestId }, "webhook refused: WEBHOOK_PUBLIC_KEYS is not set");
    return { status: 503, body: { error: "webhook_keys_not_configured" } };
  }
  const address = clientAddress({ get: header }, config.trustedProxyHops);
  const source = sourceKey(address);
  try {
    if (config.allowedSources && !config.allowedSources.allows(address)) {
      // Not the platform's network: counted, and neither read nor stored nor verified.
      await countRefusal("source_not_allowed", source);
      return { status: 403, body: { error: "source_not_allowed" } };
    }
  } catch (err) {
    logger.error({ err, requestId }, "webhook refusal could not be counted");
    return { status: 503, body: { error: "not_stored", requestId } };
  }

  const { bytes, tooLarge } = await incoming.readBody();
  const verifyInput: TVerifyInput = {
    rawBody: bytes,
    headers: header,
    publicKeys: config.publicKeys,
    expectedTenantId: config.tenantId,
    headerPrefix: config.headerPrefix,
    toleranceSeconds: config.toleranceSeconds,
    nowSeconds: Math.floor(Date.now() / 1000),
  };
  const verification = tooLarge
    ? ({ ok: false, reason: "body_too_large", detail: `Body over ${MAX_BODY_BYTES} bytes` } as const)
    : verifyWebhook(verifyInput);

  const sentAtHeader = header(`${config.headerPrefix}-signature-timestamp`);
  const sentAt =
    sentAtHeader && /^\d{1,12}$/.test(sentAtHeader) ? new Date(Number(sentAtHeader) * 1000) : null;
  const common = {
    tenantId: header(`${config.headerPrefix}-receiver-tenant-id`),
    sentAt,
    bodySha256: createHash("sha256").update(bytes).digest("hex"),
    headers: webhookHeaders(incoming.headers, config.headerPrefix),
    source,
  };

  try {
    if (!verification.ok) {
      return await refuseDelivery(
        {
          reason: verification.reason,
          status: tooLarge ? 413 : 401,
          row: {
            ...common,
            verified: false,
            rejectionReason: verification.reason,
            rejectionDetail: verification.detail,
            signatureVersions: [],
            kind: null,
            rawBody: bytes.subarray(0, REJECTED_BODY_BYTES),
            bodyTruncated: bytes.length > REJECTED_BODY_BYTES,
            processing: "skipped",
            processingError: null,
          },
          source,
          limits: config,
          platformLike: () => looksLikePlatform(verification, verifyInput),
        },
        requestId,
      );
    }

    const parsed = parseJson(bytes);
    const body = parsed.ok ? parsed.value : null;
    const { kind, note } = classifyKind(header(`${config.headerPrefix}-event-type`), body);
    const stored = await storeDelivery({
      ...common,
      verified: true,
      rejectionReason: null,
      rejectionDetail: null,
      signatureVersions: verification.signatureVersions,
      kind,
      kindNote: note,
      urgent: announcesPendingConfirmation(kind, body),
      rawBody: bytes,
      bodyTruncated: false,
      processing: parsed.ok ? "pending" : "unprocessable",
      processingError: parsed.ok ? null : "The body is not JSON",
    });
    // Applied to the read models right away by this instance's processing loop (or any other's).
    webhookDeliveries().inc({ outcome: stored.duplicate ? "duplicate" : "stored", reason: "none" });
    if (!stored.duplicate) kickProcessing();
    return { status: 200, body: { received: true, id: stored.id.toString(), duplicate: stored.duplicate } };
  } catch (err) {
    // Not stored: a non-2xx makes the platform send it again, so nothing is lost.
    webhookDeliveries().inc({ outcome: "not_stored", reason: "none" });
    logger.error({ err, requestId }, "webhook could not be stored");
    return { status: 503, body: { error: "not_stored", requestId } };
  }
}

function parseJson(bytes: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(bytes.toString("utf8")) };
  } catch {
    return { ok: false };
  }
}

/** The headers worth keeping for diagnosis: the platform's own and a few transport ones, never cookies. */
function webhookHeaders(headers: Iterable<[string, string]>, prefix: string): Record<string, string> {
  const keep = ["content-type", "content-length", "user-agent", "x-forwarded-for", "x-request-id"];
  return Object.fromEntries(
    [...headers].filter(([name]) => name.startsWith(`${prefix}-`) || keep.includes(name)),
  );
}
