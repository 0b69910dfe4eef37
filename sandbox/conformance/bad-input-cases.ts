import { sepaBody } from "./payments-fixtures";

// The requests bad-input.test.ts sends: one or more bad inputs for every endpoint that takes input, each with
// the path built from the ids the test makes.

export const JSON_TYPE = { "content-type": "application/json" };
export const KEY = { "idempotency-key": "bad-input-key" };
export const UUID = "3fa85f64-5717-4562-b3fc-2c963f66afa6";

export type TCase = {
  name: string;
  method: string;
  path: (ids: TIds) => string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
};
export type TIds = { payment: number; pending: number; cancellation: number; sdd: number; account: string };

export const malformed = (name: string, method: string, path: TCase["path"], headers = {}): TCase => ({
  name: `${name}: malformed JSON`,
  method,
  path,
  rawBody: "{oops",
  headers: { ...JSON_TYPE, ...headers },
});

export const CASES: TCase[] = [
  // Gateway
  { name: "v2 search: limit 0", method: "GET", path: () => "/gateway/v2/transaction/search?limit=0" },
  { name: "v2 search: limit 101", method: "GET", path: () => "/gateway/v2/transaction/search?limit=101" },
  {
    name: "v2 search: unknown schema",
    method: "GET",
    path: () => "/gateway/v2/transaction/search?schema=ACH",
  },
  {
    name: "v2 search: amount not a number",
    method: "GET",
    path: () => "/gateway/v2/transaction/search?amount_from=ten",
  },
  { name: "v3 payments: unknown status id", method: "GET", path: () => "/gateway/v3/payments?statusIds=99" },
  {
    name: "v3 payments: unknown direction",
    method: "GET",
    path: () => "/gateway/v3/payments?direction=SIDEWAYS",
  },
  malformed("v3 sepa", "POST", () => "/gateway/v3/payments/sepa"),
  {
    name: "v3 sepa: amount as a string",
    method: "POST",
    path: () => "/gateway/v3/payments/sepa",
    body: sepaBody({ amount: "100" }),
  },
  {
    name: "v3 sepa: unknown scheme",
    method: "POST",
    path: () => "/gateway/v3/payments/sepa",
    body: sepaBody({ scheme: "ACH" }),
  },
  {
    name: "v3 sepa: oversize creditorName",
    method: "POST",
    path: () => "/gateway/v3/payments/sepa",
    body: sepaBody({ creditorName: "x".repeat(71) }),
  },
  {
    name: "v3 sepa: Idempotency-Key over 255",
    method: "POST",
    path: () => "/gateway/v3/payments/sepa",
    body: sepaBody(),
    headers: { "idempotency-key": "k".repeat(256) },
  },
  malformed("createSepaPmt", "POST", () => "/gateway/gateway/createSepaPmt"),
  {
    name: "createSepaPmt: payment not an object",
    method: "POST",
    path: () => "/gateway/gateway/createSepaPmt",
    body: { payment: "x" },
  },
  { name: "approve: id not a number", method: "PATCH", path: () => "/gateway/v1/transactions/abc:approve" },
  malformed("instant response", "POST", (i) => `/gateway/v1/transactions/${i.pending}/response`),
  {
    name: "instant response: unknown decision",
    method: "POST",
    path: (i) => `/gateway/v1/transactions/${i.pending}/response`,
    body: { decision: "MAYBE" },
  },
  {
    name: "instant response: unknown reason",
    method: "POST",
    path: (i) => `/gateway/v1/transactions/${i.pending}/response`,
    body: { decision: "REJECT", reasonCode: "ZZ99" },
  },
  {
    name: "cancellation GET: id not a number",
    method: "GET",
    path: () => "/gateway/v1/cancellation-requests/abc",
  },
  malformed("v3 respond", "POST", (i) => `/gateway/v3/cancellation-requests/${i.cancellation}:respond`),
  {
    name: "v3 respond: unknown responseCode",
    method: "POST",
    path: (i) => `/gateway/v3/cancellation-requests/${i.cancellation}:respond`,
    body: { responseCode: "MAYBE" },
  },
  {
    name: "v3 respond: fee as a string",
    method: "POST",
    path: (i) => `/gateway/v3/cancellation-requests/${i.cancellation}:respond`,
    body: { responseCode: "ACCEPTED", responseDetails: { feeAmount: "5" } },
  },
  malformed("v1 accept", "POST", (i) => `/gateway/v1/cancellation-requests/${i.sdd}:accept`),
  malformed("v1 reject", "POST", (i) => `/gateway/v1/cancellation-requests/${i.sdd}:reject`),
  {
    name: "v1 reject: oversize text",
    method: "POST",
    path: (i) => `/gateway/v1/cancellation-requests/${i.sdd}:reject`,
    body: { reasonCode: "CUST", additionalInformation: "x".repeat(1301) },
  },
  {
    name: "transfers list: offset -1",
    method: "GET",
    path: () => "/gateway/v1/nostro-accounts/transfers?offset=-1",
  },
  {
    name: "transfers list: unknown status",
    method: "GET",
    path: () => "/gateway/v1/nostro-accounts/transfers?status=LOST",
  },
  malformed("transfer create", "POST", () => "/gateway/v1/nostro-accounts/transfers"),
  {
    name: "transfer create: unknown transferType",
    method: "POST",
    path: () => "/gateway/v1/nostro-accounts/transfers",
    body: {
      amount: 100,
      debtorAccount: "LT223999010000000101",
      creditorAccount: "LT113999010000000202",
      transferType: "CROSS",
    },
  },
  {
    name: "transfer create: purpose of 141",
    method: "POST",
    path: () => "/gateway/v1/nostro-accounts/transfers",
    body: {
      amount: 100,
      debtorAccount: "LT223999010000000101",
      creditorAccount: "LT113999010000000202",
      purpose: "p".repeat(141),
    },
  },
  // Ledger
  malformed("ledger transaction", "POST", () => "/ledger/v1/transactions", KEY),
  {
    name: "ledger transaction: amount as a string",
    method: "POST",
    path: () => "/ledger/v1/transactions",
    headers: KEY,
    body: {
      referenceId: "r",
      referenceSource: "CLIENT",
      postings: [
        {
          source: "INTERNAL:a:b",
          destination: "INTERNAL:c:d",
          currency: "EUR",
          details: "",
          amount: "5",
          type: "CREDIT_TRANSFER",
        },
      ],
    },
  },
  {
    name: "ledger transaction: unknown referenceSource",
    method: "POST",
    path: () => "/ledger/v1/transactions",
    headers: KEY,
    body: { referenceId: "r", referenceSource: "ELSEWHERE", postings: [] },
  },
  {
    name: "ledger close: id not a UUID",
    method: "POST",
    path: () => "/ledger/v1/accounts/nope:close",
    headers: KEY,
  },
  {
    name: "ledger close: key with whitespace",
    method: "POST",
    path: (i) => `/ledger/v1/accounts/${i.account}:close`,
    headers: { "idempotency-key": "a b" },
  },
  { name: "ledger account GET: id not a UUID", method: "GET", path: () => "/ledger/v1/accounts/nope" },
  {
    name: "ledger transaction GET: id not a UUID",
    method: "GET",
    path: () => `/ledger/v1/transactions/${UUID}x`,
  },
  // Restriction orders
  { name: "orders: unknown status", method: "GET", path: () => "/restriction/api/v1/orders?status=LOST" },
  { name: "orders: size 101", method: "GET", path: () => "/restriction/api/v1/orders?size=101" },
  {
    name: "orders: sort on an unknown field",
    method: "GET",
    path: () => "/restriction/api/v1/orders?sort=colour,ASC",
  },
  malformed("confirm", "POST", () => "/restriction/api/v1/orders/RO-2026-000001:confirm"),
  malformed("reject", "POST", () => "/restriction/api/v1/orders/RO-2026-000001:reject"),
  {
    name: "reject: reason a number",
    method: "POST",
    path: () => "/restriction/api/v1/orders/RO-2026-000001:reject",
    body: { reason: 5 },
  },
];
