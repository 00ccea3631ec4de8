// Opens the two kinds of database this app runs on and adapts each for Prisma and for migrations.
import "server-only";
import { mkdirSync } from "node:fs";
import type { Socket } from "node:net";
import { constants as osConstants } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Pool, PoolClient, PoolConfig } from "pg";
import { PRISMA_MIGRATE_LOCK_ID, type MigrationConnection } from "./migrations";

export async function openPglite(dir: string): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  if (dir.startsWith("memory://")) return PGlite.create(dir, { extensions: { pg_trgm } });
  const abs = path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir);
  mkdirSync(abs, { recursive: true });
  return PGlite.create(abs, { extensions: { pg_trgm } });
}

export function pgliteMigrationConnection(pglite: PGlite): MigrationConnection {
  return {
    query: (sql, params) => pglite.query(sql, params) as Promise<{ rows: Record<string, unknown>[] }>,
    inTransaction: (fn) =>
      pglite.transaction(async (tx) => {
        await fn(
          (sql, params) => tx.query(sql, params) as Promise<{ rows: Record<string, unknown>[] }>,
          async (script) => void (await tx.exec(script)),
        );
      }),
  };
}

/**
 * Any failure to open a connection: the database is down, unreachable, too slow to answer or refusing
 * us. node-postgres reports some of these (a connect timeout) as a plain Error with nothing but a
 * message, so the pool below gives every one of them this type instead (the original is its cause).
 */
export class DatabaseUnreachable extends Error {
  readonly code: string | undefined;
  constructor(cause: unknown) {
    super("The database could not be reached", { cause });
    this.name = "DatabaseUnreachable";
    const code = (cause as { code?: unknown } | null)?.code;
    this.code = typeof code === "string" ? code : undefined;
  }
}

type ConnectCallback = (err: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A connection lent to a query went silent for longer than the pool allows. It carries the code, syscall
 * and errno of a socket timeout, so Prisma's adapter reads it as one (SocketTimeout) and so does
 * isDatabaseUnavailable: the request answers 503 like any other outage.
 */
export class DatabaseSilent extends Error {
  readonly code = "ETIMEDOUT";
  readonly syscall = "read";
  readonly errno = -osConstants.errno.ETIMEDOUT;
  constructor(ms: number) {
    super(`The database sent nothing for ${ms} ms`);
    this.name = "DatabaseSilent";
  }
}

const socketOf = (client: PoolClient) => (client as unknown as { connection: { stream: Socket } }).connection.stream;

/**
 * While a connection is lent out (a query or a transaction), PostgreSQL sending nothing for `ms` means
 * the network or the server has gone quiet: its socket is destroyed, which fails what is waiting on it
 * and keeps it out of the pool. Without this a dropped network hangs the request for good, since
 * node-postgres sets no read timeout by default. Idle connections are not watched: silence is their
 * normal state. (pg's own query_timeout would leave a stuck connection in the pool after a transaction.)
 */
function failSilentConnections(pool: Pool, ms: number) {
  pool.on("connect", (client) => {
    const socket = socketOf(client);
    socket.on("timeout", () => socket.destroy(new DatabaseSilent(ms)));
  });
  pool.on("acquire", (client) => socketOf(client).setTimeout(ms));
  pool.on("release", (_err, client) => socketOf(client).setTimeout(0));
}

/**
 * A node-postgres pool whose connection failures, in both of pg's calling styles, are DatabaseUnreachable;
 * with `silenceTimeoutMillis`, a connection in use that stays silent that long fails with DatabaseSilent.
 */
export async function openPgPool(config: PoolConfig, silenceTimeoutMillis?: number): Promise<Pool> {
  const { Pool } = await import("pg");
  class ConnectionReportingPool extends Pool {
    // @ts-expect-error pg declares connect() as overloads (promise and callback); one body serves both.
    override connect(callback?: ConnectCallback) {
      if (!callback) return super.connect().catch((e: unknown) => Promise.reject(new DatabaseUnreachable(e)));
      return super.connect(((err, client, done) => callback(err && new DatabaseUnreachable(err), client, done)) as ConnectCallback);
    }
  }
  const pool = new ConnectionReportingPool(config) as unknown as Pool;
  if (silenceTimeoutMillis) failSilentConnections(pool, silenceTimeoutMillis);
  return pool;
}

export function pgMigrationConnection(pool: Pool): MigrationConnection {
  let client: PoolClient | undefined;
  const q = (sql: string, params?: unknown[]) => (client ?? pool).query(sql, params) as Promise<{ rows: Record<string, unknown>[] }>;
  return {
    query: q,
    inTransaction: async (fn) => {
      const c = client ?? (await pool.connect());
      try {
        await c.query("BEGIN");
        await fn((sql, params) => c.query(sql, params) as never, async (script) => void (await c.query(script)));
        await c.query("COMMIT");
      } catch (e) {
        await c.query("ROLLBACK").catch(() => {});
        throw e;
      } finally {
        if (!client) c.release();
      }
    },
    withLock: async (fn) => {
      client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK_ID]);
        return await fn();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK_ID]).catch(() => {});
        client.release();
        client = undefined;
      }
    },
  };
}
