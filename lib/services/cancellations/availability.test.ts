import { describe, expect, it } from "vitest";
import type { TInboxRow } from "@/lib/db/cancellations";
import type { CancellationResponse } from "@/lib/db/generated/client";
import { respondAvailability } from "./availability";

// Whether a request can be answered now, and under which rules: one row per reason it cannot.

const NOW = new Date("2026-11-24T12:00:00Z");
const STALE_BEFORE = new Date(NOW.getTime() - 20_000);
const row = (over: Partial<TInboxRow> = {}): TInboxRow =>
  ({
    cancellationId: 1n,
    trxId: 2n,
    direction: "INBOUND",
    reason: "DUPL",
    status: "CANCELLATION_IN_PROGRESS",
    paymentCheckedAt: NOW,
    paymentFound: true,
    paymentMethod: "SEPA",
    paymentAmount: 10_000n,
    paymentCurrency: "EUR",
    paymentUetr: null,
    paymentBookingDate: "2026-11-20",
    ...over,
  }) as TInboxRow;
const response = (state: string, over: Partial<CancellationResponse> = {}) =>
  ({
    state,
    userEmail: "a@example.com",
    startedAt: NOW,
    providerCode: null,
    ...over,
  }) as CancellationResponse;

describe("respondAvailability", () => {
  it.each([
    ["outbound", row({ direction: "OUTBOUND" }), null],
    ["in_flight", row(), response("sending")],
    ["working", row({ status: "RETURNING" }), response("sent")],
    ["not_waiting", row({ status: "PAYMENT_RETURNED" }), null],
    ["payment_unread", row({ paymentCheckedAt: null, paymentMethod: null }), null],
    ["no_payment", row({ trxId: null }), null],
    ["no_payment", row({ paymentFound: false, paymentMethod: null }), null],
    ["t2", row({ paymentMethod: "T2" }), null],
    ["unknown_scheme", row({ paymentMethod: "CARD" }), null],
  ] as const)("closed: %s", (reason, r, resp) => {
    expect(respondAvailability(r, resp, STALE_BEFORE)).toMatchObject({ kind: "closed", reason });
  });

  it("a 'sending' claim older than the stale limit counts as unknown: the form is offered", () => {
    const old = response("sending", { startedAt: new Date(NOW.getTime() - 60_000) });
    expect(respondAvailability(row(), old, STALE_BEFORE).kind).toBe("form");
  });

  it("the form's context: scheme, amount, UETR, the SDD deadline, and acceptance blocked by an existing return", () => {
    expect(respondAvailability(row({ paymentMethod: "SDD" }), null, STALE_BEFORE)).toEqual({
      kind: "form",
      context: {
        scheme: "SDD",
        amount: 10_000,
        currency: "EUR",
        uetr: null,
        acceptDeadline: "2026-11-27T23:59:59.999Z",
        acceptBlocked: null,
      },
    });
    const refused = response("refused", { providerCode: "VALID_RETURN_EXISTS" });
    expect(respondAvailability(row(), refused, STALE_BEFORE)).toMatchObject({
      kind: "form",
      context: {
        scheme: "SEPA",
        acceptDeadline: null,
        acceptBlocked: expect.stringContaining("already been returned"),
      },
    });
  });
});
