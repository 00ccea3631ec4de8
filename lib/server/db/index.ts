// The one Prisma client: PostgreSQL through PrismaPg when DATABASE_URL is set (a pool of
// DATABASE_POOL_MAX connections), else embedded PGlite. Pending migrations are applied before the first
// query, except on Vercel, whose build step runs them (migrateDatabase).
import "server-only";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env, type Env } from "../env";
import { applyMigrations } from "./migrations";
import { openPgPool, openPglite, pgliteMigrationConnection, pgMigrationConnection } from "./connections";

export type Db = PrismaClient;

/** A statement by name, text and values; on node-postgres off Vercel the name keeps it prepared per connection. */
export interface Statement {
  name: string;
  text: string;
  values: unknown[];
}
/** Sends one statement to the database driver itself, beside Prisma, and answers its rows. */
export type DriverQuery = <Row>(statement: Statement) => Promise<Row[]>;

/** One open database: the Prisma client, the driver beneath it, and how to close both. */
interface Connection {
  prisma: Db;
  query: DriverQuery;
  close: () => Promise<void>;
}

// Kept on globalThis: Next may load this module more than once in one process (proxy, routes, dev
// reloads), and PGlite allows exactly one open instance per data directory. One promise holds the
// whole connection, so the client and the driver always belong to the same open database.
const holder = globalThis as unknown as { __erpConnection?: Promise<Connection> };

function connection(): Promise<Connection> {
  holder.__erpConnection ??= connect().catch((e) => {
    holder.__erpConnection = undefined; // let the next request try again (e.g. PostgreSQL came back)
    throw e;
  });
  return holder.__erpConnection;
}

export async function db(): Promise<Db> {
  return (await connection()).prisma;
}

const pgPoolConfig = (connectionString: string, max: number, connectionTimeoutMillis = 1_500) => ({
  connectionString,
  max,
  connectionTimeoutMillis, // a dead database must answer 503 within 2 s
  idleTimeoutMillis: 30_000,
});

/**
 * Applies pending migrations to PostgreSQL over DATABASE_URL_UNPOOLED when set (the migration lock is a
 * session advisory lock, which a transaction-mode pooler would not keep), else DATABASE_URL. Run at
 * server start off Vercel, and by `npm run db:migrate` (Vercel's build step).
 */
async function migratePostgres(e: Env): Promise<void> {
  // Longer than a request may wait: a serverless database may need a few seconds to wake up for a build.
  const pool = await openPgPool(pgPoolConfig(e.DATABASE_URL_UNPOOLED ?? e.DATABASE_URL!, 2, 10_000));
  try {
    await applyMigrations(pgMigrationConnection(pool));
  } finally {
    await pool.end();
  }
}

/** `npm run db:migrate`: pending migrations applied to DATABASE_URL, or to the embedded database. */
export async function migrateDatabase(): Promise<void> {
  const e = env();
  if (e.DATABASE_URL) return migratePostgres(e);
  await db(); // opening the embedded database applies them
}

/**
 * The driver under the Prisma client, for the one query every API request makes (the session check):
 * inside the server, Prisma's own work per query costs more than the statement itself (decision 059,
 * amendment of 2026-11-27 b). Everything else goes through Prisma.
 */
export async function driverQuery(): Promise<DriverQuery> {
  return (await connection()).query;
}

/** Distinct statements kept prepared per connection; past it, new texts run unnamed as before. */
const MAX_PREPARED = 500;
const statementNames = new Map<string, string>();

/**
 * Names every statement by its text, so each pooled connection prepares it once and PostgreSQL skips
 * parsing and planning it again (decision 059): on a small server that is a good share of every
 * request's database time. The names are bounded: the app's statements are a fixed set, except IN
 * lists whose length varies, and anything past MAX_PREPARED simply runs unnamed. Not on Vercel, whose
 * pooled URL is a transaction-mode pooler (PgBouncer) that may not carry prepared statements.
 */
function preparedStatementName({ sql }: { sql: string }): string {
  const known = statementNames.get(sql);
  if (known || statementNames.size >= MAX_PREPARED) return known ?? ""; // "": unnamed
  const name = `p${statementNames.size}`;
  statementNames.set(sql, name);
  return name;
}

async function connect(): Promise<Connection> {
  const e = env();
  if (e.DATABASE_URL) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    if (!e.VERCEL) await migratePostgres(e);
    const pool = await openPgPool(pgPoolConfig(e.DATABASE_URL, e.poolMax), e.DATABASE_QUERY_TIMEOUT_MS);
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true, ...(e.VERCEL ? {} : { statementNameGenerator: preparedStatementName }) }) });
    return {
      prisma,
      // Unnamed on Vercel for the same reason as Prisma's statements (preparedStatementName).
      query: async ({ name, text, values }) => (await pool.query(e.VERCEL ? { text, values } : { name, text, values })).rows,
      close: () => prisma.$disconnect(),
    };
  }
  const pglite = await openPglite(e.PGLITE_DIR);
  await applyMigrations(pgliteMigrationConnection(pglite));
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  return {
    prisma: new PrismaClient({ adapter: new PrismaPGlite(pglite) }),
    query: async <Row>({ text, values }: Statement) => (await pglite.query<Row>(text, values)).rows,
    // Closing PGlite itself flushes it to disk; killing a process mid-write can corrupt the folder.
    close: () => pglite.close(),
  };
}

/** Closes the database (scripts, tests switching databases between files), once it has finished opening. */
export async function disconnectDb() {
  const current = holder.__erpConnection;
  holder.__erpConnection = undefined;
  const open = await current?.catch(() => null);
  await open?.close().catch(() => {});
}
