import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TRule } from "@/lib/domain/confirmation-rules/confirmation-rules";
import { forgetRuleSetCache } from "@/lib/services/confirmation-rules/rule-set-in-force";
import { saveRuleSet } from "@/lib/services/confirmation-rules/save-rule-set";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import { afterCommitSettled } from "./after-commit";
import { processPending } from "./process-pending";
import { deliver, freshId, paymentBody } from "./test-deliveries";

// A payment held for confirmation announced either way: the PENDING_CONFIRMATION kind (the sandbox's
// default profile) or a PAYMENT_STATUS with status "Pending confirmation" (the documented body, as an
// implementation that follows only the interface sends it). One queue row, one rule decision, one answer.

const platform = vi.hoisted(() => ({
  responses: [] as { id: number; answer: unknown; timeoutMs: number; at: number }[],
}));
vi.mock("@/lib/providers/gateway/client", () => ({
  gateway: () => ({
    async respondToInstantPayment(id: number, answer: unknown, opts: { timeoutMs: number }) {
      platform.responses.push({ id, answer, timeoutMs: opts.timeoutMs, at: Date.now() });
    },
    async getTransaction() {
      return null;
    },
  }),
}));

const test = withAppTestDatabase();
const admin = { user: { id: randomUUID(), email: "admin@example.com" }, requestId: null, ip: null };
async function inForce(rules: TRule[]) {
  const current = await test.db.confirmationRuleSet.findFirst({ orderBy: { version: "desc" } });
  return saveRuleSet({ baseVersion: current?.version ?? null, rules }, admin);
}
const acceptFromDe: TRule = {
  id: randomUUID(),
  name: "German debtors",
  enabled: true,
  conditions: { debtorIbans: ["DE*"] },
  outcome: { action: "ACCEPT" },
};
const wholeSecond = (agoMs = 0) => new Date(Math.floor((Date.now() - agoMs) / 1000) * 1000);
/** The interface's payment status body for an inbound Instant payment entering pending confirmation. */
const statusBody = (trx: number, over: object = {}) =>
  paymentBody(trx, "Pending confirmation", new Date().toISOString(), {
    direction: "INBOUND",
    amount: 4_200,
    ...over,
  });
/** The sandbox's own PENDING_CONFIRMATION body (sandbox/webhooks/bodies.ts). */
const kindBody = (trx: number) => ({
  event: "PENDING_CONFIRMATION",
  trx_id: trx,
  end_to_end_id: `E2E-${trx}`,
  status: "Pending confirmation",
  debtor_account_number: "DE89370400440532013000",
  creditor_account_number: "FR1420041010050500013M02606",
  amount: 4_200,
  currency: "EUR",
  updated_at: new Date().toISOString(),
});
const row = (trx: number) => test.db.pendingConfirmation.findUnique({ where: { trxId: BigInt(trx) } });
const ruleAudits = (trx: number) =>
  test.db.auditEvent.findMany({
    where: { action: "instant.rule_decision", target: `payment:${trx}` },
    orderBy: { id: "asc" },
  });
async function processAll() {
  await processPending();
  await afterCommitSettled();
}

