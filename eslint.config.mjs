import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Lint what the architecture can say mechanically (docs/architecture.md#folder-table): settings are read only
// in lib/env.ts, and each folder imports only what the table allows.

const SERVER_ONLY = [
  "@/lib/db",
  "@/lib/providers",
  "@/lib/services",
  "@/lib/http",
  "@/lib/env",
  "@/lib/webhooks",
  "@/lib/live",
  "@/lib/logger",
];
const under = (prefixes) => prefixes.flatMap((p) => [p, `${p}/*`, `${p}/**`]);
const PROVIDER_FORBIDDEN = [
  "next",
  "next/*",
  ...under([
    "@/lib/db",
    "@/lib/services",
    "@/lib/actions",
    "@/lib/live",
    "@/lib/webhooks",
    "@/app",
    "@/components",
  ]),
];
const PROVIDER_MESSAGE =
  "A provider talks to one platform API through lib/http; it knows nothing of the app.";
const restrict = (patterns, message) => ({
  "no-restricted-imports": ["error", { patterns: [{ group: patterns, message }] }],
});

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
    files: ["components/**"],
    rules: restrict(
      [
        ...under(SERVER_ONLY),
        ...under(["@/lib/auth/*-*", "@/lib/auth/options", "@/lib/auth/password"]),
        // Client-safe: the login form checks its callback URL with the same function as the server.
        "!@/lib/auth/callback-url",
      ],
      "Components run in the browser: pass server data as props, call lib/actions for writes.",
    ),
  },
  {
    files: ["app/**"],
    rules: restrict(
      under(["@/lib/db", "@/lib/providers", "@/lib/http"]),
      "Pages and routes go through lib/services (or lib/auth, lib/webhooks, lib/live).",
    ),
  },
  {
    files: ["lib/actions/**"],
    rules: restrict(
      under(["@/lib/db", "@/lib/providers", "@/lib/http", "@/components", "@/app"]),
      "Actions check the session and call a service; they do not reach the database or the platform themselves.",
    ),
  },
  {
    files: ["lib/services/**"],
    rules: restrict(
      ["next", "next/*", ...under(["@/lib/actions", "@/app", "@/components", "@/lib/webhooks"])],
      "Services are plain use cases: no next/*, no callers.",
    ),
  },
  {
    files: ["lib/providers/**"],
    rules: restrict(PROVIDER_FORBIDDEN, PROVIDER_MESSAGE),
  },
  // Same rule for each platform API's folder, plus: never another provider (the auth token cache is shared).
  ...["gateway", "ledger", "restriction"].map((name) => ({
    files: [`lib/providers/${name}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^@/lib/providers/(?!${name}/|auth/)`,
              message:
                "A provider never imports another provider (providers/auth, the token cache, is shared).",
            },
            { group: PROVIDER_FORBIDDEN, message: PROVIDER_MESSAGE },
          ],
        },
      ],
    },
  })),
  {
    files: ["lib/db/**"],
    rules: restrict(
      [
        "next",
        "next/*",
        ...under(["@/lib/services", "@/lib/providers", "@/lib/actions", "@/app", "@/components"]),
      ],
      "lib/db holds typed queries only.",
    ),
  },
  {
    files: [
      "lib/schemas/**",
      "lib/money.ts",
      "lib/money/**",
      "lib/time.ts",
      "lib/live-topics.ts",
      "lib/csv.ts",
      "lib/read-json.ts",
      "lib/quick-jump.ts",
    ],
    rules: restrict(
      ["server-only", ...under(SERVER_ONLY)],
      "Client-safe modules import nothing server-only.",
    ),
  },
  {
    // No React in the sandbox: `useSandbox()` (the test harness) is not a hook.
    files: ["sandbox/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["sandbox/**"],
    rules: restrict(
      under([
        "@/app",
        "@/components",
        "@/lib/db",
        "@/lib/services",
        "@/lib/actions",
        "@/lib/auth",
        "@/lib/providers",
        "@/lib/http",
        "@/lib/env",
        "@/lib/webhooks",
        "@/lib/live",
      ]),
      "The sandbox plays the platform: it uses only its own files and pure lib helpers.",
    ),
  },
]);
