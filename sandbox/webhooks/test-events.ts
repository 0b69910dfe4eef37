import { z } from "zod";
import type { TSandboxContext } from "../context";
import type { TSandboxEvent } from "../core/events";
import { PAYMENT_STATUSES, PAYMENT_TYPES } from "../state/catalog";
import type { TPayment } from "../state/model";

// POST /control/webhooks/test-event: one synthetic domain event of each kind, emitted through ctx.events
// like a real state change, so webhook delivery can be exercised without the other areas' scenes. The
// records are made up for the event and never stored (the store and its id sequences stay untouched).

const ZScheme = z.enum(["SEPA", "INST", "SDD", "SWIFT", "T2"]);
const ZDirection = z.enum(["OUTBOUND", "INBOUND"]);
const ZPaymentStatus = z.enum(PAYMENT_STATUSES.map((s) => s.name) as [string, ...string[]]);
const ZPaymentType = z.enum(PAYMENT_TYPES.map((t) => t.name) as [string, ...string[]]);
const ZCancellationStatus = z.enum([
  "CANCELLATION_CREATED",
  "CANCELLATION_IN_PROGRESS",
  "RETURNING",
  "REFUSING",
  "PAYMENT_RETURNED",
  "CANCELLATION_REFUSED",
  "PROCESSING_FAILED",
  "CANCELLATION_COMPLETED",
  "CANCELLATION_REJECTED",
  "CANCELLATION_ACCEPTED",
]);

export const ZTestEvent = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("payment.status"),
      status: ZPaymentStatus.default("Accepted"),
      method: ZScheme.default("SEPA"),
      direction: ZDirection.default("OUTBOUND"),
      type: ZPaymentType.default("Payment"),
      trxId: z.number().int().positive().optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal("payment.pending_confirmation"),
      trxId: z.number().int().positive().optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal("cancellation.status"),
      status: ZCancellationStatus.default("CANCELLATION_IN_PROGRESS"),
      withTransaction: z.boolean().default(true),
    })
    .strict(),
  z.object({ kind: z.literal("holding.breached") }).strict(),
  z.object({ kind: z.literal("liquidity") }).strict(),
]);

let synthetic = 990_000;

export function testEvent(ctx: TSandboxContext, input: z.output<typeof ZTestEvent>): TSandboxEvent {
  const at = ctx.clock.nowIso();
  switch (input.kind) {
    case "payment.status": {
      const { status, method, direction, type, trxId } = input;
      return { kind: input.kind, payment: fakePayment(at, { status, method, direction, type, trxId }), at };
    }
    case "payment.pending_confirmation": {
      const payment = fakePayment(at, {
        status: "Pending confirmation",
        method: "INST",
        direction: "INBOUND",
      });
      return {
        kind: input.kind,
        payment: { ...payment, transaction_id: input.trxId ?? payment.transaction_id },
        at,
      };
    }
    case "cancellation.status": {
      const id = ++synthetic;
      const cancellation = {
        direction: "INBOUND" as const,
        id,
        reason: "DUPL",
        sepaMessageId: `CXL${id}`,
        status: input.status,
        createdAt: at,
        ...(input.withTransaction && { transactionId: id - 1 }),
        internal: { history: [{ status: input.status, at }] },
      };
      return { kind: input.kind, cancellation, at };
    }
    case "holding.breached":
      return {
        kind: input.kind,
        accountBic: "SBXTLT21XXX",
        currency: "EUR",
        holdingAmount: 1_250_000_00,
        maxHoldingAmount: 1_000_000_00,
        at,
      };
    case "liquidity": {
      const id = ++synthetic;
      const transfer = {
        id,
        requestId: `REQ-${id}`,
        amount: 50_000_00,
        currency: "EUR" as const,
        debtorAccount: "LT601010012345678901",
        creditorAccount: "LT601010098765432109",
        sepaMessageId: `LIQ${id}`,
        status: "SENT_TO_CLEAR" as const,
        createdAt: at,
        updatedAt: at,
        transferType: "INTERNAL" as const,
      };
      return { kind: input.kind, transfer, at };
    }
  }
}

type TFakeInit = {
  status: string;
  method: TPayment["method"];
  direction: TPayment["direction"];
  type?: string;
  trxId?: number;
};

function fakePayment(at: string, init: TFakeInit): TPayment {
  const id = init.trxId ?? ++synthetic;
  const status = PAYMENT_STATUSES.find((s) => s.name === init.status)!;
  const type = PAYMENT_TYPES.find((t) => t.name === (init.type ?? "Payment"))!;
  return {
    transaction_id: id,
    amount: 1_234_56,
    currency_isocode_alphabetic: "EUR",
    direction: init.direction,
    sepa_msg_id: `MSG${id}`,
    status: status.name,
    status_hardvalue: status.hardvalue,
    type: type.name,
    type_id: type.id,
    debtor_account: "LT121000011101001000",
    creditor_account: "DE89370400440532013000",
    datetime: at,
    updated_at: at,
    end_to_end_id: `E2E${id}`,
    method: init.method,
    internal: { createdByClient: null, channel: "api", approvals: [] },
  };
}
