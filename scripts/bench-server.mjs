// The production server that `npm run bench` and `npm run bench:profile` measure: `next start` on
// loopback with its own embedded database (or BENCH_DATABASE_URL), no AI or mail provider, and the
// per-address limits lifted because every request comes from 127.0.0.1.
import { spawn } from "node:child_process";

/** `env` adds to (or overrides) the server's environment, e.g. Vercel's variables and a pool size. */
export async function startBenchServer({ port, dataDir, nodeArgs = [], env = {}, pollMs = 500 }) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...nodeArgs, "node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0",
      PGLITE_DIR: `${dataDir}/pglite`,
      MAIL_OUTBOX_FILE: `${dataDir}/outbox.jsonl`,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
      ANTHROPIC_API_KEY: "",
      RESEND_API_KEY: "",
      LOGIN_MAX_FAILURES_PER_IP: "1000000",
      REGISTER_MAX_PER_IP: "1000000",
      LOG_SILENT: "1",
      ...env,
    },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  /** SIGINT lets the process exit cleanly (a --cpu-prof profile is written then). */
  const stop = async () => {
    server.kill("SIGINT");
    await exited;
  };
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, pollMs));
  }
  await stop();
  throw new Error("the server did not start");
}

export const jsonHeaders = (base) => ({ "content-type": "application/json", origin: base });

/** Signs a new person up; answers their session cookie and id. The database must not know them yet. */
export async function signUp(base, user) {
  const reg = await fetch(`${base}/api/register`, { method: "POST", headers: jsonHeaders(base), body: JSON.stringify(user) });
  if (reg.status !== 201) throw new Error(`registering ${user.username} answered ${reg.status}: the bench needs an empty database`);
  const cookie = reg.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const me = await (await fetch(`${base}/api/user`, { headers: { cookie } })).json();
  return { cookie, id: me.id };
}

/** Twenty thoughts, so the journal answers a realistic list. */
export async function logThoughts(base, { cookie, id }, count = 20) {
  for (let i = 0; i < count; i++) {
    await fetch(`${base}/api/thought-logs`, { method: "POST", headers: { ...jsonHeaders(base), cookie }, body: JSON.stringify({ userId: id, thought: `What if I left the stove on, number ${i}?` }) });
  }
}
