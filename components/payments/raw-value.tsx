import { Fragment } from "react";

// Values the platform sent that Countersign has no label for, on every detail page that lists them
// (payment, cancellation request, restriction order). Two rules:
// - Transport and hypermedia fields (`_links`, `_embedded`: names starting with `_`) are not data about the
//   object. They are left out of the field list and kept in a small disclosure beneath it.
// - Anything else is shown readably: text as text, a nested object as a nested name/value list, anything
//   deeper or stranger as indented JSON. Never "[object Object]", never one long raw line.

/** `_links`, `_embedded`, …: how the answer travelled, not what the object is. */
export const isTransportKey = (key: string) => key.startsWith("_");

/** The entries of `obj` no row labels, in the platform's order, split into data and transport fields. */
export function unlabelledEntries(
  obj: object,
  known: readonly string[] = [],
): { data: [string, unknown][]; transport: [string, unknown][] } {
  const rest = Object.entries(obj).filter(([key, value]) => !known.includes(key) && value !== undefined);
  return {
    data: rest.filter(([key]) => !isTransportKey(key)),
    transport: rest.filter(([key]) => isTransportKey(key)),
  };
}

const isScalar = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
/** Nested lists stop here; below, the value is indented JSON (still whole, still readable). */
const MAX_DEPTH = 2;

/** A value with no known meaning, shown exactly and readably. */
export function RawValue({ value, depth = 0 }: { value: unknown; depth?: number }) {
  if (typeof value === "string") return <span className="break-words whitespace-pre-wrap">{value}</span>;
  if (isScalar(value)) return <span className="font-mono text-xs">{String(value)}</span>;
  if (Array.isArray(value) && value.every(isScalar)) {
    if (value.length === 0) return <span className="text-muted-foreground">empty list</span>;
    return <span className="font-mono text-xs break-words">{value.map((v) => String(v)).join(", ")}</span>;
  }
  if (isPlainObject(value) && depth < MAX_DEPTH) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return <span className="text-muted-foreground">empty</span>;
    return (
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5" data-slot="raw-fields">
        {entries.map(([key, v]) => (
          <Fragment key={key}>
            <dt className="font-mono text-xs text-muted-foreground">{key}</dt>
            <dd className="min-w-0">
              <RawValue value={v} depth={depth + 1} />
            </dd>
          </Fragment>
        ))}
      </dl>
    );
  }
  return (
    <pre
      className="max-h-48 overflow-auto rounded bg-muted px-2 py-1 font-mono text-xs break-words whitespace-pre-wrap"
      tabIndex={0}
    >
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** The transport fields left out of a list, still there for whoever needs them, as sent. */
export function TransportFields({ entries }: { entries: [string, unknown][] }) {
  if (entries.length === 0) return null;
  return (
    <details className="py-1.5 text-xs" data-testid="transport-fields">
      <summary className="cursor-pointer text-muted-foreground">
        Links and transport fields, not shown as data ({entries.map(([key]) => key).join(", ")})
      </summary>
      <pre
        className="mt-1 max-h-48 overflow-auto rounded bg-muted px-2 py-1 font-mono break-words whitespace-pre-wrap"
        tabIndex={0}
      >
        {JSON.stringify(Object.fromEntries(entries), null, 2)}
      </pre>
    </details>
  );
}
