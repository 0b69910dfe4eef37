#!/usr/bin/env node
// Offline stand-in for Prisma's native `schema-engine` binary, which the CLI downloads from
// binaries.prisma.sh on first use (unreachable here). prisma.config.ts points PRISMA_SCHEMA_ENGINE_BINARY
// at this file. It runs the WebAssembly build of the same engine, shipped inside the `prisma` package,
// against PostgreSQL through @prisma/adapter-pg. Background: README.md#prisma-without-a-downloaded-engine.
//
// The CLI (node_modules/prisma/build/cli.js) starts the binary in three ways, all handled here:
//   schema-engine --version
//   schema-engine --datasource '{"url":…}' cli can-connect-to-database | create-database
//   schema-engine [--datamodels <file>]… --datasource '{"url":…,"shadowDatabaseUrl":…}'
//     → JSON-RPC 2.0, one message per line on stdin/stdout; JSON log lines on stderr.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { PrismaPg } from "@prisma/adapter-pg";
// adapter-pg's own dependency (hoisted): wraps an adapter the way Prisma's wasm engines expect to call it.
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as glue from "@prisma/schema-engine-wasm/schema_engine_bg";
import pg from "pg";

const { values: args, positionals } = parseArgs({
  strict: false,
  allowPositionals: true,
  options: {
    version: { type: "boolean", short: "V" },
    datamodels: { type: "string", multiple: true },
    datasource: { type: "string" },
    // Passed by the CLI only with preview features or extensions, which this project does not use.
    "enabled-preview-features": { type: "string" },
    "extension-types": { type: "string" },
  },
});

// The glue is the `@prisma/schema-engine-wasm` release the CLI names; the .wasm comes from the CLI itself.
// The glue's own entry imports the .wasm as an ES module, which Node 20 cannot, so we link it by hand.
function loadWasmEngine() {
  globalThis.PRISMA_WASM_PANIC_REGISTRY = {
    message: "",
    set_message(message) {
      this.message = message;
    },
  };
  const prismaDir = path.dirname(createRequire(import.meta.url).resolve("prisma/package.json"));
  const imports = { ...glue };
  for (const name of Object.keys(glue).filter((key) => key.startsWith("__wbg_setTimeout_"))) {
    // The engine arms 10 s and 60 s timers it never clears; unref'd, they cannot keep this process alive.
    imports[name] = (callback, ms) => setTimeout(callback, ms).unref();
  }
  const wasmModule = new WebAssembly.Module(
    readFileSync(path.join(prismaDir, "build/schema_engine_bg.wasm")),
  );
  const wasm = new WebAssembly.Instance(wasmModule, { "./schema_engine_bg.js": imports });
  glue.__wbg_set_wasm(wasm.exports);
  wasm.exports.__wbindgen_start();
}

async function rpcServer(datasource) {
  const datamodels = (args.datamodels ?? []).map((file) => [file, readFileSync(path.resolve(file), "utf8")]);
  // The engine connects as it starts. If that fails, say so in the first request's error (which the CLI
  // prints, as it does for the binary's lazy connection) rather than crashing before any reply.
  const engineReady = glue.SchemaEngine.new(
    // The engine panics on an empty list; "no schema" (e.g. `migrate diff --from-empty`) must be undefined.
    { datamodels: datamodels.length ? datamodels : undefined },
    (logLine) => process.stderr.write(logLine), // already the JSON lines the CLI parses from the binary
    bindMigrationAwareSqlAdapterFactory(adapterFactory(datasource)),
  );
  engineReady.catch(() => {}); // reported by the first request instead

  let inFlight = null;
  // A panic inside the engine surfaces as an uncaught wasm trap, not as a rejection: report it to the
  // request that caused it, then exit with the binary's panic code.
  process.on("uncaughtException", (error) => {
    const message = globalThis.PRISMA_WASM_PANIC_REGISTRY.message || String(error);
    if (inFlight !== null)
      reply({
        id: inFlight,
        error: { code: 4466, message, data: { is_panic: true, message, error: { message } } },
      });
    process.stderr.write(
      `${JSON.stringify({ level: "ERROR", fields: { message }, target: "schema_engine" })}\n`,
      () => process.exit(101),
    );
  });

  // Requests run one at a time, in order, like the binary's single connection.
  let queue = Promise.resolve();
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on("line", (line) => {
    if (!line.trim()) return;
    const { id, method, params } = JSON.parse(line);
    queue = queue.then(async () => {
      inFlight = id;
      try {
        const engine = await engineReady;
        const name = method === "getDatabaseVersion" ? "version" : method;
        if (typeof engine[name] !== "function")
          throw Object.assign(new Error(`${method} is not supported by ${import.meta.filename}`), {
            rpcCode: -32601,
          });
        reply({ id, result: (await call(engine, name, params)) ?? null });
      } catch (error) {
        reply({ id, error: rpcError(error) });
      }
      inFlight = null;
    });
  });
  // The CLI closes stdin when done. Pools and sockets would keep us alive, so leave explicitly.
  lines.on("close", () => queue.then(() => process.exit(0)));
}

