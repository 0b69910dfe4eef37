import { z } from "zod";
import type { TSandboxContext } from "../../context";
import { registerControl } from "../../control/routes";
import type { TSandboxEvent } from "../../core/events";
import { envelopeError, parseOr400 } from "../../http/errors";
import { INST_ACCOUNT, SCT_ACCOUNT, SETTLEMENT_ACCOUNTS, TENANT_BIC } from "./accounts";
import { createTransfer, FINAL_STATUSES, progress, setTransferStatus, TRANSFER_STATUSES } from "./lifecycle";

// Control API for liquidity: the settlement accounts, staging a transfer (bypassing the feature and the
// scheme rule), moving one to any status (REJECTED included), raising MAX_HOLDING_AMOUNT_BREACHED, and
// the liquidity / holding events emitted since the last reset (what the webhooks are made from).

const ZControlTransfer = z
  .object({
    requestId: z.string().min(1).max(64),
    amount: z.number().int().positive(),
    debtorAccount: z.string().min(1).max(34),
    creditorAccount: z.string().min(1).max(34),
    status: z.enum(TRANSFER_STATUSES),
    createdAt: z.iso.datetime({ offset: true }),
    purpose: z.string().max(140),
  })
  .partial()
  .strict();

const ZHoldingBreach = z
  .object({
    accountBic: z.string().min(8).max(11).default(TENANT_BIC),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default("EUR"),
    holdingAmount: z.number().int().min(0),
    maxHoldingAmount: z.number().int().min(0),
  })
  .strict()
  .refine((b) => b.holdingAmount > b.maxHoldingAmount, {
    message: "holdingAmount must exceed maxHoldingAmount",
    path: ["holdingAmount"],
  });

type TLoggedEvent = Extract<TSandboxEvent, { kind: "liquidity" | "holding.breached" }>;

registerControl((app, ctx) => {
  const log = recordEvents(ctx);
  app.addHook("onRequest", async (request) => {
    if (request.method === "POST" && request.url.split("?")[0] === "/control/reset") log.length = 0;
  });

  // GET /control/transfers/settlement-accounts
  app.get("/transfers/settlement-accounts", async () => ({ accounts: SETTLEMENT_ACCOUNTS }));

  // GET /control/transfers/events
  app.get("/transfers/events", async () => ({ events: log }));

  // POST /control/transfers — without a status it starts at CREATED and moves on like an API one.
  app.post("/transfers", async (request, reply) => {
    const init = parseOr400("control", ZControlTransfer, request.body ?? {}, "body");
    const transfer = createTransfer(
      ctx,
      {
        amount: 500_000,
        debtorAccount: SCT_ACCOUNT,
        creditorAccount: INST_ACCOUNT,
        ...init,
        ...(init.createdAt && { createdAt: new Date(init.createdAt).toISOString() }),
      },
      { emit: true },
    );
    if (!init.status) progress(ctx, transfer);
    return reply.status(201).send(transfer);
  });

  // POST /control/transfers/{id}/status — e.g. {status: "REJECTED"}; a final transfer cannot move.
  app.post("/transfers/:id/status", async (request) => {
    const { id } = parseOr400("control", z.object({ id: z.coerce.number().int() }), request.params, "path");
    const { status } = parseOr400(
      "control",
      z.object({ status: z.enum(TRANSFER_STATUSES) }),
      request.body,
      "body",
    );
    const transfer = ctx.store.transfers.get(id);
    if (!transfer) throw envelopeError(404, "TRANSFER_NOT_FOUND", `Transfer ${id} not found`);
    if (FINAL_STATUSES.includes(transfer.status) && transfer.status !== status) {
      throw envelopeError(409, "TRANSFER_FINAL", `Transfer ${id} is already ${transfer.status}`);
    }
    setTransferStatus(ctx, transfer, status);
    return transfer;
  });

  // POST /control/holding-breach — the MAX_HOLDING_AMOUNT_BREACHED webhook's event.
  app.post("/holding-breach", async (request) => {
    const breach = parseOr400("control", ZHoldingBreach, request.body, "body");
    const event = { kind: "holding.breached" as const, ...breach, at: ctx.clock.nowIso() };
    ctx.events.emit(event);
    return event;
  });
});

/** Snapshots of the liquidity and holding events, in emission order. */
function recordEvents(ctx: TSandboxContext): TLoggedEvent[] {
  const log: TLoggedEvent[] = [];
  ctx.events.on((event) => {
    if (event.kind === "liquidity") log.push({ ...event, transfer: structuredClone(event.transfer) });
    else if (event.kind === "holding.breached") log.push({ ...event });
  });
  return log;
}
