// Prisma 7 CLI configuration. The runtime connects through driver adapters (lib/server/db.ts).
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
});
