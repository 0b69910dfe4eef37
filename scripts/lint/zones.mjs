// The folder table (docs/architecture.md, "Zones"), enforced by eslint-plugin-boundaries.
//
// Why this plugin: it classifies every file into a zone by its path and resolves each import to a file
// (relative, `@/` through the TypeScript resolver that eslint-config-next configures, or a package) before
// judging it, so `../db/client` and `@/lib/db/client` are the same import. Its policies are an allow-list
// with `default: "disallow"`: a new folder or a new direction between zones fails the lint until it is
// written down here. import-x's `no-restricted-paths` also resolves paths, but lists only what is
// forbidden, so a folder nobody wrote a zone for is silently allowed everything (how lib/webhooks,
// lib/auth, lib/live and lib/http went unchecked under the name-based rules before).

const folder = (type, pattern) => ({ type, pattern, partialMatch: false });
// Single files at the top of lib/ and the repository root: `mode: "full"` makes the file itself the zone.
const files = (type, pattern) => ({ type, pattern, mode: "full" });

/** Every linted file has a zone (boundaries/no-unknown-files); the first match wins. */
export const ZONES = [
  folder("app", "app"),
  folder("ui", "components/ui"),
  folder("components", "components"),
  folder("actions", "lib/actions"),
  folder("auth-client-safe", "lib/auth/client-safe"),
  folder("auth", "lib/auth"),
  folder("db", "lib/db"),
  folder("errors", "lib/errors"),
  folder("http", "lib/http"),
  folder("live", "lib/live"),
  folder("metrics", "lib/metrics"),
  folder("money", "lib/money"),
  folder("provider-auth", "lib/providers/auth"),
  folder("provider", "lib/providers/*"),
  folder("domain", "lib/domain"),
  folder("services", "lib/services"),
  folder("testing", "lib/testing"),
  folder("utils", "lib/utils"),
  folder("webhooks", "lib/webhooks"),
  files("helpers", "lib/{csv,intent-id,live-topics,money,quick-jump,read-json,security-headers,time}.ts"),
  files("env", "lib/{env,env-schema}.ts"),
  files("logger", "lib/{logger,log-redact}.ts"),
  files("startup", "{lib/startup,instrumentation}.ts"),
  files("proxy", "proxy.ts"),
  files("manifest", "package.json"),
  folder("sandbox", "sandbox"),
  folder("scripts", "scripts"),
  folder("e2e", "e2e"),
  folder("prisma", "prisma"),
  files("config", "*.config.{ts,mjs}"),
];

/** Client-safe and pure: the browser, the server and the sandbox may all use these. */
const PURE = ["helpers", "money", "utils", "domain", "auth-client-safe"];
const SERVER_BASE = ["env", "logger", "errors", "metrics"];

