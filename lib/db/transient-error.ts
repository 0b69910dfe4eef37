import "server-only";

// Database errors that say "try again later" rather than "this data is wrong": the connection went away,
// the server is shutting down or restarting, a deadlock or serialization failure, the pool timed out.
// Work that fails this way must be retried, never recorded as a verdict on its input.

const PG_TRANSIENT = /^(08\d{3}|40001|40P01|57P01|57P02|57P03|53300)$/; // SQLSTATE classes/codes
const PRISMA_TRANSIENT = /^(P1001|P1002|P1008|P1017|P2024|P2034)$/;
const NETWORK =
  /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|Connection terminated|terminating connection|closed the connection|not queryable|Can't reach database|shutting down/i;

export function isTransientDbError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, originalCode, message } = e as {
      code?: unknown;
      originalCode?: unknown;
      message?: unknown;
    };
    for (const c of [code, originalCode]) {
      if (typeof c === "string" && (PG_TRANSIENT.test(c) || PRISMA_TRANSIENT.test(c))) return true;
    }
    if (typeof message === "string" && NETWORK.test(message)) return true;
  }
  return false;
}
