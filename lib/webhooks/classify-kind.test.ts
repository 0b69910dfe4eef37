import { describe, expect, it } from "vitest";
import { classifyKind } from "./classify-kind";

// Bodies as the platform sends them: the interface's two tables, and the sandbox's choices for the three
// kinds whose payload is not shown (sandbox/webhooks/bodies.ts), with and without their `event` field.
const payment = {
  trx_id: 812,
  end_to_end_id: "E2E-812",
  type: "Payment",
  direction: "INBOUND",
  amount: 125_000,
  currency: "EUR",
  status: "Accepted",
  updated_at: "2026-11-26T10:00:00.000Z",
  debtor_iban: "DE89370400440532013000",
  creditor_iban: "LT223999010000000101",
};
const pendingAsPaymentStatus = { ...payment, status: "Pending confirmation" };
const cancellation = {
  cancellationId: 7,
  trxId: 812,
  direction: "INBOUND",
  reason: "DUPL",
  status: "CANCELLATION_IN_PROGRESS",
};
const holding = {
  accountBic: "CSGNLT21XXX",
  currency: "EUR",
  holdingAmount: 2_000_000,
  maxHoldingAmount: 1_500_000,
  occurredAt: "2026-11-26T10:00:00.000Z",
};
const transfer = {
  id: 41,
  requestId: "LIQ-1",
  amount: 50_000,
  currency: "EUR",
  debtorAccount: "LT223999010000000101",
  creditorAccount: "LT113999010000000202",
  sepaMessageId: "M-41",
  status: "REJECTED",
  transferType: "INTERNAL",
  createdAt: "2026-11-26T10:00:00.000Z",
  updatedAt: "2026-11-26T10:00:01.000Z",
};
const pending = {
  trx_id: 813,
  status: "Pending confirmation",
  debtor_account_number: "DE89370400440532013000",
  creditor_account_number: "LT113999010000000202",
};

type TCase = [string, string | null, unknown, string, RegExp | null];

// prettier-ignore
const CASES: TCase[] = [
  // A name in `eventType` (finding 6a), in `event`, in the header: trimmed, any case.
  ["eventType names a holding breach", null, { eventType: "MAX_HOLDING_AMOUNT_BREACHED", ...holding }, "MAX_HOLDING_AMOUNT_BREACHED", null],
  ["eventType names a liquidity event", null, { eventType: "LIQUIDITY", ...transfer }, "LIQUIDITY", null],
  ["eventType in lower case with spaces", null, { eventType: "  liquidity ", id: 1, status: "x" }, "LIQUIDITY", null],
  ["eventType with dashes", null, { eventType: "max-holding-amount-breached" }, "MAX_HOLDING_AMOUNT_BREACHED", null],
  ["event names a holding breach", null, { event: "MAX_HOLDING_AMOUNT_BREACHED", ...holding }, "MAX_HOLDING_AMOUNT_BREACHED", null],
  ["the header alone names the kind", "LIQUIDITY", { id: 1, status: "CREATED" }, "LIQUIDITY", null],
  ["the header in lower case", " liquidity ", transfer, "LIQUIDITY", null],
  // Shape only: what a strict platform sends (no header, no field).
  ["the documented payment status body", null, payment, "PAYMENT_STATUS", null],
  ["the documented cancellation body", null, cancellation, "CANCELLATION_STATUS", null],
  ["a cancellation body without its optional trxId", null, { cancellationId: 9, status: "CANCELLATION_COMPLETED" }, "CANCELLATION_STATUS", null],
  ["a holding breach by its amounts", null, holding, "MAX_HOLDING_AMOUNT_BREACHED", null],
  ["a liquidity event by the transfer's fields", null, transfer, "LIQUIDITY", null],
  ["a transfer without its optional debtorAccount", null, { ...transfer, debtorAccount: undefined }, "LIQUIDITY", null],
  ["a pending confirmation by its account numbers", null, pending, "PENDING_CONFIRMATION", null],
  // A pending confirmation sent as the documented payment status body is a payment status notice …
  ["a pending-confirmation-shaped payment status body", null, pendingAsPaymentStatus, "PAYMENT_STATUS", null],
  // … unless a name says it is a pending confirmation, which refines the shape.
  ["the sandbox's pending body with its event", "PENDING_CONFIRMATION", { event: "PENDING_CONFIRMATION", ...pendingAsPaymentStatus }, "PENDING_CONFIRMATION", null],
  ["a payment body named a pending confirmation in eventType", null, { eventType: "pending_confirmation", ...pendingAsPaymentStatus }, "PENDING_CONFIRMATION", null],
  // A name contradicting a documented shape never wins; the disagreement is noted.
  ["a payment body named LIQUIDITY by the header", "LIQUIDITY", payment, "PAYMENT_STATUS", /event-type header names the kind “LIQUIDITY”, but the body has the documented PAYMENT_STATUS shape/],
  ["a payment body named a cancellation by event", null, { event: "CANCELLATION_STATUS", ...payment }, "PAYMENT_STATUS", /`event` names the kind “CANCELLATION_STATUS”/],
  ["a cancellation body named a payment status", null, { eventType: "PAYMENT_STATUS", ...cancellation }, "CANCELLATION_STATUS", /documented CANCELLATION_STATUS shape/],
  ["a cancellation body named a pending confirmation", "PENDING_CONFIRMATION", cancellation, "CANCELLATION_STATUS", /documented CANCELLATION_STATUS shape/],
  ["a payment body with an unknown name", null, { event: "payment.updated", ...payment }, "PAYMENT_STATUS", /“payment\.updated”, but the body has the documented PAYMENT_STATUS shape/],
  // For an undocumented body a name decides over a guessed shape, noting the difference.
  ["a name over a guessed shape", null, { eventType: "LIQUIDITY", ...holding }, "LIQUIDITY", /looks like MAX_HOLDING_AMOUNT_BREACHED/],
  ["an unknown name over a guessed shape", null, { event: "holding.breached", ...holding }, "MAX_HOLDING_AMOUNT_BREACHED", /“holding\.breached”, not a kind Countersign knows/],
  ["the header and a body field disagree", "LIQUIDITY", { eventType: "MAX_HOLDING_AMOUNT_BREACHED", ...transfer }, "LIQUIDITY", /event-type header names the kind “LIQUIDITY”; the body's `eventType` names “MAX_HOLDING_AMOUNT_BREACHED”/],
  // Nothing to go on.
  ["an unknown name and no shape", null, { event: "ledger.posted", id: "x" }, "UNKNOWN", /“ledger\.posted”, not a kind Countersign handles/],
  ["an object without a known shape", null, { hello: "world" }, "UNKNOWN", null],
  ["a blank name is no name", "  ", { event: "" }, "UNKNOWN", null],
  ["a JSON array", null, [1, 2], "UNKNOWN", null],
  ["a JSON string", null, "text", "UNKNOWN", null],
  ["JSON null", null, null, "UNKNOWN", null],
  ["a known header over a body that is not an object", "LIQUIDITY", [1], "LIQUIDITY", null],
];

describe("classifyKind", () => {
  it.each(CASES)("%s", (_name, header, body, kind, note) => {
    const result = classifyKind(header, body);
    expect(result.kind).toBe(kind);
    if (note) expect(result.note).toMatch(note);
    else expect(result.note).toBeNull();
  });
});
