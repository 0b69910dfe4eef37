import "server-only";
import { ZSettings, type TSettings } from "./env-schema";

// The only reader of process.env (an ESLint rule enforces it). Every setting is parsed at once, so a bad
// start-up names every wrong variable in one message instead of failing on them one by one.

export class SettingsError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid settings:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "SettingsError";
  }
}

export function parseSettings(source: Record<string, string | undefined>): TSettings {
  // `NAME=` in a .env file (as copied from .env.example) means "not set", not "set to nothing".
  const present = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ""),
  );
  const result = ZSettings.safeParse(present);
  if (result.success) return result.data;
  throw new SettingsError(
    result.error.issues.map((issue) => {
      const name = issue.path.join(".") || "(settings)";
      // Zod 4 leaves the input off its issues (so a secret is never echoed); tell "missing" from the source.
      const missing = issue.code === "invalid_type" && present[name] === undefined;
      return `${name}: ${missing ? "is required but not set" : issue.message}`;
    }),
  );
}

let cached: TSettings | undefined;

/** Parses process.env on first use; instrumentation.ts touches it at start-up so a bad value stops the server. */
export function loadSettings(): TSettings {
  cached ??= parseSettings(process.env);
  return cached;
}

// A proxy so that importing `env` does not parse at build time (next build evaluates route modules).
export const env: TSettings = new Proxy({} as TSettings, {
  get: (_target, key) => loadSettings()[key as keyof TSettings],
});
