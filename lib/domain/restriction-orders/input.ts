import { z } from "zod";
import { REJECTION_REASON_CODES } from "./restriction-orders";

// Client-safe: what identifies an order in a URL and what the decide action accepts.

/** A document id as the platform accepts it in a path: 1–64 characters, no "/" (docs/platform.md). */
export const ZDocId = z
  .string()
  .min(1, "A document id is required.")
  .max(64, "A document id has at most 64 characters.")
  .regex(/^[^/]+$/, "A document id has no “/”.");

const ZIntent = z.uuid("The intent id must be a UUID made when the dialog opened.");

export const ZDecideInput = z.discriminatedUnion("decision", [
  z.object({ docId: ZDocId, intentId: ZIntent, decision: z.literal("CONFIRM") }),
  z.object({
    docId: ZDocId,
    intentId: ZIntent,
    decision: z.literal("REJECT"),
    reason: z.enum(REJECTION_REASON_CODES, "Choose one of the 20 rejection reasons."),
  }),
]);
export type TDecideInput = z.infer<typeof ZDecideInput>;
