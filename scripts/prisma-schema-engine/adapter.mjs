// The PostgreSQL connection the wasm engine migrates through: @prisma/adapter-pg, patched where the engine
// expects more than adapter-pg gives (../prisma-schema-engine.mjs).
import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { sql } from "./sql.mjs";

export function adapterFactory({ url, shadowDatabaseUrl }) {
  const connect = async (connectionString) =>
    patchAdapter(await new PrismaPg({ connectionString }).connect());
  return {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: () => connect(url),
    // The engine expects an empty database from here each time it replays the migrations. adapter-pg's
    // own connectToShadowDb keeps the main URL's database (pg lets `connectionString` win over
    // `database`) and drops the new database while its pool still holds connections. So do as the native
    // engine does: reset the configured shadow database, or else use a throwaway one beside the main one.
    connectToShadowDb: async () => {
      if (shadowDatabaseUrl) {
        await sql(shadowDatabaseUrl, "DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public");
        return connect(shadowDatabaseUrl);
      }
      const name = `prisma_migrate_shadow_db_${randomUUID()}`;
      await sql(url, `CREATE DATABASE "${name}"`);
      const shadowUrl = new URL(url);
      shadowUrl.pathname = `/${name}`;
      const adapter = await connect(shadowUrl.href);
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose();
        await sql(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      };
      return adapter;
    },
  };
}

function patchAdapter(adapter) {
  // adapter-pg's executeScript splits the script on ";" (breaking any function body) and runs the pieces
  // one by one, so a failing statement leaves half a migration applied. PostgreSQL's simple-query
  // protocol takes the whole script at once and runs it as one implicit transaction.
  adapter.executeScript = async (script) => {
    try {
      await adapter.underlyingDriver().query(script);
    } catch (error) {
      adapter.onError(error); // rethrows as the DriverAdapterError the engine understands
    }
  };
  readCatalogTypes(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (...options) => readCatalogTypes(await startTransaction(...options));
  return adapter;
}

// The engine reads the catalog's `"char"` columns (pg_constraint.contype, confdeltype, …) as single
// characters, but adapter-pg rejects that type (OID 18) outright, as it does arrays of `name` (OID 1003;
// plain `name` it already reads as text). Present both as text to adapter-pg, then tell the engine a
// "char" column holds characters: as text, any contype row (PostgreSQL 18 has one per NOT NULL column,
// older versions one per CHECK constraint) or foreign key row makes the engine panic.
const CHARACTER = 6; // ColumnTypeEnum.Character, @prisma/driver-adapter-utils
function readCatalogTypes(queryable) {
  const { queryRaw, performIO } = queryable; // the class's own methods
  queryable.queryRaw = async function (query) {
    const charColumns = [];
    // Per call, a view of the adapter whose performIO retypes the fields before queryRaw maps them.
    const view = Object.create(this, {
      performIO: {
        value: async (q) => {
          const result = await performIO.call(this, q);
          result.fields.forEach((field, i) => {
            if (field.dataTypeID === 18) charColumns.push(i);
            field.dataTypeID = { 18: 25, 1003: 1009 }[field.dataTypeID] ?? field.dataTypeID; // → text, text[]
          });
          return result;
        },
      },
    });
    const result = await queryRaw.call(view, query);
    for (const i of charColumns) result.columnTypes[i] = CHARACTER;
    return result;
  };
  return queryable;
}
