// Censors credentials by key at any depth of what is logged (lib/logger.ts). pino's own `redact` matches
// fixed paths only, so a token one level deeper than foreseen, or inside an array, would be printed.

export const REDACTED = "[REDACTED]";

/** Keys compared without case or separators: `Set-Cookie`, `set_cookie` and `setCookie` are one key. */
const normalise = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, "");

// Any key that names one of these: client_secret, NEXTAUTH_SECRET, newPassword, proxy-authorization, cookies.
const CONTAINS = ["secret", "password", "passwd", "authorization", "cookie"];
// Token fields by their exact names: `token` alone often holds expiry and type, which are worth logging.
const EXACT = new Set(["idtoken", "accesstoken", "refreshtoken", "apikey", "xapikey", "privatekey"]);

export function isSecretKey(key: string): boolean {
  const k = normalise(key);
  return EXACT.has(k) || CONTAINS.some((word) => k.includes(word));
}

/** Deeper than this, a value is replaced: nothing this app logs is nested that far. */
const MAX_DEPTH = 12;

/**
 * A copy of `value` with the value of every secret key replaced, in plain objects, arrays and errors (whose
 * prototype is kept, so pino still serialises them as errors). Other objects (Date, URL, Secret, Buffer)
 * are left to their own toJSON.
 */
export function redactSecrets<T>(value: T): T {
  return walk(value, 0, new WeakSet()) as T;
}

function walk(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return "[Circular]";
  if (depth >= MAX_DEPTH) return "[Too deep]";
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1, seen));
    const proto = Object.getPrototypeOf(value) as object | null;
    if (value instanceof Error) return copy(value, proto, Object.getOwnPropertyNames(value), depth, seen);
    if (proto === Object.prototype || proto === null)
      return copy(value, proto, Object.keys(value), depth, seen);
    return value;
  } finally {
    seen.delete(value);
  }
}

function copy(source: object, proto: object | null, keys: string[], depth: number, seen: WeakSet<object>) {
  const target = Object.create(proto) as Record<string, unknown>;
  for (const key of keys) {
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    if (!descriptor || !("value" in descriptor)) continue;
    const value = isSecretKey(key) ? REDACTED : walk(descriptor.value, depth + 1, seen);
    Object.defineProperty(target, key, { ...descriptor, value });
  }
  return target;
}
