// Prisma 7 CLI configuration. The app connects through driver adapters (lib/server/db/index.ts); the URLs
// here are only for `prisma migrate dev --create-only` when authoring a migration (README).
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL, shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL },
});
