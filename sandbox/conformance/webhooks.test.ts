import { createPublicKey } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
// Aliased: the React hooks lint rule takes any use* call for a hook.
import { useSandbox as sandboxOnFreePort } from "../testing/harness";
import { webhookPublicKeys } from "../webhooks";
import {
  opensslVerifies,
  sleep,
  startReceiver,
  type TReceived,
  type TReceiver,
} from "../webhooks/test-receiver";

// docs/platform-interface.md#webhooks and docs/platform-interface.md#webhook-signatures: every kind's headers
// and body, signatures checked with the openssl command line, key rotation, retries until a 2xx, the
// hold-back of later notifications, an unreachable endpoint, the control routes. A temp data dir per run.

const dataDir = mkdtempSync(join(tmpdir(), "sbx-webhooks-"));
const sandbox = sandboxOnFreePort({ SANDBOX_DATA_DIR: dataDir });
const FAST = { initialMs: 40, maxMs: 160, timeoutMs: 2_000, timestampSkewSeconds: 0 };
let receiver: TReceiver;

beforeEach(async () => {
  receiver = await startReceiver();
  await sandbox.control("PUT", "/webhooks/url", { url: receiver.url });
  await sandbox.control("PATCH", "/webhooks/settings", FAST);
});
afterEach(async () => receiver.close());
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type TKey = { version: number; publicKeyPem: string };
const emit = (event: Record<string, unknown>) => sandbox.control("POST", "/webhooks/test-event", event);
const keys = (): Promise<TKey[]> => sandbox.control("GET", "/webhooks/keys");
const deliveries = () => sandbox.control("GET", "/webhooks/deliveries");
const header = (r: TReceived, name: string) => r.headers[name] as string;
const verifies = (r: TReceived, key: TKey, tenantId = sandbox.tenantId, raw = r.raw) =>
  opensslVerifies(
    key.publicKeyPem,
    raw,
    tenantId,
    header(r, "svc-signature-timestamp"),
    header(r, `svc-signature-${key.version}`),
  );
const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

describe("signing keys", () => {
  it("makes one RSA 2048 key at first start, kept in the data dir with mode 0600 and reused", async () => {
    const list = await keys();
    expect(list).toEqual([
      { version: 1, publicKeyPem: expect.stringContaining("-----BEGIN PUBLIC KEY-----") },
    ]);
    expect(createPublicKey(list[0]!.publicKeyPem).asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(statSync(join(dataDir, "webhook-key-1.pem")).mode & 0o777).toBe(0o600);
    expect(webhookPublicKeys(dataDir)).toEqual(list);
  });

  it("signs with every key during a rotation: svc-signature-1 and svc-signature-2, each valid", async () => {
    const added = await sandbox.call("POST", "/control/webhooks/keys");
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ version: 2 });
    const [k1, k2] = await keys();
    await emit({ kind: "payment.status" });
    const [r] = await receiver.waitFor(1);
    expect(verifies(r!, k1!)).toBe(true);
    expect(verifies(r!, k2!)).toBe(true);
    expect(
      opensslVerifies(
        k2!.publicKeyPem,
        r!.raw,
        sandbox.tenantId,
        header(r!, "svc-signature-timestamp"),
        header(r!, "svc-signature-1"),
      ),
    ).toBe(false);

    expect((await sandbox.call("DELETE", "/control/webhooks/keys/2")).status).toBe(200);
    await emit({ kind: "payment.status" });
    const [, after] = await receiver.waitFor(2);
    expect(
      Object.keys(after!.headers).filter(
        (h) => h.startsWith("svc-signature-") && h !== "svc-signature-timestamp",
      ),
    ).toEqual(["svc-signature-1"]);
    expect((await sandbox.call("DELETE", "/control/webhooks/keys/1")).body).toMatchObject({
      code: "LAST_KEY",
    });
    expect((await sandbox.call("DELETE", "/control/webhooks/keys/99")).status).toBe(404);
  });
});

