import { describe, expect, it } from "vitest";
import { sleep } from "../webhooks/test-receiver";
import { header, iso, receiver, webhookScene } from "./webhooks-fixtures";

// docs/platform-interface.md#webhooks and docs/platform-interface.md#webhook-signatures: every kind's headers
// and body, signatures checked with the openssl command line, key rotation, retries until a 2xx, the
// hold-back of later notifications, an unreachable endpoint, the control routes. A temp data dir per run.
// This file: retries, hold-back, backoff, timeouts, an unreachable endpoint, flush, replay and reset.

const { sandbox, emit, keys, deliveries, verifies } = webhookScene();

describe("delivery", () => {
  it("retries a 500 and delivers once the receiver answers 200, with the same body bytes", async () => {
    receiver.answer = (n) => ({ status: n === 0 ? 500 : 200 });
    await emit({ kind: "payment.status" });
    const [first, second] = await receiver.waitFor(2);
    expect(second!.raw.equals(first!.raw)).toBe(true);
    await sleep(150);
    expect(receiver.received).toHaveLength(2);
    const { queued, delivered } = await deliveries();
    expect(queued).toEqual([]);
    expect(delivered).toMatchObject([
      { id: 1, kind: "PAYMENT_STATUS", attempts: 2, state: "delivered", lastStatus: 200, deliveredAt: iso },
    ]);
  });

  it("holds back later notifications while one is retried, then sends them in order", async () => {
    let failing = true;
    receiver.answer = () => ({ status: failing ? 503 : 200 });
    await emit({ kind: "payment.status", trxId: 1 });
    await emit({ kind: "payment.status", trxId: 2 });
    await receiver.waitFor(3);
    failing = false; // the answer after this is a 200 for the first notification, then the second goes out
    const during = await deliveries();
    expect(during.queued.map((d: { body: { trx_id: number } }) => d.body.trx_id)).toContain(2);
    expect(during.queued.at(-1)).toMatchObject({ attempts: 0, state: "queued" });
    const tried = receiver.received.length;
    const got = await receiver.waitFor(tried + 2);
    expect(got.map((r) => r.json.trx_id)).toEqual([...Array<number>(tried + 1).fill(1), 2]);
  });

  it("backs off exponentially up to the cap", async () => {
    receiver.answer = (n) => ({ status: n < 5 ? 500 : 204 });
    await emit({ kind: "liquidity" });
    await receiver.waitFor(6);
    const [delivered] = (await deliveries()).delivered;
    expect(delivered).toMatchObject({ attempts: 6, lastStatus: 204 });
    expect(delivered.history.map((h: { status: number }) => h.status)).toEqual([
      500, 500, 500, 500, 500, 204,
    ]);
    // Gaps between attempt starts, by the sandbox's own record: a timer never fires early.
    const starts = delivered.history.map((h: { at: string }) => Date.parse(h.at));
    const gaps = starts.slice(1).map((t: number, i: number) => t - starts[i]);
    [40, 80, 160, 160, 160].forEach((min, i) => expect(gaps[i]).toBeGreaterThanOrEqual(min));
  });

  it("never reads the response body: a 200 saying FAILED is delivered; a redirect is a failure", async () => {
    receiver.answer = (n) =>
      n === 0
        ? { status: 302, headers: { location: "/elsewhere" } }
        : { status: 200, body: '{"status":"FAILED"}' };
    await emit({ kind: "liquidity" });
    await receiver.waitFor(2);
    await sleep(150);
    expect(receiver.received).toHaveLength(2);
    expect((await deliveries()).delivered[0]).toMatchObject({ attempts: 2, state: "delivered" });
  });

  it("gives up an attempt that gets no answer within the timeout, and retries it", async () => {
    await sandbox.control("PATCH", "/webhooks/settings", { timeoutMs: 100 });
    receiver.answer = (n) => ({ status: 200, hang: n === 0 });
    await emit({ kind: "payment.status" });
    const [first, second] = await receiver.waitFor(2);
    expect(second!.raw.equals(first!.raw)).toBe(true);
    const [delivered] = (await deliveries()).delivered;
    expect(delivered).toMatchObject({ attempts: 2, state: "delivered" });
    expect(delivered.history[0]).toEqual({ at: iso, error: expect.stringMatching(/timeout|abort/i) });
    expect(Date.parse(delivered.history[1].at) - Date.parse(delivered.history[0].at)).toBeGreaterThanOrEqual(
      100 + 40,
    );
  });

  it("signs a skewed timestamp when asked, to test a receiver's tolerance window", async () => {
    await sandbox.control("PATCH", "/webhooks/settings", { timestampSkewSeconds: -600 });
    await emit({ kind: "payment.status" });
    const [r] = await receiver.waitFor(1);
    expect(Math.abs(Number(header(r!, "svc-signature-timestamp")) - (Date.now() / 1000 - 600))).toBeLessThan(
      5,
    );
    expect(verifies(r!, (await keys())[0]!)).toBe(true);
  });

  it("webhookUnreachable: attempts fail without any HTTP request, then delivery resumes", async () => {
    await sandbox.control("PATCH", "/faults", { webhookUnreachable: true });
    await emit({ kind: "payment.status" });
    await sleep(150);
    expect(receiver.received).toHaveLength(0);
    const [stuck] = (await deliveries()).queued;
    expect(stuck).toMatchObject({ state: "retrying", lastError: expect.stringContaining("unreachable") });
    expect(stuck.attempts).toBeGreaterThanOrEqual(2);
    await sandbox.control("PATCH", "/faults", { webhookUnreachable: false });
    await sandbox.control("POST", "/webhooks/flush");
    await receiver.waitFor(1);
  });

  it("keeps notifications queued while no URL is set, and sends them once one is", async () => {
    await sandbox.control("PUT", "/webhooks/url", { url: null });
    await emit({ kind: "holding.breached" });
    await sleep(80);
    expect((await deliveries()).queued).toMatchObject([{ state: "waiting-for-url", attempts: 0 }]);
    await sandbox.control("PUT", "/webhooks/url", { url: receiver.url });
    expect((await receiver.waitFor(1))[0]!.json.event).toBe("MAX_HOLDING_AMOUNT_BREACHED");
  });

  it("flush retries at once instead of waiting for the backoff", async () => {
    await sandbox.control("PATCH", "/webhooks/settings", { initialMs: 60_000, maxMs: 60_000 });
    receiver.answer = (n) => ({ status: n === 0 ? 500 : 200 });
    await emit({ kind: "payment.status" });
    await receiver.waitFor(1);
    await sleep(100);
    expect(receiver.received).toHaveLength(1);
    expect((await deliveries()).queued[0]).toMatchObject({
      state: "retrying",
      nextAttemptAt: iso,
      lastStatus: 500,
    });
    await sandbox.control("POST", "/webhooks/flush");
    await receiver.waitFor(2);
  });

  it("replays a delivered notification with the same body and a fresh signature", async () => {
    await emit({ kind: "cancellation.status" });
    const [original] = await receiver.waitFor(1);
    const res = await sandbox.call("POST", "/control/webhooks/deliveries/1/replay");
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: 2, replayOf: 1, kind: "CANCELLATION_STATUS" });
    const [, replayed] = await receiver.waitFor(2);
    expect(replayed!.raw.equals(original!.raw)).toBe(true);
    expect(verifies(replayed!, (await keys())[0]!)).toBe(true);
    expect((await sandbox.call("POST", "/control/webhooks/deliveries/99/replay")).status).toBe(404);
  });

  it("reset forgets the queue and log and restores the configured URL", async () => {
    await sandbox.control("PUT", "/webhooks/url", { url: null });
    await emit({ kind: "liquidity" });
    await sandbox.control("POST", "/reset");
    expect(await deliveries()).toEqual({ url: null, queued: [], delivered: [] });
  });
});
