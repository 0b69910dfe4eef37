import { z } from "zod";
import { zInt8Id } from "@/lib/domain/shared/bounds";

// "Apply again" on the Events page (lib/actions/events.ts): the inputs the actions parse and the results
// the page shows. Client-safe, like the rest of lib/domain.

/** At most this many deliveries per "Apply again all": one click stays a few seconds of work. */
export const REAPPLY_BATCH = 100;

export const ZReapplyDeliveryInput = z.object({
  id: zInt8Id("Not a delivery id."),
});

/**
 * How many the admin confirmed: at most that many are applied (least recently tried first), so one click never does
 * more than its dialog said, however many arrived meanwhile.
 */
export const ZReapplyAllInput = z.object({
  limit: z.number().int().min(1).max(REAPPLY_BATCH, `At most ${REAPPLY_BATCH} at a time.`),
});

/** One delivery applied again with the current classifier and handlers. */
export type TReapplyResult = {
  id: string;
  outcome: "processed" | "unprocessable";
  kind: string;
  previousKind: string | null;
  kindNote: string | null;
  /** Why it still cannot be applied (outcome "unprocessable"). */
  error: string | null;
};

export type TReapplyAllResult = {
  attempted: number;
  processed: number;
  unprocessable: number;
  /** Changed by someone else meanwhile (applied, or no longer there): left alone. */
  skipped: number;
  /** Verified deliveries still not applied afterwards. */
  remaining: number;
};
