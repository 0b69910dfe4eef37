import "server-only";
import { markSteppedUp, readStepUpAt, renewStepUp } from "@/lib/db/session-step-up";
import { env } from "@/lib/env";
import { isStepUpFresh, MINUTE_MS, stepUpFreshUntil } from "./freshness";

// The step-up state of the session behind a request: the cookie names the stored session (`sid`), and its
// row has the time of the last check (lib/db/session-step-up.ts). Read from the database on each
// money-moving action rather than from the user cache: it is one indexed read where money moves, and a
// check made on another instance counts at once.

export type TSessionToken = { uid?: unknown; sid?: unknown };
/** Until when the session's check counts (ISO time), or null when it must be made. */
export type TStepUpFreshness = { freshUntil: string | null };

function ids(token: TSessionToken): { sid: string; uid: string } | null {
  const { uid, sid } = token;
  return typeof uid === "string" && typeof sid === "string" && uid && sid ? { uid, sid } : null;
}

function status(at: Date | null): TStepUpFreshness {
  const until = stepUpFreshUntil(at, env.STEP_UP_MINUTES);
  return { freshUntil: until !== null && until > Date.now() ? new Date(until).toISOString() : null };
}

/** True when this session passed a check within STEP_UP_MINUTES. */
export async function sessionSteppedUp(token: TSessionToken): Promise<boolean> {
  const s = ids(token);
  return !!s && isStepUpFresh(await readStepUpAt(s.sid, s.uid), env.STEP_UP_MINUTES);
}

export async function sessionStepUpStatus(token: TSessionToken): Promise<TStepUpFreshness> {
  const s = ids(token);
  return status(s ? await readStepUpAt(s.sid, s.uid) : null);
}

/** Records a passed check for this session. */
export async function recordStepUp(token: TSessionToken): Promise<TStepUpFreshness> {
  const s = ids(token);
  return status(s ? await markSteppedUp(s.sid, s.uid) : null);
}

/** Slides a check that still counts to now (the Instant queue's heartbeat); a lapsed one stays lapsed. */
export async function renewSessionStepUp(token: TSessionToken): Promise<TStepUpFreshness> {
  const s = ids(token);
  if (!s) return status(null);
  const validSince = new Date(Date.now() - env.STEP_UP_MINUTES * MINUTE_MS);
  const at = await renewStepUp(s.sid, s.uid, validSince);
  return status(at ?? (await readStepUpAt(s.sid, s.uid)));
}
