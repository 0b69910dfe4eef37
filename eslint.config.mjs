import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

import boundaries from "eslint-plugin-boundaries";
import { BOUNDARY_RULES, ZONES } from "./scripts/lint/zones.mjs";

// Lint what the architecture can say mechanically (docs/architecture.md): settings are read only in
// lib/env.ts, and each folder imports only what the folder table allows (scripts/lint/zones.mjs).

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    ".data/**",
    "node_modules/**",
    "lib/db/generated/**",
    "next-env.d.ts",
    "playwright-report/**",
    "test-results/**",
  ]),
  {
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read settings through lib/env.ts, the only reader of process.env.",
        },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Tooling that runs outside the app, before settings exist, or as the platform itself.
    files: ["lib/env.ts", "**/*.config.{ts,mjs,js}", "scripts/**", "sandbox/**", "e2e/**"],
    rules: { "no-restricted-properties": "off" },
  },
  {
    // No React in the sandbox: `useSandbox()` (the test harness) is not a hook.
    files: ["sandbox/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    plugins: { boundaries },
    settings: {
      "boundaries/elements": ZONES,
      // One zone per file: the first pattern that matches (lib/auth/client-safe before lib/auth).
      "boundaries/elements-single-match": true,
      "boundaries/files": [{ category: "test", pattern: "**/*.test.{ts,tsx}" }],
      "boundaries/root-path": import.meta.dirname,
      // The one legacy option used is `mode: "full"`, for zones of single files (scripts/lint/zones.mjs),
      // which `partialMatch: false` cannot express yet: without this, every run prints its deprecation.
      "boundaries/legacy-warnings": false,
    },
    rules: BOUNDARY_RULES,
  },
]);
