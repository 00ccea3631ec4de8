// Benchmark of the admin list and search service calls at 1k, 10k and 100k users: prints p50/p99 in ms.
// Includes the orders by last activity and the 'Needs attention' filter (decision 047).
// `npx tsx --conditions=react-server scripts/bench-admin.ts [--pglite] [--sizes 1000,10000,100000] [--runs 40]`
// Uses a throw-away database in the local PostgreSQL (created and dropped here), or in-memory PGlite.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { AdminUserListQuery } from "@/lib/domain/admin";
import { insertSyntheticUsers } from "@/prisma/synthetic-users";

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1]! : fallback);
const usePglite = argv.includes("--pglite");
const sizes = arg("--sizes", "1000,10000,100000").split(",").map(Number);
const runs = Number(arg("--runs", "40"));
const serverUrl = arg("--pg", "postgresql://postgres@127.0.0.1:5432/postgres");
const dbName = `erp_bench_${randomUUID().replace(/-/g, "").slice(0, 12)}`;

// Must be set before the app's env module is first read.
process.env.LOG_SILENT = "1";
if (usePglite) {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
} else {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  process.env.DATABASE_URL = url.toString();
}

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  if (!usePglite) await onServer(`CREATE DATABASE "${dbName}"`);
  const { db, disconnectDb } = await import("@/lib/server/db");
  const { listUsers } = await import("@/lib/server/services/admin");
  try {
    const prisma = await db();
    const admin = { id: randomUUID(), role: "admin" as const };
    console.log(`admin list/search on ${usePglite ? "PGlite (in memory)" : "PostgreSQL"}, ${runs} runs each, ms`);
    console.log(["users", "scenario", "p50", "p99", "matches"].join("\t"));
    let have = 0;
    for (const size of sizes) {
      const added = size - have;
      const tag = await insertSyntheticUsers(prisma, added);
      have = size;
      // About 1 in 50 of the new users had a crisis answer or check-in in the last two weeks (decision 047).
      await prisma.$executeRawUnsafe(
        `INSERT INTO "SafetyEvent" (id, "userId", source, level, "createdAt")
         SELECT gen_random_uuid(), id, 'thought', CASE WHEN random() < 0.2 THEN 'crisis' ELSE 'check_in' END,
                now() - make_interval(hours => (random() * 336)::int)
         FROM "User" WHERE username LIKE '%' || $1 || '-%' AND random() < 0.02`,
        tag,
      );
      await prisma.$executeRawUnsafe(`ANALYZE "User"`);
      await prisma.$executeRawUnsafe(`ANALYZE "SafetyEvent"`);
      const midPage = Math.max(1, Math.floor(size / 50 / 2));
      const scenarios: [string, Record<string, unknown>][] = [
        ["list, first page", {}],
        [`list, page ${midPage}`, { page: midPage }],
        ["filter verified", { status: "verified" }],
        ["search 'alex' (common)", { query: "alex" }],
        ["search one e-mail (rare)", { query: `.${tag}.${Math.ceil(added / 2)}@` }],
        ["search 'qz' (2 chars, no match: full scan)", { query: "qz" }],
        ["sort: last active, first page", { sort: "active" }],
        [`sort: longest inactive, page ${midPage}`, { sort: "inactive", page: midPage }],
        ["needs attention, first page", { attention: "1" }],
        ["needs attention, longest inactive first", { attention: "1", sort: "inactive" }],
        ["needs attention + search 'alex'", { attention: "1", query: "alex" }],
      ];
      for (const [name, raw] of scenarios) {
        const input = AdminUserListQuery.parse(raw);
        let matches = 0;
        for (let i = 0; i < 3; i++) matches = (await listUsers(admin, input)).summary.total; // warm-up
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const t = performance.now();
          await listUsers(admin, input);
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        console.log([size, name, percentile(times, 50).toFixed(1), percentile(times, 99).toFixed(1), matches].join("\t"));
      }
    }
    // The SQL Prisma renders for the search; a common term walks the createdAt index, a rare one the trigram indexes.
    for (const text of usePglite ? [] : ["alex", "kim.0"]) {
      const plan = await prisma.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
        `EXPLAIN SELECT id FROM "User" WHERE ("username" ILIKE ('%' || $1 || '%') OR "email" ILIKE ('%' || $1 || '%'))
         ORDER BY "createdAt" DESC, id DESC LIMIT 50`,
        text,
      );
      console.log(`\nplan of the search '${text}' at ${have} users:\n` + plan.map((r) => r["QUERY PLAN"]).join("\n"));
    }
    // Decision 047: the last-active order walks its index; 'Needs attention' counts with a semi-join on SafetyEvent.
    const plans: [string, string][] = [
      ["last active, most recent first", `SELECT id FROM "User" ORDER BY "lastActiveAt" DESC, id DESC LIMIT 50`],
      [
        "needs attention (count)",
        `SELECT "emailVerified", count(*) FROM "User" u WHERE u.role = 'user' AND (EXISTS (SELECT 1 FROM "SafetyEvent" s
           WHERE s."userId" = u.id AND s."createdAt" >= now() - interval '7 days') OR u."lastActiveAt" < now() - interval '14 days')
         GROUP BY 1`,
      ],
    ];
    for (const [label, sql] of usePglite ? [] : plans) {
      // As listUsers counts it: without JIT (decision 047).
      const plan = await prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL jit = off");
        return tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ANALYZE ${sql}`);
      });
      console.log(`\nplan of ${label} at ${have} users:\n` + plan.map((r) => r["QUERY PLAN"]).join("\n"));
    }
  } finally {
    await disconnectDb();
    if (!usePglite) await onServer(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  }
}

await main();
