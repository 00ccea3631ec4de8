// `npm run bench:profile -- [path] [seconds]`: where the server's CPU goes under load on one route.
// Starts the production build with --cpu-prof on a fresh embedded database (or BENCH_DATABASE_URL),
// signs up one person with 20 thoughts, loads the route with 50 connections, then prints the share
// of CPU samples per package. "{me}" in the path is that person's id. Loopback only, bounded.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const path = process.argv[2] ?? "/api/user";
const seconds = Number(process.argv[3] ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4198);
const BASE = `http://127.0.0.1:${PORT}`;
if (!existsSync(".next/BUILD_ID")) throw new Error("no production build: run `npm run build` first");

const work = mkdtempSync(join(tmpdir(), "erp-profile-"));
const server = spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${work}/prof`, "node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(PORT)], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    AUTH_SECRET: "profile-secret-profile-secret-profile-0",
    PGLITE_DIR: `${work}/pglite`,
    MAIL_OUTBOX_FILE: `${work}/outbox.jsonl`,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
    ANTHROPIC_API_KEY: "",
    RESEND_API_KEY: "",
    LOG_SILENT: "1",
  },
  stdio: "ignore",
});

try {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  const headers = { "content-type": "application/json", origin: BASE };
  const reg = await fetch(`${BASE}/api/register`, { method: "POST", headers, body: JSON.stringify({ username: "profile user", email: "profile@example.test", password: "profile-password-1" }) });
  if (reg.status !== 201) throw new Error(`registering the profile user answered ${reg.status}: use an empty database`);
  const cookie = reg.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const me = await (await fetch(`${BASE}/api/user`, { headers: { cookie } })).json();
  for (let i = 0; i < 20; i++) {
    await fetch(`${BASE}/api/thought-logs`, { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify({ userId: me.id, thought: `What if I left the stove on, number ${i}?` }) });
  }
  const result = await autocannon({ url: BASE + path.replace("{me}", me.id), connections: 50, duration: seconds, headers: { cookie } });
  console.log(`${path}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
} finally {
  server.kill("SIGINT"); // a clean exit writes the profile
  await new Promise((r) => server.once("exit", r));
}

// Samples of the last `seconds` (the load) grouped by package, by the function that was running.
const file = join(work, "prof", readdirSync(join(work, "prof"))[0]);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
let t = profile.startTime;
const times = profile.timeDeltas.map((d) => (t += d));
const from = profile.endTime - seconds * 1e6;
const groups = new Map();
let total = 0;
const group = (url, fn) => {
  if (!url) return fn.startsWith("(") ? fn : "native";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.includes("/.next/")) return "app and bundled code (.next)";
  if (url.startsWith("node:")) return "node internals";
  return url.startsWith("wasm://") ? "wasm (PGlite)" : url;
};
profile.samples.forEach((id, i) => {
  if (times[i] < from) return;
  const { url, functionName } = byId.get(id).callFrame;
  const key = group(url, functionName);
  groups.set(key, (groups.get(key) ?? 0) + 1);
  total++;
});
console.log(`CPU samples during the load, by package (${total} samples):`);
for (const [key, n] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${((100 * n) / total).toFixed(1).padStart(6)}%  ${key}`);
rmSync(work, { recursive: true, force: true });
