// The `cli` sub-commands of the stand-in engine (../prisma-schema-engine.mjs), answered as the native binary
// answers them.
import pg from "pg";
import { sql } from "./sql.mjs";

// `cli` sub-commands: the CLI runs them to completion and, on failure, parses stderr as JSON log lines,
// looking for an ERROR from `schema_engine::logger` with an error code — but it skips the first line.
export async function subcommand(command, url) {
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
