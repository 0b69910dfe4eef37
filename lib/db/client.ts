// The application's database client. Server code only: it holds the connection pool and credentials.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "@/lib/env";
import { PrismaClient } from "./generated/client";

/** A Prisma client with its own connection pool, for code that must target another database. */
export function createDb(databaseUrl: string) {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
}

export type Db = ReturnType<typeof createDb>;

// One client per process, kept on globalThis: Next's dev server re-evaluates this module on every edit,
// and a new client each time would open another pool until PostgreSQL refuses connections.
// (In production the module is evaluated once, so the cache changes nothing there.)
const cache = globalThis as typeof globalThis & { countersignDb?: Db };

/**
 * The app's client, created on first use rather than at import: `next build` evaluates route modules,
 * and reading env.DATABASE_URL then would demand runtime settings at build time (see lib/env.ts).
 */
export const db: Db = new Proxy({} as Db, {
  get(_target, key) {
    const client = (cache.countersignDb ??= createDb(env.DATABASE_URL));
    const value: unknown = Reflect.get(client, key, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});
