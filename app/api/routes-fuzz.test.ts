import fc from "fast-check";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { CRITICAL_TEXT, fuzzOptions, hostileText } from "@/lib/testing/fuzz-values";
import { useFuzzStack } from "@/lib/testing/fuzz-stack";

// Property-based fuzzing of every route's query (and path id): whatever a caller sends, the answer is never
// a 5xx and never a throw; a 400 names the field (README.md, Security: bad input). The real handlers run
// in-process against a real database and the sandbox platform, so an overflow in PostgreSQL or a refusal
// the platform turns into a 502 shows up here. FUZZ_SEED=<n> replays a run; FUZZ_RUNS=<n> runs longer.

vi.mock("@/lib/env", async (orig) => (await import("@/lib/testing/fuzz-mocks")).envModule(orig));
vi.mock("@/lib/auth/current-user", async (orig) =>
  (await import("@/lib/testing/fuzz-mocks")).currentUserModule(orig),
);
vi.mock("@/lib/auth/session-renewal", async (orig) =>
  (await import("@/lib/testing/fuzz-mocks")).sessionRenewalModule(orig),
);

type TRoute = { GET?: (req: NextRequest) => Promise<Response> };
/** Query parameters with valid examples (mixed with hostile values), and a path id's examples. */
type TSpec = { query: Record<string, string[]>; segment?: string[]; stream?: true } | { skip: string };

const ISO = ["2030-05-01T10:00:00Z", "2030-05-02T00:00:00.000+02:00"];
const UUID = ["3f0c1a4e-2b7d-4c1e-9a55-0d6b1f2e3a4b"];
const PAGE = ["10", "25", "50", "100"];

// Every app/api/**/route.ts. A route added without an entry here fails the first test below.
const ROUTES: Record<string, TSpec> = {
  "./approvals/records/route.ts": { query: { ids: ["1", "1,2,3"] } },
  "./approvals/route.ts": { query: {} },
  "./audit/export/route.ts": {
    query: {
      action: ["user.create"],
      actor: ["a@b.test"],
      outcome: ["success"],
      from: ISO,
      to: ISO,
      before: ["5"],
      limit: ["50"],
    },
  },
  "./auth/[...nextauth]/route.ts": { skip: "next-auth's own handler; sign-in input is tested in lib/auth" },
  "./cancellations/[id]/route.ts": { query: {}, segment: ["1042", "1"] },
  "./cancellations/route.ts": {
    query: {
      status: ["CANCELLATION_CREATED"],
      direction: ["INBOUND"],
      scheme: ["SEPA"],
      awaiting: ["yes"],
      before: ["1700000000000.5"],
      limit: ["25", "50"],
    },
  },
  "./confirmation-rules/route.ts": { query: {} },
  "./confirmation-rules/versions/route.ts": { query: { version: ["1", "2"] } },
  "./events/[id]/route.ts": { query: {}, segment: ["1", "42"] },
  "./events/route.ts": {
    query: {
      kind: ["LIQUIDITY"],
      verified: ["yes", "no"],
      reason: ["bad_signature"],
      processing: ["pending"],
      from: ISO,
      to: ISO,
      before: ["10"],
      after: ["1"],
      limit: ["50"],
    },
  },
  "./health/route.ts": { query: {} },
  "./instant/decisions/route.ts": {
    query: { source: ["rule", "user"], before: ["1700000000000:5"], limit: ["50"] },
  },
  "./instant/queue/route.ts": { query: {} },
  "./ledger/accounts/[accountId]/route.ts": { query: {}, segment: UUID },
  "./ledger/transactions/[id]/route.ts": { query: {}, segment: UUID },
  "./ledger/transactions/balances/route.ts": { query: { account: UUID } },
  "./liquidity/activity/route.ts": { query: {} },
  "./liquidity/summary/route.ts": {
    query: {
      status: ["COMPLETED", "REJECTED"],
      from: ISO,
      to: ISO,
      debtorAccount: ["LT223999010000000101"],
      creditorAccount: ["LT113999010000000202"],
      requestId: ["W-1"],
    },
  },
  "./liquidity/transfers/route.ts": {
    query: {
      status: ["COMPLETED"],
      from: ISO,
      to: ISO,
      requestId: ["W-1"],
      limit: PAGE,
      offset: ["0", "25"],
      sort: ["requestId-asc"],
    },
  },
  "./overview/route.ts": { query: {} },
  "./payments/[id]/route.ts": { query: {}, segment: ["1", "1042"] },
  "./payments/catalog/route.ts": { query: {} },
  "./payments/export/route.ts": {
    query: {
      id: ["1"],
      scheme: ["SEPA"],
      direction: ["OUTBOUND"],
      status: ["2", "TO_SIGN"],
      from: ISO,
      to: ISO,
      settledFrom: ["2030-05-01"],
      currency: ["EUR"],
      amountFrom: ["1.50"],
      debtorBank: ["AAAALT2X"],
    },
  },
  "./payments/route.ts": {
    query: {
      id: ["1"],
      uetr: ["3f0c1a4e-2b7d-4c1e-9a55-0d6b1f2e3a4b"],
      from: ISO,
      to: ISO,
      settledTo: ["2030-05-02"],
      amountTo: ["99"],
      parent: ["7"],
      limit: PAGE,
      next: ["abc"],
    },
  },
  "./restriction-orders/[docId]/route.ts": { query: {}, segment: ["DOC-1"] },
  "./restriction-orders/route.ts": {
    query: {
      status: ["UNPROCESSED"],
      page: ["1", "2"],
      size: ["10", "20"],
      sort: ["date", "amount"],
      dir: ["asc", "desc"],
    },
  },
  "./stream/route.ts": { query: { since: ["1700000000000"] }, stream: true },
  "./webhooks/route.ts": {
    skip: "POST only, authenticated by signature; fuzzed with the webhook intake (finding 7)",
  },
};

