import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { buildSandbox, type TSandbox } from "../app";
import { SANDBOX_CLIENTS } from "../defaults";
import { sandboxConfigFrom } from "../settings";

// Conformance tests drive the sandbox over HTTP only, as Countersign does: a real server on a free
// loopback port, reset before each test through the control API.

export type TClientKey = keyof typeof SANDBOX_CLIENTS;

/** A wire body under test: the assertions check its shape, so it is deliberately untyped here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TWireBody = any;
export type THarness = {
  origin: string;
  tenantId: string;
  /** A fresh bearer token for that API client. */
  token(client: TClientKey): Promise<string>;
  /** fetch() against the sandbox; `auth` adds a bearer token of that client. */
  call(
    method: string,
    path: string,
    init?: { auth?: TClientKey; body?: unknown; headers?: Record<string, string>; rawBody?: string },
  ): Promise<{ status: number; body: TWireBody; headers: Headers }>;
  control(method: string, path: string, body?: unknown): Promise<TWireBody>;
};

export function useSandbox(env: Record<string, string> = {}): THarness {
  let sandbox: TSandbox;
  let origin = "";
  // Keys and other files go to a temporary folder: tests never write into the project's .data/.
  const dataDir = mkdtempSync(join(tmpdir(), "sandbox-test-"));
  const config = sandboxConfigFrom({
    SANDBOX_PORT: "0",
    SANDBOX_LEDGER_APPLY_MS: "20",
    SANDBOX_DATA_DIR: dataDir,
    ...env,
  });

  beforeAll(async () => {
    sandbox = await buildSandbox(config);
    origin = await sandbox.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await harness.control("POST", "/reset");
  });

  const harness: THarness = {
    get origin() {
      return origin;
    },
    tenantId: config.tenantId,
    async token(client) {
      const { id, secret } = SANDBOX_CLIENTS[client];
      const res = await fetch(`${origin}/auth/realms/${config.tenantId}/protocol/openid-connect/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "client_credentials", client_id: id, client_secret: secret }),
      });
      if (res.status !== 200) throw new Error(`token for ${client}: HTTP ${res.status}`);
      return ((await res.json()) as { access_token: string }).access_token;
    },
    async call(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.auth) headers.authorization = `Bearer ${await harness.token(init.auth)}`;
      let body: string | undefined = init.rawBody;
      if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers["content-type"] ??= "application/json";
      }
      const res = await fetch(`${origin}${path}`, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    async control(method, path, body) {
      const res = await harness.call(method, `/control${path}`, { body });
      if (res.status >= 300)
        throw new Error(`control ${method} ${path}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
  };
  return harness;
}