describe("a payment held for confirmation, announced either way", () => {
  beforeEach(async () => {
    platform.responses = [];
    forgetRuleSetCache();
    await inForce([acceptFromDe]);
  });

  it("a PAYMENT_STATUS 'Pending confirmation' queues it, the rules run on its accounts, and the answer goes out", async () => {
    const trx = freshId();
    const { id } = await deliver("PAYMENT_STATUS", statusBody(trx));
    await processAll();

    expect(await row(trx)).toMatchObject({
      deliveryId: id,
      amount: 4_200n,
      currency: "EUR",
      debtorAccount: "DE89370400440532013000", // debtor_iban
      creditorAccount: "FR1420041010050500013M02606",
      endToEndId: `E2E-${trx}`,
      ruleName: "German debtors",
      decisionSource: "rule",
      decision: "ACCEPT",
      answerState: "sent",
    });
    expect(platform.responses).toEqual([
      expect.objectContaining({ id: trx, answer: { decision: "ACCEPT" } }),
    ]);
    expect((await ruleAudits(trx)).map((a) => a.outcome)).toEqual(["attempted", "success"]);
    // Still a payment status like any other: the read model and one timeline entry.
    expect(await test.db.paymentState.findUnique({ where: { trxId: BigInt(trx) } })).toMatchObject({
      status: "Pending confirmation",
    });
    const timeline = await test.db.paymentStatusHistory.findMany({ where: { trxId: BigInt(trx) } });
    expect(timeline.map((t) => t.status)).toEqual(["Pending confirmation"]);
    const delivery = await test.db.webhookDelivery.findUniqueOrThrow({ where: { id } });
    expect(delivery).toMatchObject({ processing: "processed", urgent: true });
  });

  it("compares the status name tolerantly, and holds only inbound payments", async () => {
    const upper = freshId();
    const snake = freshId();
    const outbound = freshId();
    await deliver("PAYMENT_STATUS", statusBody(upper, { status: "PENDING_CONFIRMATION" }));
    await deliver("PAYMENT_STATUS", statusBody(snake, { status: " pending_confirmation" }));
    await deliver("PAYMENT_STATUS", statusBody(outbound, { direction: "OUTBOUND" }));
    await processAll();
    expect(await row(upper)).toMatchObject({ answerState: "sent" });
    expect(await row(snake)).toMatchObject({ answerState: "sent" });
    expect(await row(outbound)).toBeNull();
    expect(platform.responses.map((r) => r.id).sort()).toEqual([upper, snake].sort());
  });

  it.each([
    ["PENDING_CONFIRMATION first", ["PENDING_CONFIRMATION", "PAYMENT_STATUS"]],
    ["PAYMENT_STATUS first", ["PAYMENT_STATUS", "PENDING_CONFIRMATION"]],
  ] as const)("both kinds for one payment (%s): one row, one rule decision, one answer", async (_, kinds) => {
    const trx = freshId();
    const sentAt = wholeSecond();
    const body = (kind: string) => (kind === "PAYMENT_STATUS" ? statusBody(trx) : kindBody(trx));
    const first = await deliver(kinds[0], body(kinds[0]), { sentAt });
    // Apart by a second: the second announcement must not move the window either.
    await deliver(kinds[1], body(kinds[1]), { sentAt: new Date(sentAt.getTime() + 1_000) });
    await processAll();

    const queued = await test.db.pendingConfirmation.findMany({ where: { trxId: BigInt(trx) } });
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      deliveryId: first.id,
      notifiedAt: sentAt,
      deadlineAt: new Date(sentAt.getTime() + 5_000),
      answerState: "sent",
    });
    expect(platform.responses).toHaveLength(1);
    expect((await ruleAudits(trx)).map((a) => a.outcome)).toEqual(["attempted", "success"]);
    const processed = await test.db.webhookDelivery.count({
      where: { id: { gte: first.id }, processing: "processed" },
    });
    expect(processed).toBe(2);
  });

  it("counts the window from the signature timestamp, not from when Countersign received it", async () => {
    const trx = freshId();
    const sentAt = wholeSecond(2_000);
    await deliver("PAYMENT_STATUS", statusBody(trx), { sentAt });
    await processAll();
    const r = await row(trx);
    expect(r).toMatchObject({ notifiedAt: sentAt, deadlineAt: new Date(sentAt.getTime() + 5_000) });
    expect(r!.receivedAt.getTime()).toBeGreaterThanOrEqual(sentAt.getTime() + 2_000);
    // The answer waits no longer than what was left of that window (plus the margin for whole seconds).
    const call = platform.responses[0]!;
    expect(call.timeoutMs).toBeLessThanOrEqual(sentAt.getTime() + 5_000 - call.at + 1_000);
    expect(call.timeoutMs).toBeLessThan(5_000);

    // Signed 6 s ago: its window closed before it arrived, so it is never answered blindly.
    const late = freshId();
    await deliver("PAYMENT_STATUS", statusBody(late), { sentAt: wholeSecond(6_000) });
    await processAll();
    expect(platform.responses.map((c) => c.id)).toEqual([trx]);
    expect(await row(late)).toMatchObject({ ruleOutcome: "ACCEPT", answerState: null });
    expect((await ruleAudits(late))[0]!.detail).toMatchObject({ reason: "not_answerable" });
  });

  it("each handler takes the other's shape: a full status body as PENDING_CONFIRMATION, a bare one as PAYMENT_STATUS", async () => {
    const full = freshId();
    await deliver("PENDING_CONFIRMATION", statusBody(full));
    const bare = freshId();
    const { event: _kind, ...bareBody } = kindBody(bare);
    const bareDelivery = await deliver("PAYMENT_STATUS", bareBody);
    await processAll();

    expect(await row(full)).toMatchObject({ debtorAccount: "DE89370400440532013000", answerState: "sent" });
    expect(await test.db.paymentState.findUnique({ where: { trxId: BigInt(full) } })).toMatchObject({
      status: "Pending confirmation",
      direction: "INBOUND",
    });
    expect(await row(bare)).toMatchObject({ debtorAccount: "DE89370400440532013000", answerState: "sent" });
    expect(await test.db.webhookDelivery.findUniqueOrThrow({ where: { id: bareDelivery.id } })).toMatchObject(
      { processing: "processed" },
    );
  });

  it("takes a PAYMENT_STATUS 'Pending confirmation' before older deliveries of other kinds", async () => {
    const older = await deliver(
      "PAYMENT_STATUS",
      paymentBody(freshId(), "Created", "2026-11-22T12:00:00.000Z"),
    );
    const pending = await deliver("PAYMENT_STATUS", statusBody(freshId()));
    await processPending(1);
    const processed = await test.db.webhookDelivery.findMany({
      where: { id: { in: [older.id, pending.id] }, processing: "processed" },
      select: { id: true },
    });
    expect(processed).toEqual([{ id: pending.id }]);
    await processAll();
  });
});