const modules = import.meta.glob<TRoute>("./**/route.ts");

/** A query string of known parameters (valid or hostile values, sometimes repeated) and a stray one. */
function queryOf(spec: Record<string, string[]>) {
  const names = Object.keys(spec);
  const value = (name: string) =>
    spec[name]?.length ? fc.oneof(fc.constantFrom(...spec[name]!), hostileText) : hostileText;
  const entry = fc.oneof(
    {
      weight: 5,
      arbitrary: names.length
        ? fc.constantFrom(...names).chain((n) => value(n).map((v) => [n, v] as const))
        : fc.constant(["x", "1"] as const),
    },
    { weight: 1, arbitrary: fc.tuple(hostileText, hostileText) },
  );
  return fc
    .array(entry, { maxLength: 6 })
    .map((entries) => new URLSearchParams(entries.map(([k, v]) => [k, v])));
}

/** encodeURIComponent, which throws on a lone surrogate: that one goes as a broken escape instead. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80";
  }
};

/** A path segment as a browser or a script might send it: encoded, raw, or with a broken escape. */
const segmentOf = (examples: string[]) =>
  fc.oneof(
    fc.constantFrom(...examples).map(encode),
    hostileText.map(encode),
    hostileText.filter((s) => !/[/?#]/.test(s)).map((s) => s.replace(/[^\x21-\x7e]/g, "%")),
  );

async function call(
  file: string,
  spec: Extract<TSpec, { query: unknown }>,
  segment: string | null,
  query: URLSearchParams,
) {
  const mod = await modules[file]!();
  const path = file
    .slice(1)
    .replace(/\/route\.ts$/, "")
    .replace(/\[[^\]]+\]/, segment ?? "");
  const abort = new AbortController();
  const req = new NextRequest(`http://localhost/api${path}?${query}`, { signal: abort.signal });
  const res = await mod.GET!(req);
  let body: unknown = null;
  // The event stream never ends: its 200 is enough. Any other body is read whole, since a streamed CSV
  // that fails midway fails after its 200.
  if (spec.stream && res.status === 200) abort.abort();
  else body = res.headers.get("content-type")?.includes("json") ? await res.json() : await res.text();
  return {
    status: res.status,
    body: body as { error?: { message?: string; fieldErrors?: Record<string, string> } },
  };
}

describe("every route's query, fuzzed", () => {
  useFuzzStack();

  it("lists every route handler (a new route needs an entry in ROUTES)", () => {
    expect(Object.keys(modules).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const [file, spec] of Object.entries(ROUTES)) {
    if ("skip" in spec) continue;
    it(`GET ${file}: never a 5xx or a throw, a 400 names its field`, async () => {
      const options = fuzzOptions(spec.segment || Object.keys(spec.query).length ? 40 : 10);
      const input = fc.tuple(spec.segment ? segmentOf(spec.segment) : fc.constant(null), queryOf(spec.query));
      // First every critical value in every parameter (and as the path id), then random queries.
      const sweep: [string | null, URLSearchParams][] = [
        ...Object.keys(spec.query).flatMap((name) =>
          CRITICAL_TEXT.map(
            (v) =>
              [spec.segment ? encode(spec.segment[0]!) : null, new URLSearchParams([[name, v]])] as [
                string,
                URLSearchParams,
              ],
          ),
        ),
        ...(spec.segment
          ? CRITICAL_TEXT.flatMap((v) => [encode(v), v.replace(/[/?#]/g, "")]).map(
              (seg) => [seg, new URLSearchParams()] as [string, URLSearchParams],
            )
          : []),
      ];
      const check = async (segment: string | null, query: URLSearchParams) => {
        const { status, body } = await call(file, spec, segment, query);
        const what = `${status} for ${segment ?? ""}?${query}: ${JSON.stringify(body).slice(0, 300)}`;
        expect(status, what).toBeLessThan(500);
        if (status === 400) {
          expect(Object.values(body.error?.fieldErrors ?? {}).filter(Boolean).length, what).toBeGreaterThan(
            0,
          );
        }
      };
      for (const [segment, query] of sweep) await check(segment, query);
      await fc.assert(
        fc.asyncProperty(input, ([segment, query]) => check(segment, query)),
        options,
      );
    }, 60_000);
  }
});
