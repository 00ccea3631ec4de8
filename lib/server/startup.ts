// Server start: connect (migrations run inside db()), then create the env-configured admin if missing.
import "server-only";
import { db } from "./db";
import { ConfigurationError, env } from "./env";
import { errorFields, log } from "./log";
import { ensureAdminFromEnv } from "./services/admin-bootstrap";

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
}
