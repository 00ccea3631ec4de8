// Server start: connect (migrations run inside db()), then create the env-configured admin if missing.
import "server-only";
import { db } from "./db";
import { env } from "./env";
import { errorFields, log } from "./log";
import { ensureAdminFromEnv } from "./services/admin-bootstrap";

export async function startup(): Promise<void> {
  try {
    env();
    await db();
    await ensureAdminFromEnv();
  } catch (e) {
    // Keep serving: requests answer 503 and retry the connection until the database is back.
    log.error("startup.failed", errorFields(e));
    if (e instanceof Error && e.message.startsWith("Invalid environment") ) throw e;
    if (e instanceof Error && e.message.startsWith("AUTH_SECRET")) throw e;
  }
}
