import "server-only";
import { getDelivery as getDeliveryRow } from "@/lib/db/webhook-delivery-queries";
import { AppError } from "@/lib/errors/app-error";
import type { TDeliveryDetail } from "@/lib/domain/events/filters";
import { toDeliveryRow } from "./list-deliveries";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** One delivery with everything stored about it, the raw body included; not_found when there is none. */
export async function getDelivery(id: string): Promise<TDeliveryDetail> {
  const row = /^\d{1,19}$/.test(id) ? await getDeliveryRow(BigInt(id)) : null;
  if (!row) throw new AppError("not_found", `There is no webhook delivery ${id}.`);
  return {
    ...toDeliveryRow(row),
    kindNote: row.kindNote,
    sentAt: row.sentAt?.toISOString() ?? null,
    processedAt: row.processedAt?.toISOString() ?? null,
    bodySha256: row.bodySha256,
    bodyBytes: row.rawBody.length,
    bodyTruncated: row.bodyTruncated,
    headers: headersOf(row.headers),
    body: decodeBody(row.rawBody, row.bodyTruncated),
  };
}

// The body is evidence: show the exact bytes. Text when they are valid UTF-8 (a truncated rejected body may
// end mid-character, so there, and only there, up to 3 bytes of a cut sequence are dropped); else base64.
export function decodeBody(bytes: Uint8Array, truncated: boolean): TDeliveryDetail["body"] {
  for (let cut = 0; cut <= (truncated ? Math.min(3, bytes.length) : 0); cut++) {
    try {
      return { encoding: "utf8", text: utf8.decode(bytes.subarray(0, bytes.length - cut)) };
    } catch {
      // try again without the last byte(s)
    }
  }
  return { encoding: "base64", text: Buffer.from(bytes).toString("base64") };
}

function headersOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}
