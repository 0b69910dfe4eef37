import { createPublicKey } from "node:crypto";
import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useSandbox as sandboxOnFreePort } from "../testing/harness";
import { webhookPublicKeys } from "../webhooks";
import { opensslVerifies } from "../webhooks/test-receiver";
import { FAST, header, receiver, webhookScene } from "./webhooks-fixtures";

// docs/platform-interface.md#webhooks and docs/platform-interface.md#webhook-signatures: every kind's headers
// and body, signatures checked with the openssl command line, key rotation, retries until a 2xx, the
// hold-back of later notifications, an unreachable endpoint, the control routes. A temp data dir per run.
// This file: the signing keys, another signature prefix, and the control routes' input.

const { dataDir, sandbox, emit, keys, deliveries, verifies } = webhookScene();

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
