// Server start: connect (migrations run inside db()), create the env-configured admin if missing, and
// start the between-session e-mails' timer where the process lives on (decision 038).
import "server-only";
import { db } from "./db";
import { ConfigurationError, env } from "./env";
import { errorFields, log } from "./log";
import { ensureAdminFromEnv } from "./services/admin-bootstrap";
import { inProcessJobsWanted, startInProcessJobs } from "./jobs/scheduler";

export async function startup(): Promise<void> {
  try {
    env();
    await db();
    await ensureAdminFromEnv();
  } catch (e) {
    log.error("startup.failed", errorFields(e));
    // A broken configuration stops the server; anything else (the database is down) keeps it serving:
    // requests answer 503 and retry the connection until the database is back.
    if (e instanceof ConfigurationError) throw e;
  }
  // Also while the database is down: each tick logs its failure until the database is back.
  if (inProcessJobsWanted()) startInProcessJobs();
}
