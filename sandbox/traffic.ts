import type { FastifyInstance } from "fastify";
import type { TSandboxContext } from "./context";
import { SANDBOX_CLIENTS } from "./defaults";

// Traffic mode (SANDBOX_TRAFFIC=true, on in development): a steady, realistic stream of what happens on a
// working day, so the back office is alive on first start. Each event goes through the control API with
// app.inject — the same validated code paths a test uses, with no network in between.

type TScene = {
  weight: number;
  make: (ctx: TSandboxContext) => { url: string; payload: Record<string, unknown> };
};

const amount = (ctx: TSandboxContext, min: number, max: number) =>
  ctx.rng.int(min, max) * 100 + ctx.rng.int(0, 99);

const SCENES: TScene[] = [
  // Outbound payments above the signing threshold land in TO_SIGN for finance ops.
  {
    weight: 4,
    make: (ctx) => ({
      url: "/control/payments",
      payload: {
        direction: "OUTBOUND",
        method: ctx.rng.pick(["SEPA", "SEPA", "INST", "SWIFT"]),
        amount: amount(ctx, 1_500, 250_000),
        createdByClient: SANDBOX_CLIENTS.gateway.id,
      },
    }),
  },
  {
    weight: 5,
    make: (ctx) => ({
      url: "/control/payments",
      payload: { direction: "INBOUND", method: "SEPA", amount: amount(ctx, 10, 40_000) },
    }),
  },
  {
    weight: 3,
    make: (ctx) => ({ url: "/control/payments/instant-inbound", payload: { amount: amount(ctx, 5, 9_000) } }),
  },
  {
    weight: 1,
    make: (ctx) => ({
      url: "/control/cancellations/inbound",
      payload: {
        scheme: ctx.rng.pick(["SEPA", "SEPA", "INST", "SWIFT", "SDD"]),
        amount: amount(ctx, 50, 20_000),
      },
    }),
  },
  { weight: 1, make: () => ({ url: "/control/restriction/orders", payload: {} }) },
];

export function startTraffic(app: FastifyInstance, ctx: TSandboxContext, meanIntervalMs = 4000): () => void {
  const total = SCENES.reduce((sum, s) => sum + s.weight, 0);
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    let roll = ctx.rng.int(1, total);
    const scene = SCENES.find((s) => (roll -= s.weight) <= 0)!;
    const { url, payload } = scene.make(ctx);
    const res = await app.inject({ method: "POST", url, payload });
    if (res.statusCode >= 300)
      console.warn(`sandbox traffic: ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    timer = setTimeout(() => void tick(), ctx.rng.int(meanIntervalMs / 2, (meanIntervalMs * 3) / 2));
  };
  timer = setTimeout(() => void tick(), meanIntervalMs);
  return () => clearTimeout(timer);
}
