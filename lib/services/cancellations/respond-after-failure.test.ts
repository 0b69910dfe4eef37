import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import { fakeCancellationPlatform } from "@/lib/testing/fake-cancellation-platform";
import {
  accept,
  actor,
  rejectSepa,
  respond,
  respondFixtures,
} from "@/lib/testing/cancellation-respond-fixtures";
import { withAppTestDatabase } from "@/lib/testing/test-database";

// The respond service after an answer that was refused or got no reply, against a real PostgreSQL and a fake
// platform that records every call in order: when it reads the request before sending again, and what the
// request then shows.

const test = withAppTestDatabase();
const { waiting, row, response } = respondFixtures(() => test.db, 600_000);
const refusal = (status: number | null, code?: string, kind: ProviderError["kind"] = "http") =>
  new ProviderError({ api: "gateway", kind, status, code, method: "POST", path: "/v3/x", requestId: "r" });

describe("respondToCancellation", () => {
  it("a refusal leaves the request unchanged and answerable; VALID_RETURN_EXISTS then offers rejection only", async () => {
    const id = await waiting();
    const p = fakeCancellationPlatform({
      sends: [() => Promise.reject(refusal(400, "VALID_RETURN_EXISTS"))],
    });
    const first = await respond(p, { id, intentId: randomUUID(), form: accept() }, actor());
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
    await expect(respond(p, { id, intentId: randomUUID(), form: accept() }, actor())).rejects.toMatchObject({
      code: "invalid_input",
      message: "Some fields need attention; nothing was sent.",
      fieldErrors: { decision: expect.stringContaining("already been returned") },
    });
    const reject = await respond(p, { id, intentId: randomUUID(), form: rejectSepa }, actor());
    expect(reject).toEqual(expect.objectContaining({ outcome: "sent", status: "REFUSING" }));
    expect(p.calls.filter((c) => c.startsWith("send"))).toHaveLength(2);
    expect(await response(id)).toMatchObject({ state: "sent", attempts: 2, responseCode: "REJECTED" });
  });

  it("after a timeout it reads the request before sending again, and does not send when the answer arrived", async () => {
    const id = await waiting();
    let platformStatus = "CANCELLATION_IN_PROGRESS";
    const p = fakeCancellationPlatform({
      status: () => platformStatus,
      sends: [
        async () => {
          throw refusal(null, undefined, "timeout");
        },
      ],
    });
    const first = await respond(p, { id, intentId: randomUUID(), form: accept() }, actor());
    // The read right after the timeout still shows it waiting: nobody knows yet.
    expect(first).toEqual(expect.objectContaining({ outcome: "unknown" }));
    expect(await response(id)).toMatchObject({ state: "unknown" });
    expect(p.calls).toEqual([`send:${id}`, `get:${id}`]);

    // The answer did arrive after all: the next attempt reads first and sends nothing.
    platformStatus = "RETURNING";
    const second = await respond(p, { id, intentId: randomUUID(), form: accept() }, actor());
    expect(second).toEqual(expect.objectContaining({ outcome: "sent", status: "RETURNING" }));
    expect(p.calls).toEqual([`send:${id}`, `get:${id}`, `get:${id}`]);
    expect((await row(id)).status).toBe("RETURNING");
    expect(await response(id)).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("after a timeout whose answer was lost, the next attempt reads, finds it still waiting, and sends", async () => {
    const id = await waiting();
    const p = fakeCancellationPlatform({
      sends: [() => Promise.reject(refusal(null, undefined, "connection"))],
    });
    await respond(p, { id, intentId: randomUUID(), form: accept() }, actor());
    const second = await respond(p, { id, intentId: randomUUID(), form: accept() }, actor());
    expect(second).toEqual(expect.objectContaining({ outcome: "sent" }));
    expect(p.calls).toEqual([`send:${id}`, `get:${id}`, `get:${id}`, `send:${id}`]);
  });

  it("a status refusal reads the request and shows where it stands", async () => {
    const id = await waiting();
    const p = fakeCancellationPlatform({
      status: "CANCELLATION_REFUSED",
      sends: [() => Promise.reject(refusal(400, "ILLEGAL_CANCELLATION_REQUEST_STATUS"))],
    });
    const r = await respond(p, { id, intentId: randomUUID(), form: rejectSepa }, actor());
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
    const p = fakeCancellationPlatform();
    const r = await respond(p, { id, intentId: randomUUID(), form: accept() }, actor());
    expect(r).toEqual(expect.objectContaining({ outcome: "sent" }));
    expect(p.calls).toEqual([`get:${id}`, `send:${id}`]);
  });
});
