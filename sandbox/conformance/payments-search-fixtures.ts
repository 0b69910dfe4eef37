import { beforeEach } from "vitest";
import { type THarness, useSandbox } from "../testing/harness";
import { scene } from "./payments-fixtures";

// The payments-search-*.test.ts files' shared scene: five payments A–E made afresh before each test, the
// filter cases that find them (v2 names; camelCase for v3) and the query-string helpers.

export const UETR = "3f1c2b9a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
export let ids: Record<string, number> = {};

async function dataset(sandbox: THarness) {
  const made: Record<string, number> = {};
  const add = async (label: string, body: Record<string, unknown>) => {
    made[label] = (await scene(sandbox, { endToEndId: label, ...body })).transaction_id;
  };
  await add("A", {
    direction: "OUTBOUND",
    method: "SEPA",
    amount: 10_000,
    status: "Completed",
    createdAt: "2026-01-10T10:00:00Z",
    settlementDate: "2026-01-10",
    debtorBic: "SNDBLT21XXX",
    debtorAccount: "DE89370400440532013000",
    creditorBic: "INGBNL2AXXX",
    creditorAccount: "NL91ABNA0417164300",
    metadata: ["inv-1"],
  });
  await add("B", {
    direction: "INBOUND",
    method: "INST",
    amount: 50_000,
    status: "Accepted",
    createdAt: "2026-01-11T10:00:00Z",
    settlementDate: "2026-01-11",
    debtorBic: "INGBNL2AXXX",
    creditorBic: "SNDBLT21XXX",
    unaccountedTaxAmount: 300,
  });
  await add("C", {
    direction: "OUTBOUND",
    method: "SWIFT",
    amount: 50_000,
    currency: "USD",
    status: "SENT_TO_CLEAR",
    createdAt: "2026-01-12T10:00:00Z",
    settlementDate: "2026-01-12",
    debtorBic: "SNDBLT21XXX",
    creditorBic: "CHASUS33XXX",
    uetr: UETR,
    compensationAmount: 1_500,
  });
  await add("D", {
    direction: "INBOUND",
    method: "SEPA",
    amount: 250_000,
    type: "Payment return",
    status: "Completed",
    createdAt: "2026-01-13T10:00:00Z",
    settlementDate: "2026-01-13",
    debtorBic: "INGBNL2AXXX",
    creditorBic: "SNDBLT21XXX",
    parentTrxId: made.A,
    parentTrxAmount: 10_000,
    metadata: ["inv-2", "batch-7"],
  });
  await add("E", {
    direction: "OUTBOUND",
    method: "SDD",
    amount: 75,
    status: "REJECTED",
    createdAt: "2026-01-14T10:00:00Z",
    debtorBic: "COBADEFF100",
    creditorBic: "SNDBLT21XXX",
  });
  await add("F", {
    direction: "INBOUND",
    method: "T2",
    amount: 50_000,
    currency: "JPY",
    status: "Completed",
    createdAt: "2026-01-15T10:00:00Z",
    debtorBic: "MHCBJPJTXXX",
    creditorBic: "SNDBLT21XXX",
    compensationAmount: 1_500,
  });
  return made;
}

/** Call at the top of a test file: its sandbox, holding the dataset afresh before each test. */
export function searchScene() {
  const sandbox = useSandbox();
  beforeEach(async () => {
    ids = await dataset(sandbox);
  });
  return sandbox;
}