// In this engine build, evaluateDataLoss and createMigration (`migrate dev`) only find the shadow database
// once diagnoseMigrationHistory has used it in the same process, which `migrate dev` does only when the
// database already had migrations applied: on a fresh database they fail with "PostgreSQL shadow DB must
// be provided through an external factory". Running that (read-only) diagnosis first makes them work.
async function call(engine, name, params) {
  try {
    return await engine[name](params);
  } catch (error) {
    if (!params?.migrationsList || !String(error?.message).includes("shadow DB must be provided"))
      throw error;
    const { migrationsList, filters } = params;
    await engine.diagnoseMigrationHistory({ migrationsList, filters, optInToShadowDatabase: true });
    return await engine[name](params);
  }
}

// The wasm engine rejects with plain Errors (name SchemaConnectorError, …) whose message is the
// user-facing text; the CLI prints `error.data.message`, as it does for the binary's errors.
function rpcError(error) {
  return {
    code: error?.rpcCode ?? 4466,
    message: "An error happened. Check the data field for details.",
    data: { is_panic: false, message: error instanceof Error ? error.message : String(error) },
  };
}

function reply(message) {
  process.stdout.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
}

function adapterFactory({ url, shadowDatabaseUrl }) {
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

async function sql(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

// `cli` sub-commands: the CLI runs them to completion and, on failure, parses stderr as JSON log lines,
// looking for an ERROR from `schema_engine::logger` with an error code — but it skips the first line.
async function subcommand(command, url) {
  try {
    if (command === "can-connect-to-database") {
      await sql(url, "SELECT 1");
    } else if (command === "create-database") {
      const target = new URL(url);
      const database = decodeURIComponent(target.pathname.slice(1)) || "postgres";
      target.pathname = "/postgres"; // the maintenance database, as the binary uses
      await sql(target.href, `CREATE DATABASE ${pg.escapeIdentifier(database)}`);
    } else {
      throw new Error(`Unknown cli sub-command: ${command}`);
    }
  } catch (error) {
    process.exitCode = 1;
    const fields = { message: connectionErrorMessage(error, url), error_code: prismaErrorCode(error) };
    const errorLine = JSON.stringify({ level: "ERROR", fields, target: "schema_engine::logger" });
    process.stderr.write(
      `${JSON.stringify({ level: "INFO", fields: { message: "(skipped by the CLI)" } })}\n${errorLine}`,
    );
  }
}

// The codes the CLI reacts to: P1003 (database missing) makes `migrate dev`/`deploy` create it.
const PRISMA_CODES = {
  "3D000": "P1003",
  "42P04": "P1009",
  ECONNREFUSED: "P1001",
  ENOTFOUND: "P1001",
  ETIMEDOUT: "P1002",
};
const prismaErrorCode = (error) => PRISMA_CODES[error.code] ?? "P1000";

function connectionErrorMessage(error, url) {
  const target = new URL(url);
  const where = `${target.hostname}:${target.port || 5432}`;
  switch (prismaErrorCode(error)) {
    case "P1003":
      return `Database \`${decodeURIComponent(target.pathname.slice(1))}\` does not exist on the database server at \`${where}\`.`;
    case "P1001":
      return `Can't reach database server at \`${where}\``;
    default:
      return error.message;
  }
}

// Last, so that every declaration above is initialised before the first await suspends this module.
const datasource = JSON.parse(args.datasource ?? "{}");
if (positionals[0] === "cli") {
  await subcommand(positionals[1], datasource.url);
} else {
  loadWasmEngine();
  if (args.version) console.log(`schema-engine-cli ${glue.version()}`);
  else await rpcServer(datasource);
}
