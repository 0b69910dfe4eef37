import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TSandboxContext } from "../context";
import { apiOf, internalError } from "./errors";

// Injected faults (PATCH /control/faults) on the platform's APIs, never on the control API that sets them.
// Every request: latencyMs, dropRate (connection destroyed before anything happens), errorRate (500).
// Writes only (POST/PATCH/PUT/DELETE on gateway, ledger and restriction; the token endpoint is not a
// write of the platform): failNextWrites (or failWritesTo, for one path) answers 500 without applying;
// dropNextWrites and writeDropRate apply the write (state changed, events and webhooks emitted) and then
// destroy the connection without an answer — a write that "timed out" although it happened, which a
// client must read back before sending again. A dropped write loses whatever its answer was.

const WRITES = new Set(["POST", "PATCH", "PUT", "DELETE"]);
const dropAfterApplying = new WeakSet<FastifyRequest>();

export function installFaults(app: FastifyInstance, ctx: TSandboxContext) {
  app.addHook("onRequest", async (request, reply) => {
    const api = apiOf(request.url);
    if (api === "control") return;
    const { latencyMs, errorRate, dropRate } = ctx.faults;
    if (latencyMs > 0) await new Promise((r) => setTimeout(r, latencyMs));
    if (dropRate > 0 && Math.random() < dropRate) {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    if (errorRate > 0 && Math.random() < errorRate) throw internalError(api, request.url);
    if (api === "auth" || !WRITES.has(request.method)) return;
    const faults = ctx.faults;
    const path = request.url.split("?")[0]!;
    if ((faults.failWritesTo[path] ?? 0) > 0) {
      faults.failWritesTo[path]! -= 1;
      throw internalError(api, request.url);
    }
    if (faults.failNextWrites > 0) {
      faults.failNextWrites -= 1;
      throw internalError(api, request.url);
    }
    if (faults.dropNextWrites > 0) {
      faults.dropNextWrites -= 1;
      dropAfterApplying.add(request);
    } else if (faults.writeDropRate > 0 && Math.random() < faults.writeDropRate) {
      dropAfterApplying.add(request);
    }
  });

  // The handler has run (the write is applied); its answer never leaves.
  app.addHook("onSend", async (request, _reply, payload) => {
    if (dropAfterApplying.has(request)) request.raw.socket.destroy();
    return payload;
  });
}
