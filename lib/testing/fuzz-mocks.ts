import type { TCurrentUser } from "@/lib/auth/current-user";
import type { TSettings } from "@/lib/env-schema";

// The fuzz tests (lib/testing/fuzz-stack.ts) stub only the session and the settings, through these module
// factories, which each fuzz test file hands to vi.mock, keeping every other export of the real module:
//
//   vi.mock("@/lib/env", async (orig) => (await import("@/lib/testing/fuzz-mocks")).envModule(orig));
//
// and the same with currentUserModule for @/lib/auth/current-user, sessionRenewalModule for
// @/lib/auth/session-renewal. This file imports types only, so a factory never imports what it mocks.

type TImport = <T>() => Promise<T>;
type TEnvModule = typeof import("@/lib/env");

export const fuzzState: {
  user: TCurrentUser | null;
  /** The user's stored session, stepped up, so money-moving actions reach their input checks. */
  sid: string | null;
  settings: TSettings | null;
  parse?: TEnvModule["parseSettings"];
} = {
  user: null,
  sid: null,
  settings: null,
};

export async function envModule(importOriginal: TImport) {
  const real = await importOriginal<TEnvModule>();
  fuzzState.parse = real.parseSettings;
  const env = new Proxy({} as TSettings, {
    get: (_target, key) => {
      if (!fuzzState.settings) throw new Error("fuzz: settings are read before the sandbox started");
      return fuzzState.settings[key as keyof TSettings];
    },
  });
  return { ...real, env, loadSettings: () => env };
}

export async function currentUserModule(importOriginal: TImport) {
  const real = await importOriginal<typeof import("@/lib/auth/current-user")>();
  return {
    ...real,
    currentSession: async () =>
      fuzzState.user
        ? {
            token: { uid: fuzzState.user.id, sid: fuzzState.sid, authTime: Math.floor(Date.now() / 1000) },
            user: fuzzState.user,
          }
        : null,
    currentUser: async () => fuzzState.user,
    requestContext: async () => ({ requestId: "fuzz-request", pathname: "/", ip: null }),
  };
}

export async function sessionRenewalModule(importOriginal: TImport) {
  const real = await importOriginal<typeof import("@/lib/auth/session-renewal")>();
  return { ...real, renewedSessionCookie: async () => null };
}
