// PostgreSQL the way Vercel uses it: the pool holds at most DATABASE_POOL_MAX connections per process,
// nothing migrates at run time, and migrations go over DATABASE_URL_UNPOOLED (a direct connection)
// while the app's DATABASE_URL may point at a pooler. PostgreSQL tier only.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, disconnectDb, migrateDatabase } from ".";
import { resetEnvForTests } from "../env";

let testDbUrl: string;
// Taken after tests/setup.ts has pointed DATABASE_URL (or PGLITE_DIR) at this file's own database.
let saved: NodeJS.ProcessEnv;
beforeAll(() => {
  saved = { ...process.env };
});

beforeEach(async () => {
  testDbUrl = process.env.DATABASE_URL!; // a fresh, empty database of this file (tests/setup.ts)
  await disconnectDb();
});
afterEach(async () => {
  await disconnectDb();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  resetEnvForTests();
});

function configure(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

const hasUserTable = async () => ((await (await db()).$queryRaw<{ t: string | null }[]>`SELECT to_regclass('"User"')::text AS t`)[0]!.t !== null);

describe("on Vercel", () => {
  it("the server never migrates; `npm run db:migrate` does, over the unpooled URL", async () => {
    configure({ VERCEL: "1", DATABASE_URL: testDbUrl, DATABASE_URL_UNPOOLED: undefined });
    expect(await hasUserTable()).toBe(false);
    await disconnectDb();

    // The pooled URL is unreachable here: only DATABASE_URL_UNPOOLED can have done the work.
    configure({ VERCEL: "1", DATABASE_URL: "postgresql://postgres@127.0.0.1:1/nowhere", DATABASE_URL_UNPOOLED: testDbUrl });
    await migrateDatabase();
    configure({ DATABASE_URL: testDbUrl, DATABASE_URL_UNPOOLED: undefined });
    expect(await hasUserTable()).toBe(true);
  });

  it("one process opens at most DATABASE_POOL_MAX connections, however many queries wait", async () => {
    await migrateDatabase();
    for (const max of [2, 5]) {
      configure({ VERCEL: "1", DATABASE_URL: testDbUrl, DATABASE_POOL_MAX: String(max) });
      const prisma = await db();
      // Each query holds its connection a moment, so 30 at once would open 30 connections unbounded.
      const rows = await Promise.all(Array.from({ length: 30 }, () => prisma.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid, pg_sleep(0.02)::text AS slept`));
      const pids = new Set(rows.map((r) => r[0]!.pid));
      expect(pids.size).toBeLessThanOrEqual(max);
      expect(pids.size).toBeGreaterThan(1);
      await disconnectDb();
    }
  });
});
