import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/errors/provider-error";
import { fakeCancellationPlatform } from "@/lib/testing/fake-cancellation-platform";
import { withAppTestDatabase } from "@/lib/testing/test-database";
import type { TActor } from "../actor";
import { withPlatform } from "../platform/registry";
import { respondToCancellation } from "./respond-to-cancellation";

// "Any 4xx response leaves the cancellation request unchanged" is stated for the v3 respond only. The v1
// (SEPA direct debit) operations' paths and bodies are not shown at all (docs/platform.md, Cancellations),
// so after a refused v1 answer the next attempt reads the request before it sends anything.

const test = withAppTestDatabase();
let nextId = 700_000;
const actor: TActor = { user: { id: randomUUID(), email: "ops@example.com" }, requestId: "req-v1", ip: null };
const refusal = (status: number, code: string) =>
  new ProviderError({
    api: "gateway",
    kind: "http",
    status,
    code,
    method: "POST",
    path: "/v1/x",
    requestId: "r",
  });

async function waitingSdd() {
  const id = BigInt(++nextId);
  await test.db.cancellationRequest.create({
    data: {
      cancellationId: id,
      trxId: id + 1n,
      direction: "INBOUND",
      reason: "DUPL",
      status: "CANCELLATION_IN_PROGRESS",
      statusAt: new Date(Date.now() - 60_000),
      paymentCheckedAt: new Date(),
      paymentFound: true,
      paymentMethod: "SDD",
      paymentDirection: "INBOUND",
      paymentAmount: 10_000n,
      paymentCurrency: "EUR",
      paymentBookingDate: new Date().toISOString().slice(0, 10),
      syncDueAt: null,
    },
  });
  return id;
}

function platform(status: () => string, sends: (() => Promise<void>)[]) {
  return fakeCancellationPlatform({ status, sends });
}

const reject = { decision: "REJECTED", reason: "AC04", information: "Account closed" };
const answer = (id: bigint, p: ReturnType<typeof platform>) =>
  withPlatform(p.platform, () => respondToCancellation({ id, intentId: randomUUID(), form: reject }, actor));
const rejectSent = {
  api: "v1",
  op: "reject",
  body: { reasonCode: "AC04", additionalInformation: "Account closed" },
};

describe("respondToCancellation, SEPA direct debit (v1)", () => {
  it("after a refused v1 answer, the next one reads the request first, then sends while it still waits", async () => {
    const id = await waitingSdd();
    const p = platform(
      () => "CANCELLATION_IN_PROGRESS",
      [() => Promise.reject(refusal(400, "ILLEGAL_CANCELLATION_REASON"))],
    );
    const first = await answer(id, p);
    expect(first).toMatchObject({ outcome: "refused" });
    const second = await answer(id, p);
    expect(second).toMatchObject({ outcome: "sent", status: "REFUSING" });
    expect(p.calls).toEqual([`send:${id}`, `get:${id}`, `send:${id}`]);
    expect(p.sent).toEqual([rejectSent, rejectSent]);
  });

  it("after a refused v1 answer, a request that moved on is not answered again", async () => {
    const id = await waitingSdd();
    let status = "CANCELLATION_IN_PROGRESS";
    const p = platform(() => status, [() => Promise.reject(refusal(400, "VALIDATION_ERROR"))]);
    await answer(id, p);
    status = "CANCELLATION_REFUSED";
    const second = await answer(id, p);
    expect(second).toMatchObject({
      outcome: "refused",
      status: "CANCELLATION_REFUSED",
      message: expect.stringContaining("takes no answer"),
    });
    expect(p.calls).toEqual([`send:${id}`, `get:${id}`]);
    expect(p.sent).toEqual([rejectSent]);
  });
});
