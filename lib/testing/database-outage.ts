// Fault injection for the audit trail's tests: the app's database (lib/db/client.ts, cached on globalThis)
// is swapped for a client of a server that is not there, as if PostgreSQL stopped, and swapped back after.
// Call `stop()` from inside a fake platform call to lose the database between the platform's answer and
// what the service records afterwards.
import { createDb, type Db } from "@/lib/db/client";

const holder = globalThis as typeof globalThis & { countersignDb?: Db };

export function databaseOutage(test: { readonly db: Db }) {
  // Port 1 on the loopback: nothing listens there, so every query fails at once with ECONNREFUSED.
  const gone = createDb("postgresql://countersign@127.0.0.1:1/stopped");
  return {
    stop() {
      holder.countersignDb = gone;
    },
    restart() {
      holder.countersignDb = test.db;
    },
  };
}

/** The rows an action left, oldest first. */
export function auditRowsOf(db: Db, where: { action: string; actorEmail: string }) {
  return db.auditEvent.findMany({ where, orderBy: { id: "asc" } });
}
