import { z } from "zod";

// Client-safe: one of the signed-in user's own sessions ("Your sessions"), and the input that ends one.

export type TOwnSession = {
  id: string;
  startedAt: string;
  expiresAt: string;
  /** The session this request came with: ended by signing out, not from the list. */
  current: boolean;
};

export const ZEndOwnSessionInput = z.object({ sessionId: z.uuid({ error: "Not a session id." }) }).strict();
