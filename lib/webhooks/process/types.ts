import type { Prisma } from "@/lib/db/generated/client";

/** The transaction every delivery is applied in: read models, change events and the delivery's own row. */
export type TTx = Prisma.TransactionClient;

/** What handlers need to know of the delivery besides its body. */
export type TDeliveryContext = {
  id: bigint;
  /** The platform's signature timestamp (whole seconds, wall clock); the receipt time if it was missing. */
  notifiedAt: Date;
  receivedAt: Date;
};

/**
 * Work that must wait for the delivery's transaction to commit — a platform call, which must never hold a
 * database transaction open. processPending starts it once the commit succeeded, without waiting for it
 * (later deliveries go on), and logs its failure; nothing runs if the transaction rolled back.
 */
export type TAfterCommit = () => Promise<void>;

/** A handler either applied the body or says, in a sentence for the Events page, why it could not. */
export type THandlerResult = { ok: true; afterCommit?: TAfterCommit } | { ok: false; error: string };

export type THandler = (tx: TTx, body: unknown, delivery: TDeliveryContext) => Promise<THandlerResult>;
