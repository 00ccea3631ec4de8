// Server start: the configuration is checked before anything else (a broken one stops the server);
// the database is then opened (migrations checked, pending ones applied) and the env-configured admin
// created in the background, so the server listens at once and a request that needs the database
// waits for that same opening (db() hands every caller one promise). Decision 059: the first answer
// comes within 2 s of starting. The between-session e-mails' timer starts where the process lives on
// (decision 038).
import "server-only";
import { db } from "./db";
import { ConfigurationError, env } from "./env";
import { errorFields, log } from "./log";
import { setStartupWork } from "./ready";
import { ensureAdminFromEnv } from "./services/admin-bootstrap";
import { inProcessJobsWanted, startInProcessJobs } from "./jobs/scheduler";

export async function startup({ waitForDatabase = false }: { waitForDatabase?: boolean } = {}): Promise<void> {
  try {
    env();
  } catch (e) {
    log.error("startup.failed", errorFields(e));
    if (e instanceof ConfigurationError) throw e;
  }
  const opening = openDatabase();
  setStartupWork(opening);
  if (waitForDatabase) await opening;
}

/** Never rejects: a database that is down keeps the server serving 503s until it is back. */
async function openDatabase(): Promise<void> {
  try {
    await db();
    await ensureAdminFromEnv();
  } catch (e) {
    log.error("startup.failed", errorFields(e));
    // Thrown by db() only for a configuration the env check let through: stop, as before.
    if (e instanceof ConfigurationError) {
      console.error(e.message);
      process.exit(1);
    }
  }
  // Also while the database is down: each tick logs its failure until the database is back.
  if (inProcessJobsWanted()) startInProcessJobs();
}
