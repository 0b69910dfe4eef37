import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { initialFaults, type TSandboxContext } from "../context";
import { parseOr400 } from "../http/errors";

// The control API: what tests and demos use to set the scene. Not part of the platform's interface.
// Each area adds its own scene-setting routes (create a TO_SIGN payment, an inbound camt.056, …) here.

const ZFeaturesPatch = z
  .object({
    swiftCancellation: z.boolean(),
    signing: z
      .object({
        enabled: z.boolean(),
        thresholdMinor: z.number().int().min(0),
        requiredApprovals: z.number().int().min(1),
      })
      .partial(),
    apiApproval: z.boolean(),
    instantConfirmation: z.enum(["off", "manual", "delayed-automatic"]),
    instantFallback: z.object({ outcome: z.enum(["accept", "reject"]), reason: z.string().min(1) }).partial(),
    liquidity: z.boolean(),
  })
  .partial()
  .strict();

const ZFaults = z
  .object({
    latencyMs: z.number().int().min(0).max(60_000),
    errorRate: z.number().min(0).max(1),
    dropRate: z.number().min(0).max(1),
    webhookUnreachable: z.boolean(),
    dropNextWrites: z.number().int().min(0).max(1000),
    failNextWrites: z.number().int().min(0).max(1000),
    failWritesTo: z.record(z.string().startsWith("/"), z.number().int().min(0).max(1000)),
    writeDropRate: z.number().min(0).max(1),
  })
  .partial()
  .strict();

const control: TControlRegistrar[] = [];
export type TControlRegistrar = (app: FastifyInstance, ctx: TSandboxContext) => void;

/** Areas call this at import time to add their scene-setting routes under /control. */
export function registerControl(registrar: TControlRegistrar) {
  control.push(registrar);
}

export function controlRoutes(app: FastifyInstance, ctx: TSandboxContext) {
  app.post("/reset", async () => {
    ctx.store.reset();
    ctx.clock.reset();
    Object.assign(ctx.faults, initialFaults(ctx.config));
    Object.assign(ctx.features, structuredClone(ctx.config.features));
    return { reset: true };
  });

  // The profile is fixed at start (SANDBOX_PROFILE): tests and launchers read which platform they face.
  app.get("/profile", async () => ({ profile: ctx.config.profile }));

  app.get("/features", async () => ctx.features);
  app.patch("/features", async (request) => {
    const patch = parseOr400("control", ZFeaturesPatch, request.body, "body");
    const { signing, instantFallback, ...rest } = patch;
    Object.assign(ctx.features, rest);
    Object.assign(ctx.features.signing, signing ?? {});
    Object.assign(ctx.features.instantFallback, instantFallback ?? {});
    return ctx.features;
  });

  app.get("/faults", async () => ctx.faults);
  app.patch("/faults", async (request) =>
    Object.assign(ctx.faults, withPaths(ctx, parseOr400("control", ZFaults, request.body, "body"))),
  );

  app.get("/clock", async () => ({ now: ctx.clock.nowIso() }));
  app.post("/clock/advance", async (request) => {
    const { ms } = parseOr400(
      "control",
      z.object({
        ms: z
          .number()
          .int()
          .min(0)
          .max(400 * 86_400_000),
      }),
      request.body,
      "body",
    );
    ctx.clock.advance(ms);
    return { now: ctx.clock.nowIso() };
  });

  /** Makes every issued token expired, as if 45 minutes had passed for tokens only. */
  app.post("/tokens/expire", async () => {
    for (const token of ctx.store.tokens.values()) token.expiresAt = ctx.clock.now();
    return { expired: ctx.store.tokens.size };
  });

  for (const registrar of control) registrar(app, ctx);
}

/** Paths given in failWritesTo are added to those already set (tests running at once set their own). */
function withPaths(ctx: TSandboxContext, patch: z.infer<typeof ZFaults>) {
  if (!patch.failWritesTo) return patch;
  return { ...patch, failWritesTo: { ...ctx.faults.failWritesTo, ...patch.failWritesTo } };
}
