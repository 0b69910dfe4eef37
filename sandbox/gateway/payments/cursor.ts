import { createHash } from "node:crypto";
import { envelopeError } from "../../http/errors";
import type { TEdge } from "../../state/payment-order";

// Cursor pagination of the searches (docs/platform-interface.md#payment-search: the two cursor tokens). A
// token is opaque to the client: base64url JSON of the page edge (datetime ms + id in the stable order), the
// direction it pages in, and a fingerprint of the filters, so a token replayed with other filters, in the
// other direction's parameter, or tampered with is a 400 rather than a silently wrong page.

type TToken = { v: 1; d: "next" | "prev"; t: number; i: number; f: string };

export type TPage<T> = { items: T[]; next: string | null; prev: string | null };

export function fingerprintOf(filter: unknown): string {
  return createHash("sha256").update(JSON.stringify(filter)).digest("base64url").slice(0, 16);
}

export const encodeToken = (d: TToken["d"], edge: TEdge, f: string) =>
  Buffer.from(JSON.stringify({ v: 1, d, t: edge.t, i: edge.i, f } satisfies TToken)).toString("base64url");

export function decodeToken(raw: string, d: TToken["d"], fingerprint: string, field: string): TEdge {
  let token: Partial<TToken> | undefined;
  try {
    token = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Partial<TToken>;
  } catch {
    token = undefined;
  }
  const wellFormed = token && token.v === 1 && Number.isSafeInteger(token.t) && Number.isSafeInteger(token.i);
  const problem = !wellFormed
    ? "is not a page token"
    : token!.d !== d
      ? `is not a ${d === "next" ? "next" : "previous"} page token`
      : token!.f !== fingerprint
        ? "belongs to a search with other filters"
        : null;
  if (problem) {
    throw envelopeError(400, "VALIDATION_ERROR", "Request validation failed", [
      {
        code: "INVALID_PAGE_TOKEN",
        field_name: field,
        message: `The token ${problem}`,
        value: raw.slice(0, 200),
      },
    ]);
  }
  return { t: token!.t!, i: token!.i! };
}
