import type { NextConfig } from "next";

const config: NextConfig = {
  // A benchmark or a second e2e build can use its own folder, so it never overwrites another run's build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  // Prisma's generated client and pg load native-ish modules at run time; keep them out of the bundle.
  serverExternalPackages: ["@prisma/client", "@prisma/adapter-pg", "pg", "pino"],
  experimental: {
    // forbidden() answers a page the role may not use with a real 403 and app/forbidden.tsx.
    authInterrupts: true,
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Frame-Options", value: "DENY" },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "same-origin" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

export default config;
