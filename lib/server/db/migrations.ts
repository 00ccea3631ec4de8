// Applies prisma/migrations/*/migration.sql in name order, recording each in Prisma's own
// `_prisma_migrations` table so `prisma migrate deploy` elsewhere treats them as its own.
import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";

/** The little a migration needs from a connection: PGlite and node-postgres both fit. */
export interface MigrationConnection {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs a multi-statement script and the bookkeeping insert atomically. */
  inTransaction(fn: (q: MigrationConnection["query"], exec: (script: string) => Promise<void>) => Promise<void>): Promise<void>;
  /** PostgreSQL serialises concurrent deployers with Prisma's own advisory lock id. */
  withLock?<T>(fn: () => Promise<T>): Promise<T>;
}

export const PRISMA_MIGRATE_LOCK_ID = 72707369;

const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export function migrationsDir() {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations");
}

export function readMigrations(dir = migrationsDir()) {
  if (!existsSync(dir)) throw new Error(`No migrations folder at ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/** Applies pending migrations; returns the names applied. */
export async function applyMigrations(conn: MigrationConnection, dir?: string): Promise<string[]> {
  const run = async () => {
    await conn.query(MIGRATIONS_TABLE);
    const { rows } = await conn.query(
      `SELECT migration_name, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const unfinished = rows.filter((r) => r.finished_at === null).map((r) => r.migration_name);
    if (unfinished.length > 0) {
      throw new Error(`Migration(s) ${unfinished.join(", ")} started but never finished: fix the database by hand first.`);
    }
    const done = new Set(rows.map((r) => r.migration_name as string));
    const applied: string[] = [];
    for (const m of readMigrations(dir)) {
      if (done.has(m.name)) continue;
      await conn.inTransaction(async (query, exec) => {
        await exec(m.sql);
        await query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), m.checksum, m.name],
        );
      });
      applied.push(m.name);
    }
    return applied;
  };
  return conn.withLock ? conn.withLock(run) : run();
}
