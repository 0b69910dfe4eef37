// The JSON-RPC 2.0 side of the stand-in engine (../prisma-schema-engine.mjs): one request per line on stdin,
// one answer per line on stdout, run one at a time against the wasm engine.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
// adapter-pg's own dependency (hoisted): wraps an adapter the way Prisma's wasm engines expect to call it.
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { adapterFactory } from "./adapter.mjs";
import { glue } from "./wasm-engine.mjs";

export async function rpcServer(datasource, datamodelFiles) {
  const datamodels = datamodelFiles.map((file) => [file, readFileSync(path.resolve(file), "utf8")]);
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
          throw Object.assign(new Error(`${method} is not supported by ${process.argv[1]}`), {
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
