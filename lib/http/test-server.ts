import "server-only";

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { createLogger, type Logger } from "@/lib/logger";

// Test helpers (not a test file): a real HTTP server on 127.0.0.1 and a log capture.

export interface TRecordedRequest {
  method: string;
  /** The request line's target, exactly as received (path and query). */
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

// Returns are ignored, so one-line handlers such as `(_req, res) => res.end()` type-check.
export type TTestHandler = (req: TRecordedRequest, res: ServerResponse) => unknown;

export interface TTestServer {
  url: string;
  requests: TRecordedRequest[];
  /** TCP connections accepted so far. */
  connections: () => number;
  close: () => Promise<void>;
}

export async function startTestServer(handler: TTestHandler): Promise<TTestServer> {
  const requests: TRecordedRequest[] = [];
  let connections = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded = {
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    };
    requests.push(recorded);
    await handler(recorded, res);
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    connections: () => connections,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** A port nobody listens on: bind, note the port, close. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export function captureLogs(level: "trace" | "debug" | "info" = "debug"): {
  logger: Logger;
  text: () => string;
  lines: () => Array<Record<string, unknown>>;
} {
  const chunks: string[] = [];
  // pino accepts any { write(line) }: synchronous, so a test can read the lines right after the call.
  const stream = { write: (line: string) => void chunks.push(line) };
  const logger = createLogger(level, stream);
  const text = () => chunks.join("");
  const lines = () =>
    text()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, text, lines };
}
