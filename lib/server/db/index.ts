// The one Prisma client: PostgreSQL through PrismaPg when DATABASE_URL is set, else embedded PGlite.
// Pending migrations are applied before the first query (except on Vercel, whose build step runs them).
import "server-only";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "../env";
import { applyMigrations } from "./migrations";
import { openPgPool, openPglite, pgliteMigrationConnection, pgMigrationConnection } from "./connections";

export type Db = PrismaClient;

// Kept on globalThis: Next may load this module more than once in one process (proxy, routes, dev
// reloads), and PGlite allows exactly one open instance per data directory.
const holder = globalThis as unknown as { __erpDb?: Promise<Db>; __erpDbClose?: () => Promise<void> };

export function db(): Promise<Db> {
  holder.__erpDb ??= connect().catch((e) => {
    holder.__erpDb = undefined; // let the next request try again (e.g. PostgreSQL came back)
    throw e;
  });
  return holder.__erpDb;
}

async function connect(): Promise<Db> {
  const e = env();
  if (e.DATABASE_URL) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const poolConfig = {
      connectionString: e.DATABASE_URL,
      max: 10,
      connectionTimeoutMillis: 1_500, // a dead database must answer 503 within 2 s
      idleTimeoutMillis: 30_000,
    };
    if (!e.VERCEL) {
      const pool = await openPgPool(poolConfig);
      try {
        await applyMigrations(pgMigrationConnection(pool));
      } finally {
        await pool.end();
      }
    }
    const prisma = new PrismaClient({ adapter: new PrismaPg(await openPgPool(poolConfig), { disposeExternalPool: true }) });
    holder.__erpDbClose = () => prisma.$disconnect();
    return prisma;
  }
  const pglite = await openPglite(e.PGLITE_DIR);
  await applyMigrations(pgliteMigrationConnection(pglite));
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  // Closing PGlite itself flushes it to disk; killing a process mid-write can corrupt the folder.
  holder.__erpDbClose = () => pglite.close();
  return new PrismaClient({ adapter: new PrismaPGlite(pglite) });
}

/** Closes the database (scripts, tests switching databases between files). */
export async function disconnectDb() {
  const current = holder.__erpDb;
  const close = holder.__erpDbClose;
  holder.__erpDb = undefined;
  holder.__erpDbClose = undefined;
  if (current) await current.catch(() => {});
  if (close) await close().catch(() => {});
}
