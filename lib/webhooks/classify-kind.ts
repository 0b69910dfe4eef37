import "server-only";
import { DELIVERY_KINDS } from "@/lib/domain/events/filters";
import { documentedShape, guessedShape } from "./kind-shapes";

// One URL receives every kind of notification, and the interface names no field or header that says which
// (docs/platform.md, assumptions). So the body's SHAPE decides first: the two documented bodies have
// fields nothing else has, and a name never overrides them. Only then a name: the sandbox's
// `<prefix>-event-type` header or a body field `event` / `eventType` (docs/platform.md, Assumptions; other
// implementations pick either). Last, the kinds whose payloads are not shown are told by the shapes the
// sandbox documents, because a strict platform sends no name at all. Whatever is not recognised is stored
// as UNKNOWN (kept, acknowledged) and can be applied again once a later version understands it.

/** The kinds Countersign handles (UNKNOWN aside): one list, shared with the Events page's filters. */
export const WEBHOOK_KINDS = DELIVERY_KINDS.filter((k) => k !== "UNKNOWN");
export type TWebhookKind = (typeof DELIVERY_KINDS)[number];

/** The kind, and a sentence for the Events page when the names and the shape disagree. */
export type TClassification = { kind: TWebhookKind; note: string | null };

type TName = { source: string; raw: string; kind: TWebhookKind | null };

export function classifyKind(headerValue: string | null, body: unknown): TClassification {
  const b = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const names = namesOf(headerValue, b);
  const name = names[0];
  const notes = disagreeingNames(names);

  const documented = documentedShape(b);
  if (documented) {
    // A pending confirmation IS a payment status notice: a name saying so refines the shape.
    if (documented === "PAYMENT_STATUS" && name?.kind === "PENDING_CONFIRMATION") {
      return done("PENDING_CONFIRMATION", notes);
    }
    if (name && name.kind !== documented) {
      notes.push(`${said(name)}, but the body has the documented ${documented} shape, which decides.`);
    }
    return done(documented, notes);
  }

  const guessed = guessedShape(b);
  if (name?.kind) {
    if (guessed && guessed !== name.kind) {
      notes.push(`${said(name)}; its body looks like ${guessed}. The name decides for an undocumented body.`);
    }
    return done(name.kind, notes);
  }
  if (name) {
    notes.push(
      guessed
        ? `${said(name)}, not a kind Countersign knows; its body's shape says ${guessed}.`
        : `${said(name)}, not a kind Countersign handles.`,
    );
  }
  return done(guessed ?? "UNKNOWN", notes);
}

const done = (kind: TWebhookKind, notes: string[]): TClassification => ({
  kind,
  note: notes.length ? notes.join(" ") : null,
});

const said = (n: TName) => `The ${n.source} names the kind “${n.raw}”`;

/** Names in order of precedence: the header, then `event`, then `eventType`; blank ones are no name. */
function namesOf(headerValue: string | null, b: Record<string, unknown>): TName[] {
  const candidates: [string, unknown][] = [
    ["event-type header", headerValue],
    ["body's `event`", b.event],
    ["body's `eventType`", b.eventType],
  ];
  return candidates.flatMap(([source, value]) => {
    if (typeof value !== "string" || !value.trim()) return [];
    const raw = value.trim().slice(0, 80);
    return [{ source, raw, kind: kindOfName(raw) }];
  });
}

/** Trimmed, case-insensitive, with `-`, `.` or spaces read as `_` (payment-status = PAYMENT_STATUS). */
export function kindOfName(raw: string): TWebhookKind | null {
  const normal = raw
    .trim()
    .toUpperCase()
    .replace(/[-.\s]+/g, "_");
  return (WEBHOOK_KINDS as readonly string[]).includes(normal) ? (normal as TWebhookKind) : null;
}

/** A header and a body field naming different kinds: the first wins, and the page says so. */
function disagreeingNames([first, ...rest]: TName[]): string[] {
  const other = first && rest.find((n) => n.kind !== first.kind);
  return first && other ? [`${said(first)}; the ${other.source} names “${other.raw}”.`] : [];
}
