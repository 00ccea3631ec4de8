// Unit and service tests (colocated *.test.ts). Services run against a real database: in-memory
// PGlite per test file, or a fresh database in PostgreSQL when TEST_DATABASE_URL is set.
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    alias: { "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)) },
  },
  test: {
    environment: "node",
    include: ["**/*.test.ts"],
    // *.pg.test.ts need a real PostgreSQL server: they form the PostgreSQL tier (TEST_DATABASE_URL).
    exclude: ["node_modules/**", ".next/**", ".next-preview/**", "e2e/**", ".data/**", ...(process.env.TEST_DATABASE_URL ? [] : ["**/*.pg.test.ts"])],
    setupFiles: ["./tests/setup.ts"],
    server: { deps: { inline: ["next-auth"] } },
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
