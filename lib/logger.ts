import "server-only";

import pino, { type DestinationStream, type Level, type Logger } from "pino";

export type { Logger };
export type TLogLevel = Level | "silent";

// Keys that carry credentials somewhere in what we log: headers, OAuth forms, token responses, config.
// Redaction matches explicit paths, so each key is listed at the top level and two levels down
// (e.g. `headers.authorization`, `req.headers.authorization`); deeper nesting is not logged by this app.
const SECRET_KEYS = [
  "authorization",
  "Authorization",
  "cookie",
  "Cookie",
  "set-cookie",
  "password",
  "client_secret",
  "clientSecret",
  "access_token",
  "accessToken",
  "refresh_token",
];

export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const join = (prefix: string) => (k.startsWith("[") ? `${prefix}${k}` : `${prefix}.${k}`);
  return [k, join("*"), join("*.*")];
});

/**
 * The log level comes from settings (lib/env.ts), never from process.env here.
 * `destination` lets tests capture output; production writes JSON lines to stdout.
 */
export function createLogger(level: TLogLevel = "info", destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: "[REDACTED]" },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger: Logger = createLogger("info");
