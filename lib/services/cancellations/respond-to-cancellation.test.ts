import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import type { TRespondCommand } from "@/lib/domain/cancellations/respond-command";
import type { TCancellationResource } from "@/lib/domain/cancellations/cancellations";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import type { TCancellationDeps } from "./deps";
import { respondToCancellation } from "./respond-to-cancellation";

// The respond service against a real PostgreSQL (the claim is SQL, and so is its concurrency) with a fake
// platform that records every call in order.

const test = withAppTestDatabase();
let nextId = 500_000;
const actor = (email = "ops@example.com"): TActor => ({
  user: { id: randomUUID(), email },
  requestId: "req-1",
  ip: null,
});
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const refusal = (status: number | null, code?: string, kind: ProviderError["kind"] = "http") =>
  new ProviderError({ api: "gateway", kind, status, code, method: "POST", path: "/v3/x", requestId: "r" });

/** An inbound request waiting for an answer, its SEPA payment of 100.00 EUR already known. */
async function waiting(over: { method?: string; uetr?: string | null; status?: string } = {}) {
  const id = BigInt(++nextId);
  await test.db.cancellationRequest.create({
    data: {
      cancellationId: id,
      trxId: id + 1n,
      direction: "INBOUND",
      reason: "DUPL",
      status: over.status ?? "CANCELLATION_IN_PROGRESS",
      statusAt: new Date(Date.now() - 60_000),
      paymentCheckedAt: new Date(),
      paymentFound: true,
      paymentMethod: over.method ?? "SEPA",
      paymentDirection: "INBOUND",
      paymentAmount: 10_000n,
      paymentCurrency: "EUR",
      paymentUetr: over.uetr ?? null,
      paymentBookingDate: new Date().toISOString().slice(0, 10),
      syncDueAt: null,
    },
  });
  return id;
}

type TSend = (id: number, c: TRespondCommand) => Promise<void>;
function fakePlatform(opts: { sends?: TSend[]; status?: string | (() => string) } = {}) {
  const calls: string[] = [];
  const sent: TRespondCommand[] = [];
  const sends = [...(opts.sends ?? [])];
  const deps: TCancellationDeps = {
    async getRequest(id) {
      calls.push(`get:${id}`);
      const status =
        typeof opts.status === "function" ? opts.status() : (opts.status ?? "CANCELLATION_IN_PROGRESS");
      const r: TCancellationResource = {
        direction: "INBOUND",
        id,
        reason: "DUPL",
        sepaMessageId: "MSG0000000001",
        status,
        transactionId: id + 1,
      };
      return r;
    },
    async getPayment() {
      throw new Error("the payment is known already");
    },
    async send(id, command) {
      calls.push(`send:${id}`);
      sent.push(command);
      const next = sends.shift();
      if (next) await next(id, command);
    },
    timeoutMs: 1_000,
    now: () => Date.now(),
  };
  return { deps, calls, sent };
}

const row = (id: bigint) => test.db.cancellationRequest.findUniqueOrThrow({ where: { cancellationId: id } });
const response = (id: bigint) =>
  test.db.cancellationResponse.findUniqueOrThrow({ where: { cancellationId: id } });
const audits = (id: bigint) =>
  test.db.auditEvent.findMany({
    where: { action: "cancellations.respond", target: `cancellation:${id}`, outcome: { not: "attempted" } },
    orderBy: { id: "asc" },
  });
const accept = (fee?: string) => ({ decision: "ACCEPTED", fee, locale: "en" });
const rejectSepa = { decision: "REJECTED", reason: "AC04", information: "Account closed" };

