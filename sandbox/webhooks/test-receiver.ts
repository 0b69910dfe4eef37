import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Test kit for the webhook conformance suite: a local receiver standing in for Countersign, and signature
// checks with the `openssl` command line, independent of the sandbox's own signing code.

export type TReceived = {
  headers: IncomingHttpHeaders;
  raw: Buffer;
  json: Record<string, unknown>;
  at: number;
};
/** `hang`: never answer (an attempt that must time out). */
export type TAnswer = { status: number; body?: string; headers?: Record<string, string>; hang?: boolean };

export type TReceiver = {
  url: string;
  received: TReceived[];
  /** How to answer the n-th request (0-based); default 200 with an empty body. */
  answer: (n: number) => TAnswer;
  waitFor(count: number, timeoutMs?: number): Promise<TReceived[]>;
  close(): Promise<void>;
};

export async function startReceiver(): Promise<TReceiver> {
  const receiver: TReceiver = {
    url: "",
    received: [],
    answer: () => ({ status: 200 }),
    async waitFor(count, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (receiver.received.length < count) {
        if (Date.now() > until) throw new Error(`received ${receiver.received.length} of ${count} webhooks`);
        await sleep(10);
      }
      return receiver.received.slice(0, count);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const n = receiver.received.length;
      receiver.received.push({
        headers: req.headers,
        raw,
        json: JSON.parse(raw.toString("utf8")),
        at: Date.now(),
      });
      const { status, body, headers, hang } = receiver.answer(n);
      if (hang) return;
      res.writeHead(status, { "content-type": "application/json", ...headers }).end(body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/platform`;
  return receiver;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `openssl dgst -sha256 -verify` over body + "." + tenant + "." + timestamp (RSASSA-PKCS1-v1.5). */
export function opensslVerifies(
  publicKeyPem: string,
  raw: Buffer,
  tenantId: string,
  timestamp: string,
  signatureB64: string,
) {
  const dir = mkdtempSync(join(tmpdir(), "sbx-webhook-verify-"));
  try {
    writeFileSync(join(dir, "pub.pem"), publicKeyPem);
    writeFileSync(join(dir, "data"), Buffer.concat([raw, Buffer.from(`.${tenantId}.${timestamp}`)]));
    writeFileSync(join(dir, "sig.bin"), Buffer.from(signatureB64, "base64"));
    const args = ["dgst", "-sha256", "-verify", "pub.pem", "-signature", "sig.bin", "data"];
    return execFileSync("openssl", args, { cwd: dir, stdio: "pipe" }).toString().includes("Verified OK");
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
