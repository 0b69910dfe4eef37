import "server-only";

export type TQueryValue = string | number | boolean;
/** Arrays become repeated parameters (`schema=SEPA&schema=INST`); null/undefined are left out. */
export type TQuery = Record<string, TQueryValue | readonly TQueryValue[] | null | undefined>;

/**
 * Builds a path from a template, encoding each interpolated value with encodeURIComponent:
 *   pathOf`/v1/accounts/${accountId}:close`  →  "/v1/accounts/3f…:close"
 * The literal text (including the platform's `:action` colon suffix) is kept as written; a colon
 * inside a value is encoded, so an id can never smuggle in an action. "." and ".." are refused
 * because proxies may normalise them into another resource.
 */
export function pathOf(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  return strings.reduce((out, literal, i) => {
    if (i === 0) return literal;
    return out + encodeSegment(values[i - 1]!) + literal;
  }, "");
}

function encodeSegment(value: string | number): string {
  const text = String(value);
  if (text === "" || text === "." || text === "..") {
    throw new TypeError(`Invalid path parameter: ${JSON.stringify(text)}`);
  }
  return encodeURIComponent(text);
}

export function toQueryString(query: TQuery | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || raw === null) continue;
    const values: readonly TQueryValue[] = Array.isArray(raw) ? raw : [raw as TQueryValue];
    for (const value of values) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export interface TTarget {
  /** scheme://host:port, the key of the agent's connection pool. */
  origin: string;
  /** Base path + path, no query: what goes into logs and errors. */
  path: string;
  /** What is sent on the request line. */
  pathWithQuery: string;
}

/**
 * Joins by string, not with `new URL(path, base)`: URL resolution would drop the base path and
 * treat "/v1/x:close" oddly in relative forms; the platform's paths are sent exactly as built.
 */
export function resolveTarget(baseUrl: string, path: string, query?: TQuery): TTarget {
  const base = new URL(baseUrl);
  // Query strings go through `query` so they stay out of logs and errors.
  if (!path.startsWith("/") || /[?#]/.test(path)) throw new TypeError(`Invalid request path: ${path}`);
  const basePath = base.pathname.replace(/\/+$/, "");
  const fullPath = `${basePath}${path}`;
  return { origin: base.origin, path: fullPath, pathWithQuery: fullPath + toQueryString(query) };
}
