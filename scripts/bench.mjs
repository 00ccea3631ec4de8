// `npm run bench`: one run prints
//   (1) req/s and p50/p99 of the read and write routes beside the hello-world route of the same build,
//       sign-in beside argon2id alone (one verification per sign-in);
//   (2) growth: p99 of the same pages and list answers for a person with 2,000 thoughts, 1,000 ERP
//       sessions and 2,000 log entries against one with 20 of each (target within 1.2x), and the size
//       of every page and list answer (target at most 200 kB);
//   (3) start-up: the first answer after `next start` (migrations checked, not re-run);
//   (4) first-load JS (gzip) per route from the build's diagnostics;
//   (5) Lighthouse (mobile preset: slow 4G, 4x CPU) on every route, signed in where needed.
// Embedded PGlite, or PostgreSQL with BENCH_DATABASE_URL (an empty database: the bench signs people up).
// Loopback only, bounded: BENCH_SECONDS per route (default 20), BENCH_GROWTH_SECONDS per growth run
// (default 6, BENCH_GROWTH_ROUNDS = 3 rounds for each person), 50 connections. `-- --lighthouse-only` skips (1) and (2); `-- --no-lighthouse` skips (5);
// `-- --desktop` adds Lighthouse's desktop preset. BENCH_DUMP_DIR=dir writes each measured page and
// answer there, to see what makes one large; BENCH_ROUTES=/log,/home runs Lighthouse on those only;
// BENCH_LH_DUMP=dir writes each Lighthouse report there (long tasks, network requests, main-thread work);
// BENCH_LH_RUNS (default 5) runs Lighthouse that many times per route and reports the median of each figure.
import { execFileSync } from "node:child_process";
import { existsSync, rmSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { findChromium } from "./find-chromium.mjs";
import { firstLoadJs } from "./bundle-sizes.mjs";
import { jsonHeaders, signUp, startBenchServer } from "./bench-server.mjs";
import { GROWTH, growthTargets, measureSizes, realAnswers, seedHistory, SIZE_LIMIT_BYTES } from "./growth.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 4199);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const GROWTH_SECONDS = Number(process.env.BENCH_GROWTH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "";
const chromium = findChromium();
const LIGHTHOUSE_ONLY = process.argv.includes("--lighthouse-only");
const NO_LIGHTHOUSE = process.argv.includes("--no-lighthouse");
const DESKTOP = process.argv.includes("--desktop");
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const DATA = ".data/bench";
const ADMIN = { username: "bench admin", email: "bench.admin@example.test", password: "bench-admin-password-1" };
const SERVER_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

if (!existsSync(".next/BUILD_ID") || process.argv.includes("--build")) {
  execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit", env });
}

// ---- server ----------------------------------------------------------------------------------
rmSync(DATA, { recursive: true, force: true });
mkdirSync(DATA, { recursive: true });
let server = await startBenchServer({ port: PORT, dataDir: DATA, env: SERVER_ENV });
const BASE = server.base;
const headers = jsonHeaders(BASE);
const post = (path, body, cookie = "") => fetch(BASE + path, { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify(body) });

const ONBOARDING = {
  ocdType: "checking", primaryTriggers: ["doors_locks"], commonCompulsions: ["checking"], anxietySeverity: 6,
  readinessLevel: "moderate", copingSkills: ["breathing"], previousErpExperience: false, interferenceLevel: "moderately", avoidanceLevel: "medium",
};

/** A person signed up, onboarded and verified (the e-mail link from the outbox), with their cookie and id. */
async function person(name) {
  const session = await signUp(BASE, { username: `bench ${name}`, email: `bench.${name}@example.test`, password: "bench-password-1" });
  await fetch(`${BASE}/api/users/${session.id}/onboarding`, { method: "PATCH", headers: { ...headers, cookie: session.cookie }, body: JSON.stringify(ONBOARDING) });
  const mails = readFileSync(`${DATA}/outbox.jsonl`, "utf8").trim().split("\n").map((l) => JSON.parse(l));
  const link = mails.filter((m) => m.to === `bench.${name}@example.test`).at(-1).text.match(/verify-email\?token=([A-Za-z0-9_-]+)/)[1];
  await fetch(`${BASE}/api/verify-email?token=${link}`);
  return session;
}

async function signIn(login, password) {
  const res = await post("/api/login", { login, password });
  if (res.status !== 200) throw new Error(`signing in ${login} answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** Writes the histories straight into the database: PostgreSQL while the server runs, PGlite between two starts. */
async function seed(people) {
  if (DATABASE_URL) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      for (const p of people) await seedHistory(async (sql, params) => (await client.query(sql, params)).rows, p.id, p.answers, p.counts);
    } finally {
      await client.end();
    }
    return;
  }
  await server.stop();
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const pglite = await PGlite.create(`${DATA}/pglite`, { extensions: { pg_trgm } });
  try {
    for (const p of people) await seedHistory(async (sql, params) => (await pglite.query(sql, params)).rows, p.id, p.answers, p.counts);
  } finally {
    await pglite.close();
  }
  server = await startBenchServer({ port: PORT, dataDir: DATA, env: SERVER_ENV });
}

function load(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: BASE + opts.path, connections: CONNECTIONS, duration: opts.seconds ?? SECONDS, method: opts.method ?? "GET", headers: opts.headers, body: opts.body, requests: opts.requests, title },
      (err, r) => {
        if (err) return reject(err);
        resolve({ route: title, reqPerSec: Math.round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx });
      },
    );
  });
}

// ---- 1. throughput ----------------------------------------------------------------------------
async function setupLoginUsers() {
  // Sign-in is many people signing in at once, one account per connection: the throttle counts
  // attempts in flight, so 50 parallel sign-ins to one account would (rightly) be refused.
  const users = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const user = { username: `bench login ${i}`, email: `bench.login.${i}@example.test`, password: "bench-password-1" };
    await post("/api/register", user);
    users.push(user);
  }
  return users;
}

/** argon2id alone, with the app's parameters, CONNECTIONS verifications in flight for `seconds`. */
async function argon2Alone(seconds) {
  const { hash, verify } = await import("@node-rs/argon2");
  const stored = await hash("bench-password-1", { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        await verify(stored, "bench-password-1");
        done++;
      }
    }),
  );
  return Math.round(done / seconds);
}

// Each route is measured right after its own run of the hello-world route, and its ratio is taken
// against the mean of the hello runs just before and just after it: on a machine shared with other
// work the load drifts, and a ratio to one hello run minutes earlier mostly measures that drift.
async function measureApi(user, writer, loginUsers) {
  const auth = { cookie: user.cookie };
  // Writes go to their own person: thousands of new entries would change what the growth part measures.
  const writerAuth = { cookie: writer.cookie };
  const api = [];
  const hellos = [];
  const hello = async () => {
    const r = await load("GET /api/health (hello world)", { path: "/api/health", seconds: Math.max(3, Math.round(SECONDS / 3)) });
    hellos.push(r.reqPerSec);
    return r.reqPerSec;
  };
  let before = await hello();
  const measured = async (kind, title, opts) => {
    const r = await load(title, opts);
    const after = await hello();
    api.push({ kind, ...r, helloReqPerSec: Math.round((before + after) / 2), ratioToHello: +((2 * r.reqPerSec) / (before + after)).toFixed(2) });
    before = after;
  };
  const read = (title, path) => measured("read", title, { path, headers: auth });
  await read("GET /api/user", "/api/user");
  await read("GET /api/thought-logs/{userId} (journal, 20 of 2,008)", `/api/thought-logs/${user.id}`);
  await read("GET /api/erp-sessions/{userId} (20 of 1,000)", `/api/erp-sessions/${user.id}`);
  await read("GET /api/users/{id}/compulsions (20 of 2,000)", `/api/users/${user.id}/compulsions?limit=20`);
  await read("GET /api/users/{id}/check-ins", `/api/users/${user.id}/check-ins`);
  await read("GET /api/thought-logs/{userId}/latest", `/api/thought-logs/${user.id}/latest`);
  await read("GET /api/users/{id}", `/api/users/${user.id}`);
  const write = (title, path, body) => measured("write", title, { path, method: "POST", headers: { ...headers, ...writerAuth }, body: JSON.stringify(body) });
  await write("POST /api/thought-logs (risk check, analysis, insert)", "/api/thought-logs", { userId: writer.id, thought: "What if I did not lock the door properly?" });
  await write("POST /api/users/{id}/compulsions (risk check, insert)", `/api/users/${writer.id}/compulsions`, {
    kind: "checking", urge: 6, outcome: "resisted", note: "Wanted to check the door again and waited instead.",
  });
  let next = 0;
  await measured("sign-in", "POST /api/login (one argon2id each)", {
    path: "/api/login",
    method: "POST",
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ login: loginUsers[next++ % loginUsers.length].username, password: "bench-password-1" }) }) }],
  });
  api.push({ kind: "sign-in", route: "argon2id verify alone (same parameters, 50 in flight)", reqPerSec: await argon2Alone(Math.min(SECONDS, 10)) });
  api.unshift({ kind: "baseline", route: `GET /api/health (hello world; ${hellos.length} runs, min-max ${Math.min(...hellos)}-${Math.max(...hellos)})`, reqPerSec: Math.round(hellos.reduce((a, b) => a + b, 0) / hellos.length), ratioToHello: 1 });
  return api;
}

// ---- 2. growth ----------------------------------------------------------------------------------
// The two people alternate, GROWTH_ROUNDS times each, and the median p99 of their rounds is compared:
// on a shared machine the load from elsewhere drifts, and back-to-back single runs mostly measure that.
const GROWTH_ROUNDS = Number(process.env.BENCH_GROWTH_ROUNDS ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measureGrowth(heavy, light) {
  const rows = [];
  const pairs = [
    ["page /journal", "/journal"],
    ["page /progress", "/progress"],
    ["page /log", "/log"],
    ["GET /api/thought-logs/{userId}", (p) => `/api/thought-logs/${p.id}`],
  ];
  for (const [title, path] of pairs) {
    const at = (p) => (typeof path === "function" ? path(p) : path);
    const few = [];
    const many = [];
    for (let round = 0; round < GROWTH_ROUNDS; round++) {
      few.push(await load(`${title} (20 entries)`, { path: at(light), headers: { cookie: light.cookie }, seconds: GROWTH_SECONDS }));
      many.push(await load(`${title} (2,000 entries)`, { path: at(heavy), headers: { cookie: heavy.cookie }, seconds: GROWTH_SECONDS }));
    }
    const p99Few = median(few.map((r) => r.p99ms));
    const p99Many = median(many.map((r) => r.p99ms));
    rows.push({
      route: title,
      "p99 with 20 (ms)": p99Few,
      "p99 with 2,000 (ms)": p99Many,
      ratio: +(p99Many / p99Few).toFixed(2),
      "req/s 20": median(few.map((r) => r.reqPerSec)),
      "req/s 2,000": median(many.map((r) => r.reqPerSec)),
      non2xx: [...few, ...many].reduce((n, r) => n + r.non2xx, 0),
    });
  }
  return rows;
}

// ---- 3. start-up --------------------------------------------------------------------------------
async function measureStartup() {
  await server.stop();
  const started = Date.now();
  server = await startBenchServer({ port: PORT, dataDir: DATA, env: SERVER_ENV, pollMs: 20 });
  return { firstAnswerMs: Date.now() - started };
}

// ---- 5. Lighthouse -------------------------------------------------------------------------------
// Every page route with the person it needs: signed out, a new account (onboarding), the patient with
// the long history, the admin. Cookies are set in the browser: Chrome does not send a Cookie header
// passed through Lighthouse's extraHeaders.
function lighthouseRoutes({ patient, newcomer, admin }) {
  return [
    // The 404 screen is left out: Lighthouse does not audit a page that answers 404 (axe checks it in e2e).
    ...["/auth", "/register", "/forgot-password", "/reset-password", "/verify-email", "/unsubscribe"].map((path) => ({ path, who: null })),
    { path: "/onboarding", who: newcomer },
    ...["/home", "/erp-session", "/ladder", "/plan", "/journal", "/progress", "/log", "/check-in", "/profile", "/settings", "/support"].map((path) => ({ path, who: patient })),
    { path: "/admin", who: admin },
    { path: `/admin/users/${patient.id}`, who: admin, label: "/admin/users/[id]" },
    { path: `/admin/users/${patient.id}/report`, who: admin, label: "/admin/users/[id]/report" },
  ];
}

/** One Lighthouse run of one route in a fresh browser context: its report. */
async function lighthouseOnce({ browser, port, preset, config, path, who, label, run }) {
  const { default: lighthouse } = await import("lighthouse");
  const context = await browser.createBrowserContext();
  if (who) {
    const [name, value] = who.cookie.split("; ").find((c) => c.includes("session-token=")).split(/=(.*)/s);
    await context.setCookie({ name, value, domain: "127.0.0.1", path: "/", httpOnly: true, sameSite: "Lax" });
  }
  const page = await context.newPage();
  const { lhr } = await lighthouse(BASE + path, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] }, config, page);
  await context.close();
  if (process.env.BENCH_LH_DUMP) writeFileSync(join(process.env.BENCH_LH_DUMP, `${preset}${(label ?? path).replaceAll(/[^a-z0-9]+/gi, "_")}-${run}.json`), JSON.stringify(lhr));
  if (new URL(lhr.finalDisplayedUrl).pathname !== path.split("?")[0]) throw new Error(`Lighthouse on ${path} ended on ${lhr.finalDisplayedUrl}`);
  return lhr;
}

/** A route's row of the table: the median of its runs, figure by figure, and every run's score. */
function lighthouseRow(reports, { preset, path, label }) {
  const median = (values) => {
    const known = values.filter((v) => v != null).sort((a, b) => a - b);
    return known.length === 0 ? null : known[Math.floor((known.length - 1) / 2)];
  };
  const ms = (audit) => median(reports.map((lhr) => lhr.audits[audit]?.numericValue)) ?? null;
  const score = (lhr, category) => (lhr.categories[category]?.score == null ? null : Math.round(lhr.categories[category].score * 100));
  const cls = ms("cumulative-layout-shift");
  const errors = reports.map((lhr) => lhr.runtimeError?.code).filter(Boolean);
  return {
    route: label ?? path,
    preset,
    performance: median(reports.map((lhr) => score(lhr, "performance"))),
    runs: reports.map((lhr) => score(lhr, "performance")).join(" "),
    // The worst run's accessibility: it does not scatter, and one failure is a failure.
    accessibility: Math.min(...reports.map((lhr) => score(lhr, "accessibility"))),
    FCPms: Math.round(ms("first-contentful-paint")),
    LCPms: Math.round(ms("largest-contentful-paint")),
    CLS: cls === null ? null : +cls.toFixed(3),
    TBTms: Math.round(ms("total-blocking-time")),
    // The host's CPU speed as Lighthouse measures it: the 4x slowdown of the mobile preset assumes a
    // desktop of 1,000 or more, and Lighthouse warns below that (docs/throttling.md, "Calibrating the CPU slowdown").
    hostIndex: Math.round(median(reports.map((lhr) => lhr.environment.benchmarkIndex))),
    ...(errors.length > 0 ? { error: errors.join(" ") } : {}),
    ...(process.env.BENCH_LCP_ELEMENT ? { lcpElement: reports[0].audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 90) } : {}),
  };
}

async function lighthouseRuns(routes) {
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const { default: puppeteer } = await import("puppeteer-core");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results = [];
  try {
    const presets = [["mobile", { extends: "lighthouse:default" }], ...(DESKTOP ? [["desktop", desktopConfig]] : [])];
    for (const [preset, config] of presets) {
      for (const { path, who, label } of routes) {
        const reports = [];
        for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) reports.push(await lighthouseOnce({ browser, port: chrome.port, preset, config, path, who, label, run }));
        // Simulated throttling scatters from run to run (the same page 91 once and 99 the next): the median
        // of several runs is what Lighthouse's docs/variability.md advises reading, and every run is shown.
        results.push(lighthouseRow(reports, { preset, path, label }));
      }
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return results;
}

try {
  const patient = await person("patient");
  const few = await person("few");
  const writer = await person("writer");
  const newcomer = await signUp(BASE, { username: "bench newcomer", email: "bench.newcomer@example.test", password: "bench-password-1" });
  const loginUsers = LIGHTHOUSE_ONLY ? [] : await setupLoginUsers();
  const answers = await realAnswers(BASE, patient);
  await realAnswers(BASE, few);
  await seed([
    { ...patient, answers, counts: GROWTH },
    { ...few, answers, counts: { thoughts: 12, sessions: 20, compulsions: 20 } }, // 8 logged above + 12 = 20 thoughts
  ]);
  const admin = { cookie: await signIn(ADMIN.username, ADMIN.password) };

  const db = DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
  const results = { date: new Date().toISOString(), database: db, seconds: SECONDS, connections: CONNECTIONS };
  // Each part is printed and saved as soon as it is measured: a later failure loses nothing.
  const report = (key, title, rows) => {
    results[key] = rows;
    console.log(`\n${title}`);
    console.table(rows);
    mkdirSync(".bench", { recursive: true });
    writeFileSync(".bench/results.json", JSON.stringify(results, null, 2));
  };

  report("sizes", `Sizes with 2,000 thoughts, 1,000 sessions, 2,000 log entries (target <= ${SIZE_LIMIT_BYTES / 1024} kB)`, await measureSizes(BASE, growthTargets(patient.id), { cookie: patient.cookie, adminCookie: admin.cookie }));
  if (!LIGHTHOUSE_ONLY) {
    report("api", `API throughput on ${db} (${CONNECTIONS} connections, ${SECONDS} s each, loopback; targets: reads >= 0.6, writes >= 0.45 of hello world)`, await measureApi(patient, writer, loginUsers));
    report("growth", `Growth: p99 with 2,000 entries against 20 (median of ${GROWTH_ROUNDS} alternating rounds of ${GROWTH_SECONDS} s; target ratio <= 1.2)`, await measureGrowth(patient, few));
  }
  report("startup", "Start-up: first answer after next start (migrations checked, not re-run)", [await measureStartup()]);
  report("bundles", "First-load JS per route (gzip, kB; budget 160)", firstLoadJs());
  // BENCH_ROUTES=/log,/home: Lighthouse on those routes only.
  const only = process.env.BENCH_ROUTES?.split(",");
  const routes = lighthouseRoutes({ patient, newcomer, admin }).filter((r) => !only || only.includes(r.label ?? r.path));
  // Warm every page first: Lighthouse should measure a running server, not its first render of a route.
  for (let i = 0; i < 2; i++) for (const r of routes) await fetch(BASE + r.path, { headers: r.who ? { cookie: r.who.cookie } : {} });
  if (!NO_LIGHTHOUSE) report("lighthouse", "Lighthouse (simulated throttling; target: mobile performance >= 95, accessibility 100)", await lighthouseRuns(routes));
  console.log("Saved .bench/results.json");
} finally {
  await server.stop();
}
