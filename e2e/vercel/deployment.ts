// What the Vercel specs share: a throwaway PostgreSQL database, the steps `vercel-build` runs before
// `next build` (read from package.json, so the test follows the real script), and a `next start`
// with Vercel's variables whose log lines the test can read.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);
/** The machine's PostgreSQL (docs: README, Quality); each spec makes and drops its own database in it. */
export const PG_ADMIN_URL = process.env.E2E_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export async function createDatabase(prefix: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function query<T = Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** The commands of `npm run vercel-build` before its final `next build` (the builds are made by scripts/build-preview.mjs). */
export function vercelBuildStepsBeforeNextBuild(): string[] {
  const script: string = JSON.parse(readFileSync("package.json", "utf8")).scripts["vercel-build"];
  const steps = script.split("&&").map((s) => s.trim());
  if (steps.at(-1) !== "next build") throw new Error(`vercel-build no longer ends with next build: ${script}`);
  return steps.slice(0, -1);
}

/** Runs those steps in order, as Vercel's build would; answers everything they printed. */
export async function runVercelBuildSteps(env: Record<string, string>): Promise<string> {
  let output = "";
  for (const step of vercelBuildStepsBeforeNextBuild()) {
    const { stdout, stderr } = await run("sh", ["-c", step], { env: { ...process.env, ...env }, timeout: 120_000 });
    output += stdout + stderr;
  }
  return output;
}

export interface Server {
  base: string;
  /** Every line the server printed so far (its structured log included). */
  lines: string[];
  stop: () => Promise<void>;
}

export async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(port), "--keepAliveTimeout", "600000"], {
    env: {
      ...process.env,
      NODE_ENV: "production" as const,
      NEXT_TELEMETRY_DISABLED: "1",
      APP_URL: base,
      ANTHROPIC_API_KEY: "",
      RESEND_API_KEY: "",
      ADMIN_USERNAME: "",
      TRUST_PROXY: "",
      LOGIN_MAX_FAILURES_PER_IP: "100000",
      REGISTER_MAX_PER_IP: "100000",
      LOG_SILENT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = "";
    stream.on("data", (chunk: Buffer) => {
      const parts = (rest + chunk.toString("utf8")).split("\n");
      rest = parts.pop() ?? "";
      lines.push(...parts);
    });
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
  };
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (up) return { base, lines, stop };
    if (child.exitCode !== null || i > 200) {
      await stop();
      throw new Error(`the server on ${port} did not start:\n${lines.join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The log events of one name the server printed (log.ts writes one JSON object a line). */
export function logEvents(server: Server, event: string): Record<string, unknown>[] {
  return server.lines
    .filter((l) => l.startsWith("{"))
    .map((l) => {
      try {
        return JSON.parse(l) as Record<string, unknown>;
      } catch {
        return {};
      }
    })
    .filter((e) => e.event === event);
}

/** Every script the page loads (Next's chunks), fetched: what a visitor's browser receives. */
export async function scriptsOf(base: string, html: string): Promise<string[]> {
  const srcs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  return Promise.all(srcs.map(async (src) => (await fetch(new URL(src, base))).text()));
}