// Which zone may import which. Imports inside a folder zone are not checked; a file zone (one file each)
// names itself to let its files import each other. Read each line as the table.
// prettier-ignore
const ALLOWED = {
  app:               ["components", "ui", "actions", "auth", "services", "webhooks", "live", ...SERVER_BASE, ...PURE],
  components:        ["ui", "actions", ...PURE],
  // The list kit reads the pure vocabulary (URL-state specs, the action result), never a domain component.
  ui:                ["helpers", "money", "utils", "domain"],
  actions:           ["auth", "services", "webhooks", "errors", ...PURE],
  auth:              ["db", "live", ...SERVER_BASE, ...PURE],
  "auth-client-safe": ["helpers", "money", "utils", "domain"],
  // The manifest: services read the app's version from it (the instances' heartbeat).
  services:          ["db", "provider", "live", "auth", "manifest", ...SERVER_BASE, ...PURE],
  webhooks:          ["db", "live", "services", "auth", ...SERVER_BASE, ...PURE],
  provider:          ["http", "provider-auth", ...SERVER_BASE, ...PURE],
  "provider-auth":   ["http", ...SERVER_BASE],
  http:              ["logger", "errors", "metrics"],
  db:                ["env", "logger", ...PURE],
  live:              ["db", "env", "logger", "metrics", ...PURE],
  errors:            ["logger", "domain"],
  domain:            ["helpers", "money", "utils", "auth-client-safe"],
  helpers:           ["helpers", "money", "utils", "domain", "auth-client-safe"],
  money:             ["helpers"],
  utils:             [],
  env:               ["env", "auth-client-safe"],
  logger:            ["logger"],
  // Prometheus metrics: a foundation like the logger, importing nothing of the app (docs/observability.md).
  metrics:           [],
  startup:           ["startup", "env", "logger", "metrics", "db", "services", "webhooks", "live", "auth", ...PURE],
  proxy:             ["auth", "http", "env", ...PURE],
  config:            ["helpers", "e2e", "scripts"],
  sandbox:           ["helpers", "money", "utils", "domain"],
  e2e:               ["sandbox", "auth", ...PURE],
  prisma:            ["db", "auth", ...PURE],
  // Tooling and test helpers run in Node beside the app, never inside it.
  scripts:           ["sandbox", "e2e", "prisma", "testing", "services", "webhooks", "db", "provider",
                      "provider-auth", "http", "auth", ...SERVER_BASE, ...PURE],
  testing:           ["sandbox", "scripts", "services", "db", "provider", "provider-auth", "http", "auth",
                      "live", ...SERVER_BASE, ...PURE],
};

const zone = (type) => ({ element: { type } });
const fileIn = (type, path) => ({ element: { type }, file: { path } });
const pkg = (source) => ({ module: { origin: "external", source } });

const words = (list) => list.split(" ");
const SERVER_ONLY_FREE = words("components ui sandbox helpers money utils domain auth-client-safe");
const NO_NEXT = words(
  "provider provider-auth http db services live webhooks errors env logger metrics sandbox helpers money utils domain auth-client-safe",
);

const policies = [
  // Packages and node: built-ins are free unless a line below says otherwise.
  { allow: { to: [{ module: { origin: "external" } }, { module: { origin: "core" } }] } },
  ...Object.entries(ALLOWED)
    .filter(([, to]) => to.length > 0)
    .map(([from, to]) => ({ from: zone(from), allow: { to: to.map(zone) } })),
  // Named exceptions, each a known debt (docs/architecture.md, "Zones"):
  // env-schema.ts parses the settings whose value types live with their users.
  {
    from: zone("env"),
    allow: {
      to: [
        fileIn("provider-auth", "lib/providers/auth/secret.ts"),
        fileIn("webhooks", "lib/webhooks/allowed-sources.ts"),
        fileIn("webhooks", "lib/webhooks/verify/public-keys.ts"),
      ],
    },
  },
  // next-auth's options wire sign-out to the service that ends the session and audits it.
  { from: fileIn("auth", "lib/auth/options.ts"), allow: { to: zone("services") } },
  // Tests run in Node and never ship: they may build fixtures from any zone; nothing imports a test.
  { from: { file: { categories: "test" } }, allow: { to: { module: { origin: "local" } } } },
  { disallow: { to: { file: { categories: "test" } } }, message: "Nothing imports a test file." },
  {
    from: SERVER_ONLY_FREE.map(zone),
    disallow: { to: pkg("server-only") },
    message: "{{from.element.types}} is client-safe: it may not import server-only.",
  },
  {
    from: NO_NEXT.map(zone),
    disallow: { to: pkg("next") },
    message:
      "{{from.element.types}} is plain TypeScript: no next/* (providers, services and db stay framework-free).",
  },
];

export const BOUNDARY_RULES = {
  "boundaries/no-unknown-files": "error",
  "boundaries/dependencies": [
    "error",
    {
      default: "disallow",
      checkAllOrigins: true,
      checkUnknownLocals: true,
      message: "{{from.element.types}} may not import {{to.element.types}} (docs/architecture.md, Zones).",
      policies,
    },
  ],
};
