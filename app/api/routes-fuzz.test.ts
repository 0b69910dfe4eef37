import fc from "fast-check";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { CRITICAL_TEXT, fuzzOptions, hostileText } from "@/lib/testing/fuzz-values";
import { useFuzzStack } from "@/lib/testing/fuzz-stack";
import { V03 } from "@/lib/services/initiation/bulk/pain001-fixtures";
import { ROUTES, type TSpec } from "./routes-fuzz-routes";

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

type TRoute = {
  GET?: (req: NextRequest) => Promise<Response>;
  POST?: (req: NextRequest) => Promise<Response>;
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

/** A POST route's body: its valid files, each with hostile text in a cell, hostile text, random bytes. */
function bodyOf(files: string[]): fc.Arbitrary<string | Uint8Array> {
  const withHostileCell = fc
    .tuple(fc.constantFrom(...files), hostileText)
    .map(([file, bad]) => file.replace(/,[^,\n]*\n$/, `,${bad}\n`));
  return fc.oneof(fc.constantFrom(...files), withHostileCell, hostileText, fc.uint8Array({ maxLength: 512 }));
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
  sent?: string | Uint8Array,
) {
  const mod = await modules[file]!();
  const path = file
    .slice(1)
    .replace(/\/route\.ts$/, "")
    .replace(/\[[^\]]+\]/, segment ?? "");
  const abort = new AbortController();
  const url = `http://localhost/api${path}?${query}`;
  const req = new NextRequest(
    url,
    sent === undefined
      ? { signal: abort.signal }
      : {
          method: "POST",
          body: typeof sent === "string" ? sent : new Blob([new Uint8Array(sent)]),
          signal: abort.signal,
        },
  );
  const res = await (sent === undefined ? mod.GET! : mod.POST!)(req);
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
    const files = spec.post ? [...spec.post.files, V03] : null;
    it(`${files ? "POST" : "GET"} ${file}: never a 5xx or a throw, a 400 names its field`, async () => {
      const options = fuzzOptions(spec.segment || Object.keys(spec.query).length ? 40 : 10);
      const input = fc.tuple(
        spec.segment ? segmentOf(spec.segment) : fc.constant(null),
        queryOf(spec.query),
        files ? bodyOf(files) : fc.constant(undefined),
      );
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
      const check = async (segment: string | null, query: URLSearchParams, sent?: string | Uint8Array) => {
        const { status, body } = await call(file, spec, segment, query, sent);
        const what = `${status} for ${segment ?? ""}?${query}: ${JSON.stringify(body).slice(0, 300)}`;
        expect(status, what).toBeLessThan(500);
        if (status === 400) {
          expect(Object.values(body.error?.fieldErrors ?? {}).filter(Boolean).length, what).toBeGreaterThan(
            0,
          );
        }
      };
      for (const [segment, query] of sweep) await check(segment, query, files?.[0]);
      // A POST route: every critical value as the whole body too, with a valid query.
      for (const v of files ? CRITICAL_TEXT : []) {
        await check(null, new URLSearchParams({ step: "check", name: "x.csv" }), v);
      }
      await fc.assert(
        fc.asyncProperty(input, ([segment, query, sent]) => check(segment, query, sent)),
        options,
      );
    }, 60_000);
  }
});
