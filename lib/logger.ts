import "server-only";

import pino, { type DestinationStream, type Level, type Logger } from "pino";
import { redactSecrets } from "./log-redact";

export type { Logger };
export type TLogLevel = Level | "silent";

/**
 * The log level comes from settings (lib/env.ts), never from process.env here.
 * `destination` lets tests capture output; production writes JSON lines to stdout.
 *
 * Credentials are censored by key at any depth (lib/log-redact.ts): in what each call logs (its `err`
 * included, before pino serialises it) and in a child logger's bindings, which pino's formatters skip.
 */
export function createLogger(level: TLogLevel = "info", destination?: DestinationStream): Logger {
  const options = { level, formatters: { log: (object: Record<string, unknown>) => redactSecrets(object) } };
  const root = destination ? pino(options, destination) : pino(options);
  // Children are created from their parent's prototype chain, so this one override covers every generation.
  const child = root.child;
  root.child = function (this: Logger, bindings, childOptions) {
    return child.call(this, redactSecrets(bindings), childOptions);
  } as Logger["child"];
  return root;
}

export const logger: Logger = createLogger("info");
