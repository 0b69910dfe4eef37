import type { NextConfig } from "next";
import { API_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS } from "./lib/security-headers";

const config: NextConfig = {
  // A benchmark or a second e2e build can use its own folder, so it never overwrites another run's build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  // The e2e server's build (scripts/e2e-server.ts) skips the type check: `npm test` runs `npm run
  // typecheck` first, and checking again cost the end-to-end run about 36 s of its build in CI.
  typescript: { ignoreBuildErrors: process.env.E2E_SKIP_TYPECHECK === "1" },
  // Prisma's generated client and pg load native-ish modules at run time; keep them out of the bundle.
  serverExternalPackages: ["@prisma/client", "@prisma/adapter-pg", "pg", "pino"],
  experimental: {
    // forbidden() answers a page the role may not use with a real 403 and app/forbidden.tsx.
    authInterrupts: true,
  },
  // Pages get their Content-Security-Policy (a nonce per request) and HSTS from proxy.ts, API routes HSTS
  // from their guard (lib/auth/guard-route.ts): both depend on the request or on run-time settings.
  async headers() {
    return [
      { source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] },
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

export default config;
