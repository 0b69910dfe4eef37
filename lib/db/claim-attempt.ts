import "server-only";
import { Prisma } from "./generated/client";

// The claim that payment_approvals, cancellation_responses and restriction_decisions share: one row per
// thing the platform may be asked once (a payment, a request, an order), claimed by one attempt at a time.
// A claim wins on a new row, or on a row whose last attempt was refused, unknown, or still in flight
// after `staleAfterMs` (its request died without an answer); the winner gets the next attempt number as
// its fencing token, and only that attempt may record the outcome.

export type TClaimTable = {
  /** Table and key column, constants of the caller (never input): they are written into the SQL. */
  table: string;
  key: string;
  /** The in-flight state ('pending', 'sending'). */
  inFlight: string;
  /** Outcome columns of this table, cleared for a new attempt beside provider_status, provider_code, message. */
  outcome?: readonly string[];
};

/**
 * `prev` (a CTE naming the row's state before the claim) and `claim` (the INSERT … ON CONFLICT that
 * takes the row), to be written `WITH ${prev} ${claim}` or as a CTE of a larger statement. `values`
 * gives each column written by the attempt (the key among them) as a SQL value; the claim returns
 * `attempts`, `previous` and `stale` (read them with claimedAttempt).
 */
export function claimSql(
  t: TClaimTable,
  values: Record<string, Prisma.Sql>,
  staleAfterMs: number,
): { prev: Prisma.Sql; claim: Prisma.Sql } {
  const table = Prisma.raw(t.table);
  const col = (name: string) => Prisma.raw(name);
  const names = Object.keys(values);
  const copied = names.filter((n) => n !== t.key).map((n) => Prisma.sql`${col(n)} = EXCLUDED.${col(n)}`);
  const cleared = [...(t.outcome ?? []), "provider_status", "provider_code", "message"];
  const set = Prisma.join(
    [
      Prisma.sql`state = ${t.inFlight}`,
      ...copied,
      Prisma.sql`attempts = ${table}.attempts + 1, started_at = now(), finished_at = NULL`,
      ...cleared.map((n) => Prisma.sql`${col(n)} = NULL`),
    ],
    ", ",
  );
  const prev = Prisma.sql`prev AS (SELECT state FROM ${table} WHERE ${col(t.key)} = ${values[t.key]!})`;
  const claim = Prisma.sql`
    INSERT INTO ${table} (${Prisma.join(names.map(col), ", ")}, state)
    VALUES (${Prisma.join(Object.values(values), ", ")}, ${t.inFlight})
    ON CONFLICT (${col(t.key)}) DO UPDATE SET ${set}
     WHERE ${table}.state IN ('refused', 'unknown')
        OR (${table}.state = ${t.inFlight}
            AND ${table}.started_at < now() - make_interval(secs => ${staleAfterMs / 1000}::float8))
    RETURNING attempts, (SELECT state FROM prev) AS previous,
              coalesce((SELECT state = ${t.inFlight} FROM prev), false) AS stale`;
  return { prev, claim };
}

/** What the platform answered an attempt: the columns every record keeps, and a new claim clears. */
export type TProviderAnswer = { providerStatus: number | null; providerCode: string | null; message: string };

export type TClaimedRow = { attempts: number; previous: string | null; stale: boolean };

/** A won claim: its fencing token and the state before it, a stale in-flight one reading as 'unknown'. */
export function claimedAttempt<S extends string>(row: TClaimedRow) {
  const previous = row.stale ? "unknown" : (row.previous as S | null);
  return { claimed: true as const, attempts: row.attempts, previous: previous as S | "unknown" | null };
}

/** A lost claim: the row that won. Rows are never deleted, so a missing one is a bug worth failing on. */
export async function lostClaim<R>(t: TClaimTable, key: unknown, find: () => Promise<R | null>) {
  const row = await find();
  if (!row) throw new Error(`${t.table} row ${String(key)} vanished during a claim`);
  return { claimed: false as const, row };
}