describe("bodies and headers of each kind", () => {
  it("payment status: the documented body, tenant header, timestamp, kind header, a valid signature", async () => {
    const res = await sandbox.call("POST", "/control/webhooks/test-event", {
      body: { kind: "payment.status", status: "To sign", trxId: 4242 },
    });
    expect(res.status).toBe(202);
    const [r] = await receiver.waitFor(1);
    expect(r!.json).toEqual({
      trx_id: 4242,
      end_to_end_id: "E2E4242",
      type: "Payment",
      direction: "OUTBOUND",
      amount: 123456,
      currency: "EUR",
      status: "To sign",
      updated_at: iso,
      debtor_iban: "LT121000011101001000",
      creditor_iban: "DE89370400440532013000",
    });
    expect(header(r!, "content-type")).toBe("application/json");
    expect(header(r!, "svc-receiver-tenant-id")).toBe(sandbox.tenantId);
    expect(header(r!, "svc-event-type")).toBe("PAYMENT_STATUS");
    expect(Math.abs(Number(header(r!, "svc-signature-timestamp")) - Date.now() / 1000)).toBeLessThan(5);
    expect(header(r!, "svc-signature-timestamp")).toMatch(/^\d{10}$/);
    const [key] = await keys();
    expect(verifies(r!, key!)).toBe(true);
    // The tenant id and the exact body bytes are part of the signed string.
    expect(verifies(r!, key!, "another-tenant")).toBe(false);
    expect(verifies(r!, key!, sandbox.tenantId, Buffer.from(r!.raw.toString().replace("4242", "4243")))).toBe(
      false,
    );
  });

  it.each([
    [
      { kind: "cancellation.status", status: "CANCELLATION_IN_PROGRESS" },
      "CANCELLATION_STATUS",
      {
        cancellationId: expect.any(Number),
        trxId: expect.any(Number),
        direction: "INBOUND",
        reason: "DUPL",
        status: "CANCELLATION_IN_PROGRESS",
      },
    ],
    [
      { kind: "cancellation.status", status: "CANCELLATION_ACCEPTED", withTransaction: false },
      "CANCELLATION_STATUS",
      {
        cancellationId: expect.any(Number),
        direction: "INBOUND",
        reason: "DUPL",
        status: "CANCELLATION_ACCEPTED",
      },
    ],
    [
      { kind: "payment.pending_confirmation", trxId: 777 },
      "PENDING_CONFIRMATION",
      {
        event: "PENDING_CONFIRMATION",
        trx_id: 777,
        end_to_end_id: expect.any(String),
        status: "Pending confirmation",
        debtor_account_number: "LT121000011101001000",
        creditor_account_number: "DE89370400440532013000",
        amount: 123456,
        currency: "EUR",
        updated_at: iso,
      },
    ],
    [
      { kind: "holding.breached" },
      "MAX_HOLDING_AMOUNT_BREACHED",
      {
        event: "MAX_HOLDING_AMOUNT_BREACHED",
        accountBic: "SBXTLT21XXX",
        currency: "EUR",
        holdingAmount: 125000000,
        maxHoldingAmount: 100000000,
        occurredAt: iso,
      },
    ],
    [
      { kind: "liquidity" },
      "LIQUIDITY",
      {
        event: "LIQUIDITY",
        id: expect.any(Number),
        requestId: expect.any(String),
        amount: 5000000,
        currency: "EUR",
        debtorAccount: expect.any(String),
        creditorAccount: expect.any(String),
        sepaMessageId: expect.any(String),
        status: "SENT_TO_CLEAR",
        transferType: "INTERNAL",
        createdAt: iso,
        updatedAt: iso,
      },
    ],
  ])("%o → %s", async (event, kind, body) => {
    await emit(event);
    const [r] = await receiver.waitFor(1);
    expect(r!.json).toEqual(body);
    expect(header(r!, "svc-event-type")).toBe(kind);
    expect(header(r!, "svc-receiver-tenant-id")).toBe(sandbox.tenantId);
    expect(verifies(r!, (await keys())[0]!)).toBe(true);
  });

  it("sends payment status only for the listed statuses, Sent to clear only for SWIFT and outbound Instant", async () => {
    const listed = [
      "Created",
      "To sign",
      "Signed",
      "Accepted",
      "Completed",
      "Some problems",
      "Cancelled",
      "Rejected",
    ];
    for (const status of listed) await emit({ kind: "payment.status", status });
    for (const [method, direction] of [
      ["SWIFT", "INBOUND"],
      ["INST", "OUTBOUND"],
      ["SEPA", "OUTBOUND"],
      ["INST", "INBOUND"],
    ]) {
      await emit({ kind: "payment.status", status: "Sent to clear", method, direction });
    }
    expect((await emit({ kind: "payment.status", status: "Completed", type: "CSM fees" })).notified).toEqual(
      [],
    );
    expect(
      (await emit({ kind: "payment.status", status: "Accepted", type: "Payment return" })).notified,
    ).toHaveLength(1);
    const got = await receiver.waitFor(11);
    await sleep(100);
    expect(receiver.received).toHaveLength(11);
    expect(got.map((r) => r.json.status)).toEqual([...listed, "Sent to clear", "Sent to clear", "Accepted"]);
  });

  it("sends cancellation status only at IN_PROGRESS, ACCEPTED, REJECTED and COMPLETED", async () => {
    for (const status of [
      "CANCELLATION_CREATED",
      "RETURNING",
      "REFUSING",
      "PAYMENT_RETURNED",
      "CANCELLATION_REFUSED",
      "PROCESSING_FAILED",
    ]) {
      expect((await emit({ kind: "cancellation.status", status })).notified).toEqual([]);
    }
    for (const status of [
      "CANCELLATION_IN_PROGRESS",
      "CANCELLATION_ACCEPTED",
      "CANCELLATION_REJECTED",
      "CANCELLATION_COMPLETED",
    ]) {
      await emit({ kind: "cancellation.status", status });
    }
    const got = await receiver.waitFor(4);
    expect(got.map((r) => r.json.status)).toEqual([
      "CANCELLATION_IN_PROGRESS",
      "CANCELLATION_ACCEPTED",
      "CANCELLATION_REJECTED",
      "CANCELLATION_COMPLETED",
    ]);
  });
});

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

