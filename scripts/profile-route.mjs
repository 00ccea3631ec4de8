// `npm run bench:profile -- [path] [seconds]`: where the server's CPU goes under load on one route.
// A write: `npm run bench:profile -- "POST /api/thought-logs" 10 '{"userId":"{me}","thought":"…"}'`.
// Starts the production build with --cpu-prof on a fresh embedded database (or BENCH_DATABASE_URL),
// signs up one person with 20 thoughts, loads the route with 50 connections, then prints the share
// of CPU samples per package. "{me}" in the path is that person's id. Loopback only, bounded.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { jsonHeaders, logThoughts, signUp, startBenchServer } from "./bench-server.mjs";

const [method, path] = (process.argv[2] ?? "/api/user").includes(" ") ? process.argv[2].split(" ") : ["GET", process.argv[2] ?? "/api/user"];
const seconds = Number(process.argv[3] ?? 10);
const body = process.argv[4];
const PORT = Number(process.env.BENCH_PORT ?? 4198);
if (!existsSync(".next/BUILD_ID")) throw new Error("no production build: run `npm run build` first");

const work = mkdtempSync(join(tmpdir(), "erp-profile-"));
const { base, stop } = await startBenchServer({ port: PORT, dataDir: work, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${work}/prof`] });
try {
  const session = await signUp(base, { username: "profile user", email: "profile@example.test", password: "profile-password-1" });
  await logThoughts(base, session);
  const me = (text) => text.replaceAll("{me}", session.id);
  const result = await autocannon({
    url: base + me(path),
    method,
    body: body && me(body),
    connections: 50,
    duration: seconds,
    headers: { ...(method === "GET" ? {} : jsonHeaders(base)), cookie: session.cookie },
  });
  console.log(`${path}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
} finally {
  await stop(); // a clean exit writes the profile
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

// The same samples by function (self time), and by the nearest caller of ours or of a named package
// when the function is native or node's own: where "native" and "node internals" are spent.
const parents = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
const fnKey = (node) => {
  const { url, functionName, lineNumber } = node.callFrame;
  return `${functionName || "(anonymous)"} ${url ? url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/\.next\//, ".next/") : ""}:${lineNumber}`;
};
const owner = (id) => {
  for (let cur = id; cur !== undefined; cur = parents.get(cur)) {
    const url = byId.get(cur).callFrame.url;
    if (url && !url.startsWith("node:")) return fnKey(byId.get(cur));
  }
  return "(none)";
};
const fns = new Map();
const owners = new Map();
profile.samples.forEach((id, i) => {
  if (times[i] < from) return;
  const k = fnKey(byId.get(id));
  fns.set(k, (fns.get(k) ?? 0) + 1);
  const { url } = byId.get(id).callFrame;
  if (!url || url.startsWith("node:")) owners.set(owner(id), (owners.get(owner(id)) ?? 0) + 1);
});
const top = (m, title) => {
  console.log(title);
  for (const [key, n] of [...m].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP ?? 20))) console.log(`${((100 * n) / total).toFixed(1).padStart(6)}%  ${key}`);
};
top(fns, "\nTop functions (self time):");
top(owners, "\nNative and node-internal time, by the nearest JavaScript caller outside node:");
rmSync(work, { recursive: true, force: true });
