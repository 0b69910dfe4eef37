// Client-safe: one GET of a Countersign JSON route (the routes of app/api), for TanStack Query reads. A
// failure becomes a ReadError carrying what the route said (lib/auth/guard-route.ts errorResponse): its
// sentence, HTTP status, the platform's code, field errors and the request id people quote to support.

export class ReadError extends Error {
  override readonly name = "ReadError";
  constructor(
    message: string,
    readonly status: number,
    readonly requestId: string | null = null,
    readonly code: string | null = null,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

type TErrorBody = {
  error?: {
    message?: string;
    providerCode?: string;
    requestId?: string | null;
    fieldErrors?: Record<string, string>;
  };
};

export async function readJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { headers: { accept: "application/json" }, cache: "no-store", signal });
  const body = (await res.json().catch(() => null)) as (T & TErrorBody) | TErrorBody | null;
  if (!res.ok || !body || body.error) {
    const e = body?.error;
    throw new ReadError(
      e?.message ?? `The server answered ${res.status}.`,
      res.status,
      e?.requestId ?? null,
      e?.providerCode ?? null,
      e?.fieldErrors,
    );
  }
  return body as T;
}
