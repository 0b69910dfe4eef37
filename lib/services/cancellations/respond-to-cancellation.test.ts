import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fakeCancellationPlatform } from "@/lib/testing/fake-cancellation-platform";
import {
  accept,
  actor,
  rejectSepa,
  respond,
  respondFixtures,
} from "@/lib/testing/cancellation-respond-fixtures";
import { withAppTestDatabase } from "@/lib/testing/test-database";

// The respond service against a real PostgreSQL (the claim is SQL, and so is its concurrency) with a fake
// platform that records every call in order: an answer that goes out, and one refused before it does.

const test = withAppTestDatabase();
const { waiting, row, response } = respondFixtures(() => test.db, 500_000);
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const audits = (id: bigint) =>
  test.db.auditEvent.findMany({
    where: { action: "cancellations.respond", target: `cancellation:${id}`, outcome: { not: "attempted" } },
    orderBy: { id: "asc" },
  });

describe("respondToCancellation", () => {
  it("sends once, moves the request to RETURNING, records, announces and audits the answer", async () => {
    const id = await waiting();
    const p = fakeCancellationPlatform();
    const before = await test.db.changeEvent.count({ where: { topic: "cancellations", ref: String(id) } });
    const r = await respond(p, { id, intentId: randomUUID(), form: accept("1.50") }, actor());

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
    const p = fakeCancellationPlatform({ sends: [() => sleep(150)] });
    const [a, b] = await Promise.all([
      respond(p, { id, intentId: randomUUID(), form: accept() }, actor("a@example.com")),
      respond(p, { id, intentId: randomUUID(), form: rejectSepa }, actor("b@example.com")),
    ]);
    expect(p.calls.filter((c) => c.startsWith("send"))).toHaveLength(1);
    const outcomes = [a, b].map((r) => r.outcome).sort();
    expect(outcomes).toEqual(["in_progress", "sent"]);

    const later = await respond(p, { id, intentId: randomUUID(), form: accept() }, actor("c@example.com"));
    expect(later).toEqual(expect.objectContaining({ outcome: "already_sent" }));
    expect(p.calls.filter((c) => c.startsWith("send"))).toHaveLength(1);
    expect((await audits(id)).map((x) => x.outcome)).toEqual(["failure", "success", "failure"]);
  });

  it("checks the form's rules again on the server: nothing is sent, the refusal is audited", async () => {
    const id = await waiting();
    const p = fakeCancellationPlatform();
    await expect(
      respond(p, { id, intentId: randomUUID(), form: accept("100.00") }, actor()),
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
    const p = fakeCancellationPlatform();
    await expect(respond(p, { id, intentId: randomUUID(), form: accept() }, actor())).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining("T2 payments cannot be answered"),
    });
    expect(p.calls).toEqual([]);
  });
});
