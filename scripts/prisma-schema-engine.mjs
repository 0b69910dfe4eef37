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
//
// The parts live in prisma-schema-engine/: wasm-engine.mjs (loading the engine), rpc-server.mjs (the JSON-RPC
// loop), adapter.mjs (the PostgreSQL connection it migrates through), cli-subcommand.mjs and sql.mjs.
import { parseArgs } from "node:util";
import { subcommand } from "./prisma-schema-engine/cli-subcommand.mjs";
import { rpcServer } from "./prisma-schema-engine/rpc-server.mjs";
import { glue, loadWasmEngine } from "./prisma-schema-engine/wasm-engine.mjs";

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

const datasource = JSON.parse(args.datasource ?? "{}");
if (positionals[0] === "cli") {
  await subcommand(positionals[1], datasource.url);
} else {
  loadWasmEngine();
  if (args.version) console.log(`schema-engine-cli ${glue.version()}`);
  else await rpcServer(datasource, args.datamodels ?? []);
}
