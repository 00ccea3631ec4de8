// `npm run bench`: one run prints (1) req/s and p50/p99 of the main API routes beside the hello-world
// route of the same build, (2) first-load JS (gzip) per route from the build's diagnostics, and
// (3) Lighthouse performance / accessibility / LCP / CLS / TBT for /auth and /home.
// Loopback only, bounded: BENCH_SECONDS per route (default 20; the README's numbers use 60), 50 connections.
import { execFileSync } from "node:child_process";
import { existsSync, rmSync, mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { findChromium } from "./find-chromium.mjs";
import { firstLoadJs } from "./bundle-sizes.mjs";
import { jsonHeaders, logThoughts, signUp, startBenchServer } from "./bench-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 4199);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const chromium = findChromium();
/** `npm run bench -- --lighthouse-only` skips the minutes of load tests. */
const LIGHTHOUSE_ONLY = process.argv.includes("--lighthouse-only");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (!existsSync(".next/BUILD_ID") || process.argv.includes("--build")) {
  execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit", env });
}

// ---- server ----------------------------------------------------------------------------------
rmSync(".data/bench", { recursive: true, force: true });
mkdirSync(".data/bench", { recursive: true });
const { base: BASE, stop } = await startBenchServer({ port: PORT, dataDir: ".data/bench" });
const headers = jsonHeaders(BASE);
const post = (path, body) => fetch(BASE + path, { method: "POST", headers, body: JSON.stringify(body) });

// Sign-in is measured as many people signing in at once, one account per connection: the throttle
// counts attempts in flight, so 50 parallel sign-ins to one account would (rightly) be refused.
async function setupLoginUsers() {
  const users = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const user = { username: `bench login ${i}`, email: `bench.login.${i}@example.test`, password: "bench-password-1" };
    await post("/api/register", user);
    users.push(user);
  }
  return users;
}

async function setupUser() {
  const user = { username: "bench user", email: "bench@example.test", password: "bench-password-1" };
  const session = await signUp(BASE, user);
  const onboarding = {
    ocdType: "checking", primaryTriggers: ["doors_locks"], commonCompulsions: ["checking"], anxietySeverity: 6,
    readinessLevel: "moderate", copingSkills: ["breathing"], previousErpExperience: false, interferenceLevel: "moderately", avoidanceLevel: "medium",
  };
  await fetch(`${BASE}/api/users/${session.id}/onboarding`, { method: "PATCH", headers: { ...headers, cookie: session.cookie }, body: JSON.stringify(onboarding) });
  await logThoughts(BASE, session);
  return { ...user, ...session };
}

function load(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url: BASE + opts.path, connections: CONNECTIONS, duration: SECONDS, method: opts.method ?? "GET", headers: opts.headers, body: opts.body, requests: opts.requests, title }, (err, r) => {
      if (err) return reject(err);
      resolve({ route: title, reqPerSec: Math.round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx });
    });
  });
}

// ---- 3. Lighthouse ---------------------------------------------------------------------------
// Lighthouse's own desktop preset (the target) and its default mobile preset (slow 4G, 4x CPU), each
// on /auth signed out (a fresh browser context) and /home signed in. The session cookie is set in the
// browser: Chrome does not send a Cookie header passed through Lighthouse's extraHeaders.
async function lighthouseRuns(cookie) {
  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const { default: puppeteer } = await import("puppeteer-core");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const [name, value] = cookie.split("; ").find((c) => c.includes("session-token=")).split(/=(.*)/s);
  const results = [];
  try {
    const signedIn = await browser.createBrowserContext();
    await signedIn.setCookie({ name, value, domain: "127.0.0.1", path: "/", httpOnly: true, sameSite: "Lax" });
    for (const [preset, config] of [["desktop", desktopConfig], ["mobile", { extends: "lighthouse:default" }]]) {
      for (const path of ["/auth", "/home"]) {
        const context = path === "/home" ? signedIn : await browser.createBrowserContext();
        const page = await context.newPage();
        const { lhr } = await lighthouse(BASE + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] }, config, page);
        await page.close();
        if (new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`Lighthouse on ${path} ended on ${lhr.finalDisplayedUrl}`);
        results.push({
          route: path,
          preset,
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          LCPms: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
          CLS: +lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3),
          TBTms: Math.round(lhr.audits["total-blocking-time"].numericValue),
        });
      }
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return results;
}

async function measureApi(user, api) {
  const auth = { cookie: user.cookie };
  const hello = await load("GET /api/health (hello world)", { path: "/api/health" });
  api.push(hello);
  api.push(await load("GET /api/user", { path: "/api/user", headers: auth }));
  api.push(await load("GET /api/thought-logs/{userId} (journal)", { path: `/api/thought-logs/${user.id}`, headers: auth }));
  api.push(await load("GET /api/erp-sessions/{userId}", { path: `/api/erp-sessions/${user.id}`, headers: auth }));
  api.push(await load("POST /api/thought-logs", { path: "/api/thought-logs", method: "POST", headers: { ...headers, ...auth }, body: JSON.stringify({ userId: user.id, thought: "What if I did not lock the door properly?" }) }));
  const loginUsers = await setupLoginUsers();
  let next = 0;
  api.push(
    await load("POST /api/login (argon2id)", {
      path: "/api/login",
      method: "POST",
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ login: loginUsers[next++ % loginUsers.length].username, password: "bench-password-1" }) }) }],
    }),
  );
  for (const r of api) r.ratioToHello = +(r.reqPerSec / hello.reqPerSec).toFixed(2);
}

try {
  const user = await setupUser();
  const api = [];
  if (!LIGHTHOUSE_ONLY) await measureApi(user, api);
  const bundles = firstLoadJs();
  // Warm both pages first: Lighthouse should measure a running server, not its first render of a route.
  for (let i = 0; i < 3; i++) for (const path of ["/auth", "/home"]) await fetch(BASE + path, { headers: { cookie: user.cookie } });
  const lh = await lighthouseRuns(user.cookie);

  console.log(`\nAPI throughput (${CONNECTIONS} connections, ${SECONDS} s each, loopback)`);
  console.table(api);
  console.log("First-load JS per route (gzip, kB)");
  console.table(bundles);
  console.log("Lighthouse (simulated throttling; desktop preset is the target, mobile for reference)");
  console.table(lh);
  mkdirSync(".bench", { recursive: true });
  writeFileSync(".bench/results.json", JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, api, bundles, lighthouse: lh }, null, 2));
  console.log("Saved .bench/results.json");
} finally {
  await stop();
}