// Each case in v2 names, results newest first; `v3` is the same search rewritten in camelCase.
export const cases: [string, () => Record<string, string | string[]>, string[]][] = [
  ["transaction id", () => ({ transaction_id: String(ids.A) }), ["A"]],
  ["debtor bank code (BIC)", () => ({ debtor_bank_code: "INGBNL2AXXX" }), ["D", "B"]],
  ["debtor bank code of 8 characters (any branch)", () => ({ debtor_bank_code: "COBADEFF" }), ["E"]],
  ["creditor bank code, any case", () => ({ creditor_bank_code: "chasus33xxx" }), ["C"]],
  [
    "date-time range, inclusive",
    () => ({ datetime_from: "2026-01-11T10:00:00Z", datetime_to: "2026-01-13T10:00:00Z" }),
    ["D", "C", "B"],
  ],
  [
    "date-time with an offset",
    () => ({ datetime_from: "2026-01-12T11:00:00+01:00", datetime_to: "2026-01-12T11:00:00+01:00" }),
    ["C"],
  ],
  [
    "settlement date range, inclusive",
    () => ({ settlement_date_from: "2026-01-11", settlement_date_to: "2026-01-12" }),
    ["C", "B"],
  ],
  [
    "settlement date from (payments without one never match)",
    () => ({ settlement_date_from: "2026-01-13" }),
    ["D"],
  ],
  ["end-to-end id", () => ({ end_to_end_id: "D" }), ["D"]],
  ["UETR, any case", () => ({ uetr: UETR.toUpperCase() }), ["C"]],
  ["metadata, exact match on one value", () => ({ metadata: "batch-7" }), ["D"]],
  ["metadata, no partial match", () => ({ metadata: "inv" }), []],
  ["schema, repeatable", () => ({ schema: ["SEPA", "SWIFT"] }), ["D", "C", "A"]],
  ["schema, once", () => ({ schema: "INST" }), ["B"]],
  ["direction", () => ({ direction: "INBOUND" }), ["F", "D", "B"]],
  ["parent transaction id", () => ({ parent_transaction_id: String(ids.A) }), ["D"]],
  ["type id (2 = Payment return)", () => ({ type_id: "2" }), ["D"]],
  ["status id (5 = Completed)", () => ({ statuses: "5" }), ["F", "D", "A"]],
  ["status id, repeatable (8 Rejected, 10 Sent to clear)", () => ({ statuses: ["8", "10"] }), ["E", "C"]],
  ["currency", () => ({ currency: "USD" }), ["C"]],
  [
    "amount without currency counts EUR minor units only",
    () => ({ amount_from: "50000", amount_to: "50000" }),
    ["B"],
  ],
  [
    "amount with currency counts that currency's minor units",
    () => ({ currency: "JPY", amount_from: "50000", amount_to: "50000" }),
    ["F"],
  ],
  ["amount from only", () => ({ amount_from: "10000" }), ["D", "B", "A"]],
  [
    "unaccounted tax amount range",
    () => ({ unaccounted_tax_amount_from: "1", unaccounted_tax_amount_to: "300" }),
    ["B"],
  ],
  [
    "compensation amount without currency (EUR): none",
    () => ({ compensation_amount_from: "1500", compensation_amount_to: "1500" }),
    [],
  ],
  [
    "compensation amount in USD",
    () => ({ currency: "USD", compensation_amount_from: "1500", compensation_amount_to: "1500" }),
    ["C"],
  ],
  [
    "debtor account, spaces and case ignored",
    () => ({ debtor_account: "de89 3704 0044 0532 0130 00" }),
    ["A"],
  ],
  ["creditor account", () => ({ creditor_account: "NL91ABNA0417164300" }), ["A"]],
  ["filters combine (AND)", () => ({ direction: "INBOUND", schema: "SEPA", statuses: "5" }), ["D"]],
];

export const V3_NAMES: Record<string, string> = {
  transaction_id: "id",
  schema: "schemas",
  type_id: "typeIds",
  statuses: "statusIds",
};
export const camel = (name: string) =>
  V3_NAMES[name] ?? name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

export function qs(params: Record<string, string | string[]>, rename = (n: string) => n) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) search.append(rename(k), one);
  return search.toString();
}

export const labelsOf = (items: { end_to_end_id?: string; endToEndId?: string }[]) =>
  items.map((i) => i.end_to_end_id ?? i.endToEndId);
