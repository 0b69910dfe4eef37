import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, expect } from "vitest";
import { useSandbox as sandboxOnFreePort } from "../testing/harness";
import { opensslVerifies, startReceiver, type TReceived, type TReceiver } from "../webhooks/test-receiver";

// The webhooks-*.test.ts files' shared scene: a sandbox on a free port with its own temp data dir, a
// receiver it delivers to (a fresh one before each test), fast retry settings, and helpers.

export const FAST = { initialMs: 40, maxMs: 160, timeoutMs: 2_000, timestampSkewSeconds: 0 };
export let receiver: TReceiver;
export type TKey = { version: number; publicKeyPem: string };
export const header = (r: TReceived, name: string) => r.headers[name] as string;
export const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

/** Call at the top of a test file: the harness registers that file's hooks. */
export function webhookScene() {
  const dataDir = mkdtempSync(join(tmpdir(), "sbx-webhooks-"));
  const sandbox = sandboxOnFreePort({ SANDBOX_DATA_DIR: dataDir });

  beforeEach(async () => {
    receiver = await startReceiver();
    await sandbox.control("PUT", "/webhooks/url", { url: receiver.url });
    await sandbox.control("PATCH", "/webhooks/settings", FAST);
  });
  afterEach(async () => receiver.close());
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const emit = (event: Record<string, unknown>) => sandbox.control("POST", "/webhooks/test-event", event);
  const keys = (): Promise<TKey[]> => sandbox.control("GET", "/webhooks/keys");
  const deliveries = () => sandbox.control("GET", "/webhooks/deliveries");
  const verifies = (r: TReceived, key: TKey, tenantId = sandbox.tenantId, raw = r.raw) =>
    opensslVerifies(
      key.publicKeyPem,
      raw,
      tenantId,
      header(r, "svc-signature-timestamp"),
      header(r, `svc-signature-${key.version}`),
    );
  return { dataDir, sandbox, emit, keys, deliveries, verifies };
}
