// The routes app/api/routes-fuzz.test.ts fuzzes: each GET's query parameters with valid examples (the fuzzer
// mixes them with hostile values), or why a route is left out.

/**
 * Query parameters with valid examples (mixed with hostile values), and a path id's examples. `post`: the
 * route takes POST with a file as its body, which the fuzzer sends hostile too (valid files, broken ones,
 * random bytes).
 */
export type TSpec =
  | { query: Record<string, string[]>; segment?: string[]; stream?: true; post?: { files: string[] } }
  | { skip: string };

const ISO = ["2030-05-01T10:00:00Z", "2030-05-02T00:00:00.000+02:00"];
const UUID = ["3f0c1a4e-2b7d-4c1e-9a55-0d6b1f2e3a4b"];
const PAGE = ["10", "25", "50", "100"];

// Every app/api/**/route.ts. A route added without an entry here fails the first test of routes-fuzz.test.ts.
export const ROUTES: Record<string, TSpec> = {
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
  "./drafts/[id]/route.ts": { query: { offset: ["0", "50"], limit: ["50", "200"] }, segment: UUID },
  "./drafts/upload/route.ts": {
    query: { step: ["check", "create"], name: ["payments.csv", "pain.001.xml"] },
    post: {
      files: [
        "creditorName,creditorIban,amount,debtorIban\nACME GmbH,DE89370400440532013000,12.34,LT121000011101001000\n",
        'creditorName;creditorIban;amount\n=HYPERLINK("x");DE89;1,2\n',
      ],
    },
  },
  "./drafts/route.ts": {
    query: {
      tab: ["mine", "waiting", "all"],
      state: ["waiting", "rejected"],
      kind: ["single", "batch"],
      from: ISO,
      to: ISO,
      before: ["1700000000000:3f0c1a4e-2b7d-4c1e-9a55-0d6b1f2e3a4b"],
      after: ["1700000000000:3f0c1a4e-2b7d-4c1e-9a55-0d6b1f2e3a4b"],
      limit: ["25", "50"],
    },
  },
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
  "./health/live/route.ts": { query: {} },
  "./health/ready/route.ts": { query: {} },
  "./metrics/route.ts": { skip: "a bearer token, not a session; tested in app/api/metrics/route.test.ts" },
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
  "./notifications/route.ts": { query: {} },
  "./overview/route.ts": { query: {} },
  "./system/route.ts": { query: {} },
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
