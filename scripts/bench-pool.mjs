// `npm run bench:pool`: the database pool under load, as on Vercel. A production build started with
// VERCEL=1 VERCEL_ENV=production and a pool of DATABASE_POOL_MAX=5 connections (Vercel's default) on a
// throwaway PostgreSQL database (migrated by `npm run db:migrate`, as vercel-build does), then 50
// connections of load on the routes that query it. Prints, per route, requests, errors, non-2xx
// answers (503 = no database connection) and the most connections the database saw from the app.
// BENCH_PG_URL (default the machine's PostgreSQL), BENCH_SECONDS (default 20), BENCH_POOL_MAX (5).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { jsonHeaders, logThoughts, signUp, startBenchServer } from "./bench-server.mjs";

const PG_URL = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const PORT = Number(process.env.BENCH_PORT ?? 4198);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POOL_MAX = String(process.env.BENCH_POOL_MAX ?? 5);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (!existsSync(".next/BUILD_ID") || process.argv.includes("--build")) {
  execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit", env });
}

async function admin(sql) {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

const name = `erp_bench_pool_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
const dbUrl = Object.assign(new URL(PG_URL), { pathname: `/${name}` }).toString();
await admin(`CREATE DATABASE "${name}"`);
const vercel = { VERCEL: "1", VERCEL_ENV: "production", DATABASE_URL: dbUrl, DATABASE_POOL_MAX: POOL_MAX, AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0" };
execFileSync("npm", ["run", "-s", "db:migrate"], { stdio: "inherit", env: { ...env, ...vercel, NODE_ENV: "production" } });

rmSync(".data/bench-pool", { recursive: true, force: true });
mkdirSync(".data/bench-pool", { recursive: true });
const { base, stop } = await startBenchServer({ port: PORT, dataDir: ".data/bench-pool", env: vercel });

// Connections the app holds to its database, sampled while the load runs (the sampler's own excluded).
const sampler = new pg.Client({ connectionString: PG_URL });
await sampler.connect();
let peak = 0;
let sampling = true;
const sample = (async () => {
  while (sampling) {
    const { rows } = await sampler.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
    peak = Math.max(peak, rows[0].n);
    await new Promise((r) => setTimeout(r, 100));
  }
})();

function load(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base + opts.path, connections: CONNECTIONS, duration: SECONDS, method: opts.method ?? "GET", headers: opts.headers, body: opts.body }, (err, r) => {
      if (err) return reject(err);
      const statuses = r.statusCodeStats ?? {};
      resolve({
        route: title,
        requests: r.requests.total,
        reqPerSec: Math.round(r.requests.average),
        p99ms: r.latency.p99,
        "socket errors": r.errors,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
        "503s": statuses["503"]?.count ?? 0,
      });
    });
  });
}

try {
  const session = await signUp(base, { username: "pool bench", email: "pool.bench@example.test", password: "bench-password-1" });
  const auth = { cookie: session.cookie };
  await fetch(`${base}/api/users/${session.id}/onboarding`, {
    method: "PATCH",
    headers: { ...jsonHeaders(base), ...auth },
    body: JSON.stringify({ ocdType: "checking", primaryTriggers: ["doors_locks"], commonCompulsions: ["checking"], anxietySeverity: 6, readinessLevel: "moderate", copingSkills: [], previousErpExperience: false, interferenceLevel: "moderately", avoidanceLevel: "medium" }),
  });
  await logThoughts(base, session);
  const results = [
    await load("GET /api/user", { path: "/api/user", headers: auth }),
    await load("GET /api/thought-logs/{userId}", { path: `/api/thought-logs/${session.id}`, headers: auth }),
    await load("GET /api/erp-sessions/{userId}", { path: `/api/erp-sessions/${session.id}`, headers: auth }),
    await load("POST /api/thought-logs", { path: "/api/thought-logs", method: "POST", headers: { ...jsonHeaders(base), ...auth }, body: JSON.stringify({ userId: session.id, thought: "What if I did not lock the door properly?" }) }),
  ];
  sampling = false;
  await sample;
  console.log(`\nPostgreSQL pool under load: VERCEL=1, DATABASE_POOL_MAX=${POOL_MAX}, ${CONNECTIONS} connections, ${SECONDS} s per route, loopback`);
  console.table(results);
  const failures = results.reduce((n, r) => n + r["socket errors"] + r.timeouts + r.non2xx, 0);
  console.log(`Most connections the database saw from the app: ${peak} (pool max ${POOL_MAX}). Connection errors, timeouts and non-2xx answers: ${failures}.`);
  if (failures > 0 || peak > Number(POOL_MAX)) process.exitCode = 1;
} finally {
  sampling = false;
  await sampler.end();
  await stop();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
