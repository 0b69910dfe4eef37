"use server";

import { z } from "zod";
import { guardAction } from "@/lib/auth/guard-action";
import { endOwnSessions } from "@/lib/services/users/end-sessions";

/** "Sign out everywhere" in the user menu: every session of the caller ends, this one included. */
export const signOutEverywhereAction = guardAction(
  "signOutEverywhere",
  "account.sessions",
  z.object({}).strict(),
  async (_input, ctx) => endOwnSessions(ctx),
);
