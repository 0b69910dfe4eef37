// Prisma CLI configuration (Prisma 7 reads connection URLs from here, not from schema.prisma).
import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";

// Next.js reads .env files by itself; Prisma 7 no longer does. Read the same files (already-set
// variables win, as in Next) so the CLI migrates the database the app uses.
for (const file of [".env.local", ".env"]) {
  if (existsSync(path.join(import.meta.dirname, file)))
    process.loadEnvFile(path.join(import.meta.dirname, file));
}

// The CLI would otherwise download its native schema engine, which this project's machines cannot reach
// (see scripts/prisma-schema-engine.mjs). A machine that has the binary can still choose it.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(
  import.meta.dirname,
  "scripts/prisma-schema-engine.mjs",
);

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // `NAME=` (as copied from .env.example) means unset, as in lib/env.ts.
  datasource: {
    // Migrations run as the role that owns the schema, the app as one that may not change it (README,
    // Database roles); DATABASE_URL alone still works where both are one role. Unset is fine for
    // `prisma generate` (run by postinstall on a fresh clone); migrate commands need it.
    url: process.env.MIGRATION_DATABASE_URL || process.env.DATABASE_URL || undefined,
    // Only where CREATE DATABASE is not allowed (hosted databases): otherwise `migrate dev` creates and
    // drops a throwaway shadow database on the same server.
    shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL || undefined,
  },
});
