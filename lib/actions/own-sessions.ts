"use server";

import { guardAction } from "@/lib/auth/guard-action";
import { currentSession } from "@/lib/auth/current-user";
import { ZEndOwnSessionInput } from "@/lib/domain/users/own-sessions";
import { endOwnSession } from "@/lib/services/users/own-sessions";

/** "End" on one of "Your sessions": another session of the caller's ends at its next request. */
export const endOwnSessionAction = guardAction(
  "endOwnSession",
  "account.sessions",
  ZEndOwnSessionInput,
  async (input, ctx) => endOwnSession(input.sessionId, (await currentSession())?.token.sid ?? null, ctx),
);
