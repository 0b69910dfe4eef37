// Is a server action's body one React can decode into plain values? Next decodes it (React's decodeReply)
// before any of Countersign's code runs, and a body that is not JSON, refers to a part it does not carry,
// or names a path that is not there throws inside Next's action handler, which answers every such throw
// with a 500 (next/dist/server/app-render/action-handler.js: "res.statusCode = 500" for fetch actions).
// proxy.ts runs first, so it checks the body with the rules below and refuses what would throw
// (lib/http/action-body-guard.ts). Countersign's actions take plain objects: React sends them as one JSON
// text (or, for values it cannot inline, numbered JSON parts), so only what such values encode to passes.

/** React's inline encodings of values JSON lacks: "$$…" is an escaped "$…" string. */
const INLINE = [/^\$\$/, /^\$undefined$/, /^\$NaN$/, /^\$Infinity$/, /^\$-Infinity$/, /^\$-0$/, /^\$D/];
/** A BigInt ("$n…"): React refuses more than 300 digits, and BigInt() throws on anything but digits. */
const BIGINT = /^\$n-?\d{1,300}$/;
/** A reference to another part, with an optional path into it ("$0:items:1", "$Q2", "$@3"). */
const REFERENCE = /^\$([@QWi]?)([0-9a-f]{1,8})((?::[^:]*)*)$/;

export type TReplyCheck = { ok: true } | { ok: false; reason: string };

/**
 * Checks the parts of a reply (part id → its text; a single-text body is part "0"): each part is JSON, the
 * root is the argument list, and every "$" string is an inline value or a reference that resolves.
 */
export function checkActionReply(parts: ReadonlyMap<string, string>): TReplyCheck {
  const parsed = new Map<string, unknown>();
  for (const [id, text] of parts) {
    try {
      parsed.set(id, JSON.parse(text));
    } catch {
      return { ok: false, reason: id === "0" ? "The body is not JSON." : `Part ${id} is not JSON.` };
    }
  }
  if (!Array.isArray(parsed.get("0"))) return { ok: false, reason: "The body is not a list of arguments." };
  // React counts what references copy into arrays and throws past a million slots ("Maximum array nesting
  // exceeded"); a reply of plain values references little, so the budget here is far below that.
  const budget = { left: REFERENCED_MAX };
  for (const value of parsed.values()) {
    const bad = firstBadString(value, parsed, budget);
    if (bad !== null) return { ok: false, reason: `“${bad.slice(0, 40)}” is not a value an action takes.` };
  }
  return { ok: true };
}

const REFERENCED_MAX = 200_000;

function firstBadString(
  value: unknown,
  parts: ReadonlyMap<string, unknown>,
  budget: { left: number },
): string | null {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.startsWith("$") && !validDollar(v, parts, budget)) return v;
    } else if (v !== null && typeof v === "object") {
      stack.push(...Object.values(v));
    }
  }
  return null;
}

function validDollar(v: string, parts: ReadonlyMap<string, unknown>, budget: { left: number }): boolean {
  if (INLINE.some((re) => re.test(v)) || BIGINT.test(v)) return true;
  const ref = REFERENCE.exec(v);
  if (!ref) return false;
  const id = String(parseInt(ref[2]!, 16));
  if (!parts.has(id)) return false;
  // React resolves a path only through own keys of plain objects and arrays ("Invalid reference." else).
  let at: unknown = parts.get(id);
  for (const key of ref[3] ? ref[3].slice(1).split(":") : []) {
    if (at === null || typeof at !== "object" || !Object.hasOwn(at, key)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  budget.left -= JSON.stringify(at ?? null).length;
  return budget.left >= 0;
}
