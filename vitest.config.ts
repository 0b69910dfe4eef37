import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // `server-only` throws outside a React Server bundle; unit tests run server code directly.
      "server-only": fileURLToPath(new URL("./lib/testing/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", ".next/**", ".next-*/**", ".data/**", "e2e/**"],
    environment: "node",
    setupFiles: ["lib/testing/vitest-setup.ts"],
    // One embedded PostgreSQL for the whole run; each database test gets its own fresh database on it.
    globalSetup: ["lib/testing/vitest-global-setup.ts"],
    testTimeout: 20_000,
  },
});
