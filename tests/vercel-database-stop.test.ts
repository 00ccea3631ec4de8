// On Vercel without DATABASE_URL, every way the app is built or started stops with the one line that
// says what to set: `npm run vercel-build` (at its migration step, before building or seeding),
// `npm run db:migrate`, a bare `next build`, and `next start`. Never a silent embedded database.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MISSING_DATABASE_ON_VERCEL } from "@/lib/server/env-schema";

const STOP_DIST = ".data/vercel-stop-test-build";

function run(command: string, args: string[]) {
  const r = spawnSync(command, args, {
    env: { ...process.env, VERCEL: "1", VERCEL_ENV: "preview", DATABASE_URL: "", NEXT_DIST_DIR: STOP_DIST, NEXT_TELEMETRY_DISABLED: "1", LOG_SILENT: "1" },
    encoding: "utf8",
    timeout: 90_000,
  });
  const output = `${r.stdout}${r.stderr}`;
  return { status: r.status, output, lines: output.split("\n").filter((l) => l.includes("DATABASE_URL")) };
}

const next = (cmd: string) => run(process.execPath, ["node_modules/next/dist/bin/next", cmd, ...(cmd === "start" ? ["-H", "127.0.0.1", "-p", "0"] : [])]);

describe("on Vercel without DATABASE_URL", () => {
  it("npm run vercel-build stops at its first step, with one line", () => {
    const r = run("npm", ["run", "-s", "vercel-build"]);
    expect(r.status).not.toBe(0);
    expect(r.lines).toEqual([MISSING_DATABASE_ON_VERCEL]);
    expect(r.output).not.toContain("Demo accounts");
    expect(r.output).not.toContain("Creating an optimized production build");
  });

  it("npm run db:migrate stops with one line", () => {
    const r = run("npm", ["run", "-s", "db:migrate"]);
    expect(r.status).toBe(1);
    expect(r.lines).toEqual([MISSING_DATABASE_ON_VERCEL]);
    expect(r.output).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("next build stops before building anything, with one line", () => {
    const r = next("build");
    expect(r.status).toBe(1);
    expect(r.lines).toEqual([MISSING_DATABASE_ON_VERCEL]);
    expect(existsSync(STOP_DIST)).toBe(false);
  });

  it("next start exits with one line (it loads the configuration just after it starts listening)", () => {
    const r = next("start");
    expect(r.status).toBe(1);
    expect(r.lines).toEqual([MISSING_DATABASE_ON_VERCEL]);
  });
});
