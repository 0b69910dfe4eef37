import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { TSandboxContext } from "../context";
import { registerControl } from "../control/routes";
import { envelopeError, parseOr400 } from "../http/errors";
import { webhookSenderOf, type TDelivery, type WebhookSender } from "./sender";
import { testEvent, ZTestEvent } from "./test-events";

// Control API for webhooks (not the platform's interface: docs/platform-interface.md#webhook-delivery shows
// no API to register a webhook URL): the receiving URL, the signing keys and their rotation, the retry
// schedule, the delivery queue and log, flush, replay, and synthetic events.

const ZUrl = z
  .object({
    url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable(),
  })
  .strict();
const ZSettings = z
  .object({
    initialMs: z.number().int().min(1).max(600_000),
    maxMs: z.number().int().min(1).max(3_600_000),
    timeoutMs: z.number().int().min(1).max(120_000),
    timestampSkewSeconds: z.number().int().min(-86_400).max(86_400),
  })
  .partial()
  .strict();
const ZId = z.object({ id: z.coerce.number().int().positive() });
const ZVersion = z.object({ version: z.coerce.number().int().positive() });

function view(d: TDelivery) {
  const { body, delayMs: _delay, ...rest } = d;
  return { ...rest, body: JSON.parse(body.toString("utf8")) as unknown };
}

function senderOf(ctx: TSandboxContext): WebhookSender {
  const sender = webhookSenderOf(ctx);
  if (!sender) throw envelopeError(503, "WEBHOOKS_NOT_STARTED", "The webhook sender is not running");
  return sender;
}

registerControl((app: FastifyInstance, ctx: TSandboxContext) => {
  // POST /control/reset also forgets the webhook queue and log (routes.ts owns reset; this hooks into it).
  app.addHook("preHandler", async (request) => {
    if (request.method === "POST" && request.routeOptions.url === "/control/reset") senderOf(ctx).reset();
  });

  // GET /control/webhooks/keys
  app.get("/webhooks/keys", async () =>
    senderOf(ctx)
      .keys.list()
      .map(({ version, publicKeyPem }) => ({ version, publicKeyPem })),
  );

  // POST /control/webhooks/keys — a rotation's new key: deliveries now carry one signature per key.
  app.post("/webhooks/keys", async (_request, reply) => {
    const { version, publicKeyPem } = senderOf(ctx).keys.add();
    return reply.status(201).send({ version, publicKeyPem });
  });

  // DELETE /control/webhooks/keys/{version} — ends a rotation.
  app.delete("/webhooks/keys/:version", async (request) => {
    const { version } = parseOr400("control", ZVersion, request.params, "path");
    const outcome = senderOf(ctx).keys.remove(version);
    if (outcome === "unknown") throw envelopeError(404, "NOT_FOUND", `No webhook key version ${version}`);
    if (outcome === "last") throw envelopeError(409, "LAST_KEY", "The only signing key cannot be removed");
    return { removed: version };
  });

  // PUT /control/webhooks/url — null keeps notifications queued until a URL is set.
  app.put("/webhooks/url", async (request) => {
    const { url } = parseOr400("control", ZUrl, request.body, "body");
    senderOf(ctx).setUrl(url);
    return { url };
  });

  // GET and PATCH /control/webhooks/settings — retry schedule, attempt timeout, timestamp skew.
  app.get("/webhooks/settings", async () => senderOf(ctx).settings);
  app.patch("/webhooks/settings", async (request) => {
    const sender = senderOf(ctx);
    Object.assign(sender.settings, parseOr400("control", ZSettings, request.body, "body"));
    return sender.settings;
  });

  // GET /control/webhooks/deliveries — queued (head first) and delivered (oldest first).
  app.get("/webhooks/deliveries", async () => {
    const sender = senderOf(ctx);
    return {
      url: ctx.config.webhookUrl,
      queued: sender.queued().map(view),
      delivered: sender.delivered().map(view),
    };
  });

  // POST /control/webhooks/flush — retry now instead of waiting for the backoff.
  app.post("/webhooks/flush", async () => {
    const sender = senderOf(ctx);
    sender.flush();
    return { queued: sender.queued().length };
  });

  // POST /control/webhooks/deliveries/{id}/replay — the same bytes again, as a new delivery.
  app.post("/webhooks/deliveries/:id/replay", async (request, reply) => {
    const { id } = parseOr400("control", ZId, request.params, "path");
    const replayed = senderOf(ctx).replay(id);
    if (!replayed) throw envelopeError(404, "NOT_FOUND", `No webhook delivery ${id}`);
    return reply.status(202).send(view(replayed));
  });

  // POST /control/webhooks/test-event — a synthetic event through ctx.events, as a state change would.
  app.post("/webhooks/test-event", async (request, reply) => {
    const input = parseOr400("control", ZTestEvent, request.body, "body");
    const sender = senderOf(ctx);
    const before = new Set([...sender.queued(), ...sender.delivered()].map((d) => d.id));
    ctx.events.emit(testEvent(ctx, input));
    const created = [...sender.queued(), ...sender.delivered()].filter((d) => !before.has(d.id));
    return reply.status(202).send({ notified: created.map(view) });
  });
});
