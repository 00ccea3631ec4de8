// `npm run db:migrate` (and the first step of `vercel-build`): apply pending migrations to DATABASE_URL
// (over DATABASE_URL_UNPOOLED when set) or to the embedded database. A broken configuration (e.g. Vercel
// without DATABASE_URL) stops it with one line.
import { disconnectDb, migrateDatabase } from "@/lib/server/db";
import { ConfigurationError } from "@/lib/server/env";

try {
  await migrateDatabase();
  console.log("Migrations are up to date.");
} catch (e) {
  if (!(e instanceof ConfigurationError)) throw e;
  console.error(e.message);
  process.exitCode = 1;
} finally {
  await disconnectDb();
}
