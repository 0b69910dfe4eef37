import "server-only";
import { createServer, type Server } from "node:http";
import { randomUUID } from "node:crypto";
import { PEER_ADDRESS_HEADER } from "@/lib/auth/client-address";
import { logger } from "@/lib/logger";
import type { TIntakeConfig } from "./receive-webhook";
import { readBodyCapped } from "./read-body";
import { MAX_BODY_BYTES, receiveDelivery } from "./receive-webhook";

// An optional second door for webhooks (WEBHOOK_LISTEN_PORT): a plain node:http listener in the same
// process, running the same intake as POST /api/webhooks but without Next.js's per-request pipeline, which
// costs ~2 ms of CPU per request and caps one instance near 450 deliveries/s on two cores (measured:
// scripts/bench/README.md). Point the platform's webhook URL here when volume demands it.

export function startIntakeServer(opts: {
  host: string;
  port: number;
  config: () => TIntakeConfig;
}): Promise<Server> {
  const server = createServer((req, res) => {
    const answer = (status: number, body: Record<string, unknown>, headers?: Record<string, string>) => {
      res.writeHead(status, { ...headers, "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify(body));
    };
    if (req.url?.split("?")[0] !== "/api/webhooks") return answer(404, { error: "not_found" });
    if (req.method !== "POST") return answer(405, { error: "method_not_allowed" });
    const requestId = validRequestId(req.headers["x-request-id"]) ?? randomUUID();
    // The TCP peer, as lib/auth/peer-address.ts stamps it on every request (again here, so a listener
    // started without instrumentation.ts still knows it); a client's own value is overwritten.
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    void receiveDelivery(
      {
        header: (name) => single(req.headers[name.toLowerCase()]),
        readBody: () => readBodyCapped(req, MAX_BODY_BYTES),
        headers: Object.entries(req.headers).flatMap(([k, v]) =>
          v === undefined ? [] : [[k, single(v) ?? ""] as [string, string]],
        ),
      },
      opts.config(),
      requestId,
    )
      .then((a) => answer(a.status, a.body, a.headers))
      .catch((err) => {
        logger.error({ err, requestId }, "webhook intake listener failed");
        if (!res.headersSent) answer(503, { error: "not_stored", requestId });
      });
  });
  server.keepAliveTimeout = 65_000; // outlive common load balancers' idle timeouts
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, () => resolve(server));
  });
}

const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(", ") : (v ?? null));
const validRequestId = (v: string | string[] | undefined) => {
  const id = single(v);
  return id && /^[A-Za-z0-9._-]{8,64}$/.test(id) ? id : null;
};
