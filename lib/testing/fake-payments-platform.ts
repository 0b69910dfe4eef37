import { createPlatformClient } from "@/lib/http/platform-client";
import { sendJson, startTestServer, type TRecordedRequest } from "@/lib/http/test-server";
import { gatewayApi } from "@/lib/providers/gateway/client";
import { createSearchMemory } from "@/lib/providers/gateway/search-memory";

// For unit tests only: a gateway that answers the payment searches over real HTTP the way an independent
// implementation of the interface might. It honours only the parameters it is told to (`honours`, by wire
// name) and ignores every other one silently; binds a page token to the filter part of the query string
// exactly as received (so filters sent in another order refuse the token); may have no status and type
// lists (404), and may answer v3 in a summary shape of its own.

export type TFakePayment = {
  id: number;
  status: string; // the name, e.g. "To sign"
  statusId: number;
  type?: string;
  typeId?: number;
  direction?: "OUTBOUND" | "INBOUND";
  method?: string;
  amount?: number;
  currency?: string;
  metadata?: string[];
  parentId?: number;
};

export type TFakeOptions = {
  /** Wire names of the parameters applied; all others ignored. */
  honours?: string[];
  /** false: the status and type list operations answer 404. */
  lists?: boolean;
  /** "other": v3 summaries use names of their own (`paymentId`, `state`…). */
  v3Shape?: "sandbox" | "other";
};

export const STATUS_IDS: Record<string, number> = {
  Created: 1,
  "To sign": 2,
  Signed: 3,
  Accepted: 4,
  Completed: 5,
  Rejected: 8,
};
const hard = (name: string) => name.toUpperCase().replace(/ /g, "_");

/** `count` payments, newest (highest id) first, statuses cycling as given. */
export function fakePayments(count: number, statuses: string[] = ["Completed"]): TFakePayment[] {
  return Array.from({ length: count }, (_, i) => {
    const status = statuses[i % statuses.length]!;
    return { id: count - i, status, statusId: STATUS_IDS[status] ?? 99 };
  });
}

const PAGING = ["limit", "next_page_token", "previous_page_token", "nextPageToken", "previousPageToken"];

export async function startFakePaymentsPlatform(payments: TFakePayment[], opts: TFakeOptions = {}) {
  const honours = new Set(opts.honours ?? []);
  const server = await startTestServer((req, res) => {
    const url = new URL(req.url, "http://fake");
    if (url.pathname.endsWith("/statuses") || url.pathname.endsWith("/types")) {
      if (opts.lists === false) return sendJson(res, 404, { code: "NOT_FOUND", message: "No resource" });
      const list = url.pathname.endsWith("/statuses")
        ? Object.entries(STATUS_IDS).map(([name, id]) => ({ id, name }))
        : [{ id: 1, name: "Payment" }];
      return sendJson(res, 200, list);
    }
    const v3 = url.pathname === "/v3/payments";
    const p = url.searchParams;
    const filters = [...p].filter(([k]) => !PAGING.includes(k));
    const bound = new URLSearchParams(filters).toString();
    let rows = payments.filter((pay) => honoured(pay, p, honours));
    const token = p.get(v3 ? "nextPageToken" : "next_page_token");
    const back = p.get(v3 ? "previousPageToken" : "previous_page_token");
    const limit = Number(p.get("limit") ?? 10);
    let start = 0;
    let end = rows.length;
    for (const [raw, isNext] of [
      [token, true],
      [back, false],
    ] as const) {
      if (raw === null) continue;
      const [dir, at, f] = raw.split("|");
      if (dir !== (isNext ? "n" : "p") || f !== bound)
        return sendJson(res, 400, {
          code: "VALIDATION_ERROR",
          message: "Invalid page token",
          data: { errors: [{ code: "BAD_TOKEN", field_name: v3 ? "nextPageToken" : "next_page_token" }] },
        });
      if (isNext) start = Number(at);
      else end = Number(at);
    }
    if (back !== null) start = Math.max(0, end - limit);
    else end = Math.min(rows.length, start + limit);
    const next = end < rows.length ? `n|${end}|${bound}` : null;
    const prev = start > 0 ? `p|${start}|${bound}` : null;
    rows = rows.slice(start, end);
    if (v3) {
      const data = rows.map((r) => (opts.v3Shape === "other" ? otherSummary(r) : summary(r)));
      return sendJson(res, 200, { data, meta: { nextPageToken: next, previousPageToken: prev } });
    }
    return sendJson(res, 200, {
      result: rows.map(item),
      meta: { next_page_token: next, previous_page_token: prev },
    });
  });
  const tokens = { getToken: async () => "token", invalidate: () => {} };
  const client = createPlatformClient({ api: "gateway", baseUrl: server.url, tokens });
  const memory = createSearchMemory();
  return {
    server,
    api: gatewayApi(client, client, memory),
    /** The searches received, as query parameter lists (one per request). */
    searches: () =>
      server.requests
        .filter((r: TRecordedRequest) => /\/(v3\/payments|v2\/transaction\/search)/.test(r.url))
        .map((r) => new URL(r.url, "http://fake")),
    close: () => server.close(),
  };
}

function honoured(pay: TFakePayment, p: URLSearchParams, honours: Set<string>): boolean {
  const all = (name: string) => (honours.has(name) ? p.getAll(name) : []);
  const checks: [string[], (v: string[]) => boolean][] = [
    [all("statuses"), (v) => v.includes(String(pay.statusId))],
    [all("statusIds"), (v) => v.includes(String(pay.statusId))],
    [all("direction"), (v) => v.includes(pay.direction ?? "OUTBOUND")],
    [all("metadata"), (v) => v.some((m) => pay.metadata?.includes(m))],
    [all("transaction_id"), (v) => v.includes(String(pay.id))],
    [all("id"), (v) => v.includes(String(pay.id))],
  ];
  return checks.every(([values, ok]) => values.length === 0 || ok(values));
}

const at = (id: number) => new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString();

function item(r: TFakePayment) {
  return {
    amount: r.amount ?? 1000,
    currency_isocode_alphabetic: r.currency ?? "EUR",
    direction: r.direction ?? "OUTBOUND",
    sepa_msg_id: `MSG-${r.id}`,
    status: r.status,
    status_hardvalue: hard(r.status),
    transaction_id: r.id,
    type: r.type ?? "Payment",
    type_id: r.typeId ?? 1,
    metadata: r.metadata,
    method: r.method ?? "SEPA",
    datetime: at(r.id),
    parent_trx_id: r.parentId,
  };
}

function summary(r: TFakePayment) {
  return {
    id: r.id,
    uetr: null,
    endToEndId: null,
    direction: r.direction ?? "OUTBOUND",
    method: r.method ?? "SEPA",
    type: r.type ?? "Payment",
    typeId: r.typeId ?? 1,
    status: hard(r.status),
    statusId: r.statusId,
    amount: r.amount ?? 1000,
    currency: r.currency ?? "EUR",
    parentId: r.parentId ?? null,
    createdAt: at(r.id),
  };
}

/** A v3 summary as another implementation might shape it: only `id` and `uetr` as the interface names. */
const otherSummary = (r: TFakePayment) => ({
  id: r.id,
  uetr: null,
  paymentStatus: { code: hard(r.status) },
  value: { amount: r.amount ?? 1000, currency: r.currency ?? "EUR" },
});
