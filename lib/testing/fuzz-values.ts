import fc from "fast-check";
import { onTestFailed } from "vitest";

// For the fuzz tests of every route's query and every action's input (app/api/routes-fuzz.test.ts,
// lib/actions/actions-fuzz.test.ts): the values a hostile or careless caller sends. Each family below was a
// 500 somewhere once (README.md, Security: bad input): ids beyond int8, years outside 0001–9999, versions
// beyond int4, locales Intl refuses, malformed percent escapes.

/** The seed: FUZZ_SEED=<n> replays a failing run (fast-check prints the seed and path on failure). */
export function fuzzSeed(): number {
  // eslint-disable-next-line no-restricted-properties -- a test's knob, not a setting of the app
  const fromEnv = Number(process.env.FUZZ_SEED);
  return Number.isSafeInteger(fromEnv) ? fromEnv : Date.now() ^ (Math.random() * 0x7fffffff);
}

/**
 * fc.assert's options for one fuzz test, called inside the test: the seed (fuzzSeed) and the runs
 * (fuzzRuns). fast-check names the seed and path of a failing property itself, but not when the test runs
 * out of time or fails outside the property, so the seed is also printed on any failure of the test.
 */
export function fuzzOptions(runs: number): { seed: number; numRuns: number } {
  const seed = fuzzSeed();
  const numRuns = fuzzRuns(runs);
  onTestFailed(() => {
    console.error(`fuzz: replay with FUZZ_SEED=${seed} FUZZ_RUNS=${numRuns}`);
  });
  return { seed, numRuns };
}

/** Runs per property: FUZZ_RUNS=<n> for a longer hunt than CI's. */
export function fuzzRuns(fallback: number): number {
  // eslint-disable-next-line no-restricted-properties -- a test's knob, not a setting of the app
  const fromEnv = Number(process.env.FUZZ_RUNS);
  return Number.isSafeInteger(fromEnv) && fromEnv > 0 ? fromEnv : fallback;
}

const EDGE_TEXT = [
  "",
  " ",
  "0",
  "-1",
  "-0",
  "1.5",
  "1e309",
  "NaN",
  "Infinity",
  "-Infinity",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "2147483648", // int4 + 1
  "9223372036854775807", // int8 max
  "9223372036854775808", // int8 + 1
  "99999999999999999999",
  "999999999999999.9999999999999999999",
  "9999999999999999:1",
  "999999999999999:999999999999999999",
  "1.9223372036854775808",
  "0000-01-01T00:00:00Z",
  "0000-12-31",
  "10000-01-01T00:00:00Z",
  "+275760-09-13T00:00:00.000Z",
  "-000001-01-01T00:00:00Z",
  "-271821-04-20",
  "9999-12-31T23:59:59.999+00:00",
  "2024-02-30T00:00:00Z",
  "%",
  "%E0%A4%A",
  "%00",
  "\u0000",
  "\n\r\t",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "$1",
  "$undefined",
  "ǘ̈́",
  "😀",
  "\uD800",
  "x-x-x-x-x-x-x-x-x-x-x-x-x-x",
  "en-US-u-nu-thai",
  "i-klingon",
];

/** Text as it arrives in a URL or a form field. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_TEXT) },
  { weight: 2, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.integer().map((n) => new Date(n * 1e6).toString()) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 5000 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^\d{1,25}$/) },
);

/** A value of any type, as a server action may receive it (React's encoding carries these too). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      0,
      -1,
      -0,
      1.5,
      NaN,
      Infinity,
      -Infinity,
      2 ** 31,
      2 ** 53,
      2 ** 63,
      1e308,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
      true,
      false,
      null,
      undefined,
    ),
  },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.bigInt() },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: false }) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }) },
);

/** The values that were a 500 somewhere: swept through every field of every example, before the random runs. */
export const CRITICAL_TEXT = [
  // Well-formed ids nothing holds: the platform, not the schema, is what refuses them (a status id 80 once
  // reached the platform's search and came back a 502).
  "80",
  "999999999",
  "9223372036854775808",
  "9999999999999999999",
  "2147483648",
  "-1",
  "1e309",
  "",
  "+010000-01-01T00:00:00Z",
  "-000001-01-01T00:00:00Z",
  "0000-01-01",
  "999999999999999.9223372036854775808",
  "253402300800000:1",
  "%E0%A4%A",
  "not a locale!",
  "x".repeat(5000),
];
export const CRITICAL_VALUES: unknown[] = [
  ...CRITICAL_TEXT,
  // Text PostgreSQL cannot store: jsonb refused the audit row of a transfer with either (an `internal`).
  "\uD800",
  "\u0000",
  2 ** 31,
  2 ** 63,
  -1,
  1.5,
  NaN,
  Infinity,
  null,
  undefined,
  [],
  {},
  true,
];

/** Each example with one field (or container) replaced by each critical value, in turn. */
export function edgeSweep(
  examples: readonly unknown[],
  values: readonly unknown[] = CRITICAL_VALUES,
): unknown[] {
  return examples.flatMap((example) =>
    pathsOf(example)
      .filter((path) => path.length > 0)
      .flatMap((path) => values.map((v) => setAt(example, path, v))),
  );
}

/** Every path to a value inside `example` (objects and arrays included), the empty path first. */
function pathsOf(example: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (example !== null && typeof example === "object") {
    for (const [k, v] of Object.entries(example)) {
      out.push(...pathsOf(v, [...at, Array.isArray(example) ? Number(k) : k]));
    }
  }
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path;
  copy[head!] = setAt(copy[head!], rest, value);
  return copy;
}

/**
 * Inputs near a valid `example`: the example itself, or one or two of its values (or containers) replaced
 * by a hostile value. Staying near the valid shape gets the fuzz past the first field check to the deeper
 * ones (and to the database), which wholly random objects never reach.
 */
export function nearValid(examples: readonly unknown[]): fc.Arbitrary<unknown> {
  return fc.constantFrom(...examples).chain((example) => {
    const paths = pathsOf(example);
    const one = fc.tuple(fc.constantFrom(...paths), hostileValue);
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant(example) },
      {
        weight: 6,
        arbitrary: fc
          .array(one, { minLength: 1, maxLength: 2 })
          .map((edits) => edits.reduce((acc, [p, v]) => setAt(acc, p, v), example)),
      },
    );
  });
}
