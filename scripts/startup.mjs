// `npm run bench:startup`: how soon the production server answers after `next start` (target: within
// 2 s), on embedded PGlite and, with BENCH_DATABASE_URL (an empty database it may fill), on PostgreSQL.
// Each database is started once to apply the migrations, then restarted RUNS times: each restart only
// checks the migrations (none pending) and must answer quickly. Measured from spawning the process to
// the first answer of GET /api/health and to the first answer that needed the database (an e-mail
// link with an unknown token: 400). Also prints the size of the server bundle (.next/server and what it
// loads from node_modules at run time, per the build's trace). Loopback only.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { startBenchServer } from "./bench-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 4197);
const RUNS = Number(process.env.STARTUP_RUNS ?? 3);
export const STARTUP_TARGET_MS = 2000;

/** Bytes under dir: [code and data, source maps]. */
function dirBytes(dir) {
  const total = [0, 0];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    const [code, maps] = entry.isDirectory() ? dirBytes(p) : entry.name.endsWith(".map") ? [0, statSync(p).size] : [statSync(p).size, 0];
    total[0] += code;
    total[1] += maps;
  }
  return total;
}

/** The server bundle: the build's server output (its source maps apart), and the node_modules files its trace says it loads. */
export function serverBundleSize() {
  const [server, maps] = dirBytes(".next/server");
  const traced = new Set();
  for (const trace of [".next/next-server.js.nft.json", ".next/server/instrumentation.js.nft.json"]) {
    if (!existsSync(trace)) continue;
    const { files } = JSON.parse(readFileSync(trace, "utf8"));
    for (const f of files) traced.add(resolve(dirname(trace), f));
  }
  let modules = 0;
  for (const f of traced) if (f.includes("/node_modules/") && existsSync(f) && statSync(f).isFile()) modules += statSync(f).size;
  const mb = (bytes) => +(bytes / 1048576).toFixed(1);
  return { serverOutputMB: mb(server), sourceMapsMB: mb(maps), tracedNodeModulesMB: mb(modules) };
}

/** One start: ms to the first health answer, and to the first answer that read the database. */
export async function timeStart({ port, dataDir, env }) {
  const started = Date.now();
  const server = await startBenchServer({ port, dataDir, env, pollMs: 10 });
  const health = Date.now() - started;
  const res = await fetch(`${server.base}/api/verify-email?token=${"A".repeat(43)}`);
  const database = Date.now() - started;
  await server.stop();
  if (res.status !== 400) throw new Error(`the unknown e-mail link answered ${res.status}, not 400`);
  return { firstAnswerMs: health, firstDatabaseAnswerMs: database };
}

async function measure(label, env, dataDir) {
  await timeStart({ port: PORT, dataDir, env }); // applies the migrations
  const rows = [];
  for (let i = 0; i < RUNS; i++) rows.push({ database: label, run: i + 1, ...(await timeStart({ port: PORT, dataDir, env })) });
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!existsSync(".next/BUILD_ID")) throw new Error("no production build: run `npm run build` first");
  const work = mkdtempSync(join(tmpdir(), "erp-startup-"));
  try {
    const rows = await measure("embedded PGlite", { DATABASE_URL: "" }, work);
    if (process.env.BENCH_DATABASE_URL) rows.push(...(await measure("PostgreSQL", { DATABASE_URL: process.env.BENCH_DATABASE_URL }, work)));
    console.log(`Start-up: first answers after next start, migrations checked (target <= ${STARTUP_TARGET_MS} ms)`);
    console.table(rows);
    console.log("Server bundle");
    console.table([serverBundleSize()]);
    const slow = rows.filter((r) => r.firstDatabaseAnswerMs > STARTUP_TARGET_MS);
    if (slow.length) {
      console.error(`over ${STARTUP_TARGET_MS} ms: ${slow.map((r) => `${r.database} run ${r.run}`).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
