import "server-only";

import { inspect } from "node:util";

const REDACTED = "[REDACTED]";

/**
 * A credential that cannot leak by accident: string conversion, JSON (and so pino) and
 * util.inspect all print "[REDACTED]". The value lives in a private field and is only read
 * with `reveal()`, at the one place that puts it on the wire.
 */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  toString(): string {
    return REDACTED;
  }

  toJSON(): string {
    return REDACTED;
  }

  [inspect.custom](): string {
    return `Secret(${REDACTED})`;
  }
}

/** For lib/env.ts: `GATEWAY_CLIENT_SECRET: z.string().min(1).transform(secret)`. */
export function secret(value: string): Secret {
  return new Secret(value);
}