describe("respondToCancellation", () => {
  it("sends once, moves the request to RETURNING, records, announces and audits the answer", async () => {
    const id = await waiting();
    const p = fakePlatform();
    const before = await test.db.changeEvent.count({ where: { topic: "cancellations", ref: String(id) } });
    const r = await respondToCancellation(
      { id, intentId: randomUUID(), form: accept("1.50") },
      actor(),
      p.deps,
    );

    expect(r).toEqual(expect.objectContaining({ outcome: "sent", status: "RETURNING" }));
    expect(p.sent).toEqual([
      { api: "v3", body: { responseCode: "ACCEPTED", responseDetails: { feeAmount: 150 } } },
    ]);
    const after = await row(id);
    expect(after.status).toBe("RETURNING");
    expect(after.syncDueAt!.getTime()).toBeLessThan(Date.now() + 5_000); // the follow-up read is due soon
    expect(await response(id)).toMatchObject({
      state: "sent",
      attempts: 1,
      api: "v3",
      responseCode: "ACCEPTED",
    });
    const history = await test.db.cancellationStatusHistory.findMany({
      where: { cancellationId: id, source: "answer" },
    });
    expect(history).toEqual([
      expect.objectContaining({
        status: "RETURNING",
        detail: expect.objectContaining({ outcome: "sent", by: "ops@example.com" }),
      }),
    ]);
    expect(await test.db.changeEvent.count({ where: { topic: "cancellations", ref: String(id) } })).toBe(
      before + 1,
    );
    expect(await audits(id)).toEqual([
      expect.objectContaining({
        outcome: "success",
        providerStatus: 200,
        detail: expect.objectContaining({
          platformCalled: true,
          responseCode: "ACCEPTED",
          sent: { api: "v3", body: { responseCode: "ACCEPTED", responseDetails: { feeAmount: 150 } } },
          summary: expect.stringContaining("less a fee of 1.50"),
        }),
      }),
    ]);
    // Written before the platform call (issue 14, finding 5); the outcome row names it.
    const attempt = await test.db.auditEvent.findFirstOrThrow({
      where: { target: `cancellation:${id}`, outcome: "attempted" },
    });
    expect(attempt).toMatchObject({ action: "cancellations.respond", actorEmail: "ops@example.com" });
    expect((await audits(id))[0]!.attemptId).toBe(attempt.id);
  });

  it("answers once when two users click at the same time; a later click is told it was answered", async () => {
    const id = await waiting();
    const p = fakePlatform({ sends: [() => sleep(150)] });
    const [a, b] = await Promise.all([
      respondToCancellation({ id, intentId: randomUUID(), form: accept() }, actor("a@example.com"), p.deps),
      respondToCancellation({ id, intentId: randomUUID(), form: rejectSepa }, actor("b@example.com"), p.deps),
    ]);
    expect(p.calls.filter((c) => c.startsWith("send"))).toHaveLength(1);
    const outcomes = [a, b].map((r) => r.outcome).sort();
    expect(outcomes).toEqual(["in_progress", "sent"]);

    const later = await respondToCancellation(
      { id, intentId: randomUUID(), form: accept() },
      actor("c@example.com"),
      p.deps,
    );
    expect(later).toEqual(expect.objectContaining({ outcome: "already_sent" }));
    expect(p.calls.filter((c) => c.startsWith("send"))).toHaveLength(1);
    expect((await audits(id)).map((x) => x.outcome)).toEqual(["failure", "success", "failure"]);
  });

  it("a refusal leaves the request unchanged and answerable; VALID_RETURN_EXISTS then offers rejection only", async () => {
    const id = await waiting();
    const p = fakePlatform({ sends: [() => Promise.reject(refusal(400, "VALID_RETURN_EXISTS"))] });
    const first = await respondToCancellation(
      { id, intentId: randomUUID(), form: accept() },
      actor(),
      p.deps,
    );
    expect(first).toEqual(
      expect.objectContaining({
        outcome: "refused",
        providerCode: "VALID_RETURN_EXISTS",
        status: "CANCELLATION_IN_PROGRESS",
      }),
    );
    expect((await row(id)).status).toBe("CANCELLATION_IN_PROGRESS");
    expect(await response(id)).toMatchObject({ state: "refused", providerStatus: 400 });

    // Accepting again is refused here, before the platform is called; rejecting goes out.
    await expect(
      respondToCancellation({ id, intentId: randomUUID(), form: accept() }, actor(), p.deps),
    ).rejects.toMatchObject({
      code: "invalid_input",
      message: "Some fields need attention; nothing was sent.",
      fieldErrors: { decision: expect.stringContaining("already been returned") },
    });
    const reject = await respondToCancellation(
      { id, intentId: randomUUID(), form: rejectSepa },
      actor(),
      p.deps,
    );
    expect(reject).toEqual(expect.objectContaining({ outcome: "sent", status: "REFUSING" }));
    expect(p.calls.filter((c) => c.startsWith("send"))).toHaveLength(2);
    expect(await response(id)).toMatchObject({ state: "sent", attempts: 2, responseCode: "REJECTED" });
  });

  it("after a timeout it reads the request before sending again, and does not send when the answer arrived", async () => {
    const id = await waiting();
    let platformStatus = "CANCELLATION_IN_PROGRESS";
    const p = fakePlatform({
      status: () => platformStatus,
      sends: [
        async () => {
          throw refusal(null, undefined, "timeout");
        },
      ],
    });
    const first = await respondToCancellation(
      { id, intentId: randomUUID(), form: accept() },
      actor(),
      p.deps,
    );
    // The read right after the timeout still shows it waiting: nobody knows yet.
    expect(first).toEqual(expect.objectContaining({ outcome: "unknown" }));
    expect(await response(id)).toMatchObject({ state: "unknown" });
    expect(p.calls).toEqual([`send:${id}`, `get:${id}`]);

    // The answer did arrive after all: the next attempt reads first and sends nothing.
    platformStatus = "RETURNING";
    const second = await respondToCancellation(
      { id, intentId: randomUUID(), form: accept() },
      actor(),
      p.deps,
    );
    expect(second).toEqual(expect.objectContaining({ outcome: "sent", status: "RETURNING" }));
    expect(p.calls).toEqual([`send:${id}`, `get:${id}`, `get:${id}`]);
    expect((await row(id)).status).toBe("RETURNING");
    expect(await response(id)).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("after a timeout whose answer was lost, the next attempt reads, finds it still waiting, and sends", async () => {
    const id = await waiting();
    const p = fakePlatform({ sends: [() => Promise.reject(refusal(null, undefined, "connection"))] });
    await respondToCancellation({ id, intentId: randomUUID(), form: accept() }, actor(), p.deps);
    const second = await respondToCancellation(
      { id, intentId: randomUUID(), form: accept() },
      actor(),
      p.deps,
    );
    expect(second).toEqual(expect.objectContaining({ outcome: "sent" }));
    expect(p.calls).toEqual([`send:${id}`, `get:${id}`, `get:${id}`, `send:${id}`]);
  });

  it("checks the form's rules again on the server: nothing is sent, the refusal is audited", async () => {
    const id = await waiting();
    const p = fakePlatform();
    await expect(
      respondToCancellation({ id, intentId: randomUUID(), form: accept("100.00") }, actor(), p.deps),
    ).rejects.toMatchObject({
      code: "invalid_input",
      message: "Some fields need attention; nothing was sent.",
      fieldErrors: { fee: expect.stringContaining("less than the payment amount") },
    });
    expect(p.calls).toEqual([]);
    expect(await test.db.cancellationResponse.findUnique({ where: { cancellationId: id } })).toBeNull();
    expect(await audits(id)).toEqual([
      expect.objectContaining({
        outcome: "failure",
        detail: expect.objectContaining({ result: "invalid", platformCalled: false }),
      }),
    ]);
  });

  it("refuses T2 in words without calling the platform", async () => {
    const id = await waiting({ method: "T2" });
    const p = fakePlatform();
    await expect(
      respondToCancellation({ id, intentId: randomUUID(), form: accept() }, actor(), p.deps),
    ).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining("T2 payments cannot be answered"),
    });
    expect(p.calls).toEqual([]);
  });

  it("a status refusal reads the request and shows where it stands", async () => {
    const id = await waiting();
    const p = fakePlatform({
      status: "CANCELLATION_REFUSED",
      sends: [() => Promise.reject(refusal(400, "ILLEGAL_CANCELLATION_REQUEST_STATUS"))],
    });
    const r = await respondToCancellation({ id, intentId: randomUUID(), form: rejectSepa }, actor(), p.deps);
    expect(r).toEqual(
      expect.objectContaining({
        outcome: "refused",
        status: "CANCELLATION_REFUSED",
        message: expect.stringContaining("now CANCELLATION_REFUSED"),
      }),
    );
    expect((await row(id)).status).toBe("CANCELLATION_REFUSED");
  });

  it("a 'sending' claim left by a request that died counts as unknown: the next attempt reads first", async () => {
    const id = await waiting();
    await test.db.cancellationResponse.create({
      data: {
        cancellationId: id,
        state: "sending",
        intentId: randomUUID(),
        userId: randomUUID(),
        userEmail: "gone@example.com",
        api: "v3",
        responseCode: "ACCEPTED",
        sent: {},
        startedAt: new Date(Date.now() - 60_000),
      },
    });
    const p = fakePlatform();
    const r = await respondToCancellation({ id, intentId: randomUUID(), form: accept() }, actor(), p.deps);
    expect(r).toEqual(expect.objectContaining({ outcome: "sent" }));
    expect(p.calls).toEqual([`get:${id}`, `send:${id}`]);
  });
});
