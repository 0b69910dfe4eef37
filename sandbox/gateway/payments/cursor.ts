import { createHash } from "node:crypto";
import { envelopeError } from "../../http/errors";

// Cursor pagination of the searches (provider-api.md: "next page token, previous page token"). A token is
// opaque to the client: base64url JSON of the page edge (datetime ms + id in the stable order), the
// direction it pages in, and a fingerprint of the filters, so a token replayed with other filters, in the
// other direction's parameter, or tampered with is a 400 rather than a silently wrong page.

export type TEdge = { t: number; i: number };
type TToken = { v: 1; d: "next" | "prev"; t: number; i: number; f: string };

export type TPageRequest = { limit: number; next?: string; prev?: string; fingerprint: string };
export type TPage<T> = { items: T[]; next: string | null; prev: string | null };

export function fingerprintOf(filter: unknown): string {
  return createHash("sha256").update(JSON.stringify(filter)).digest("base64url").slice(0, 16);
}

const encode = (d: TToken["d"], edge: TEdge, f: string) =>
  Buffer.from(JSON.stringify({ v: 1, d, t: edge.t, i: edge.i, f } satisfies TToken)).toString("base64url");

function decode(raw: string, d: TToken["d"], fingerprint: string, field: string): TEdge {
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

/** `sorted` is in the search order (newest first); `edgeOf` gives each item's place in it. */
export function paginate<T>(
  sorted: T[],
  edgeOf: (item: T) => TEdge,
  req: TPageRequest,
  fields: { next: string; prev: string },
): TPage<T> {
  // In list order, `a` comes before edge `e` when it is newer, or as new with a higher id.
  const before = (item: T, e: TEdge) => {
    const a = edgeOf(item);
    return a.t > e.t || (a.t === e.t && a.i > e.i);
  };
  const after = (item: T, e: TEdge) => {
    const a = edgeOf(item);
    return a.t < e.t || (a.t === e.t && a.i < e.i);
  };
  let start = 0;
  let end = Math.min(req.limit, sorted.length);
  let anchor: TEdge | undefined;
  if (req.next !== undefined) {
    anchor = decode(req.next, "next", req.fingerprint, fields.next);
    start = sorted.findIndex((x) => after(x, anchor!));
    if (start < 0) start = sorted.length;
    end = Math.min(start + req.limit, sorted.length);
  } else if (req.prev !== undefined) {
    anchor = decode(req.prev, "prev", req.fingerprint, fields.prev);
    end = sorted.filter((x) => before(x, anchor!)).length;
    start = Math.max(0, end - req.limit);
  }
  const items = sorted.slice(start, end);
  const firstEdge = items.length ? edgeOf(items[0]!) : anchor;
  const lastEdge = items.length ? edgeOf(items[items.length - 1]!) : anchor;
  return {
    items,
    next: end < sorted.length && lastEdge ? encode("next", lastEdge, req.fingerprint) : null,
    prev: start > 0 && firstEdge ? encode("prev", firstEdge, req.fingerprint) : null,
  };
}