describe("control input", () => {
  it.each([
    ["PUT", "/control/webhooks/url", { url: "ftp://example.com/hook" }],
    ["PUT", "/control/webhooks/url", { url: 5 }],
    ["PUT", "/control/webhooks/url", {}],
    ["PATCH", "/control/webhooks/settings", { initialMs: -1 }],
    ["PATCH", "/control/webhooks/settings", { teleport: true }],
    ["POST", "/control/webhooks/test-event", { kind: "nope" }],
    ["POST", "/control/webhooks/test-event", { kind: "payment.status", status: "Bogus" }],
    ["POST", "/control/webhooks/deliveries/abc/replay", undefined],
    ["DELETE", "/control/webhooks/keys/x", undefined],
  ])("%s %s %o → 400 without change", async (method, path, body) => {
    const res = await sandbox.call(method, path, { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(await sandbox.control("GET", "/webhooks/settings")).toEqual(FAST);
    expect(await deliveries()).toEqual({ url: receiver.url, queued: [], delivered: [] });
  });
});

describe("another signature prefix, same data dir", () => {
  const acme = sandboxOnFreePort({ SANDBOX_DATA_DIR: dataDir, SANDBOX_SIGNATURE_PREFIX: "acme" });

  it("names the headers with the prefix and signs with the key kept from the first start", async () => {
    await acme.control("PUT", "/webhooks/url", { url: receiver.url });
    expect(await acme.control("GET", "/webhooks/keys")).toEqual(await keys());
    await acme.control("POST", "/webhooks/test-event", { kind: "payment.status" });
    const [r] = await receiver.waitFor(1);
    expect(header(r!, "acme-receiver-tenant-id")).toBe(acme.tenantId);
    expect(header(r!, "acme-event-type")).toBe("PAYMENT_STATUS");
    const [key] = await keys();
    expect(
      opensslVerifies(
        key!.publicKeyPem,
        r!.raw,
        acme.tenantId,
        header(r!, "acme-signature-timestamp"),
        header(r!, "acme-signature-1"),
      ),
    ).toBe(true);
  });
});
