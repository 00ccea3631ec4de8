// The in-process timer: it ticks every interval, never runs two jobs at once, survives a failed run,
// starts once per process, and stays off on Vercel, in tests and when IN_PROCESS_JOBS=0.
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "../env";
import { inProcessJobsWanted, startInProcessJobs, stopInProcessJobs, tick } from "./scheduler";

const saved = { ...process.env };
afterEach(() => {
  stopInProcessJobs();
  vi.useRealTimers();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  resetEnvForTests();
});

function setEnv(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

describe("the in-process timer", () => {
  it("runs the job every interval, once the interval has passed", async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => {});
    expect(startInProcessJobs(run, 60_000)).toBe(true);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("starts once per process", async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => {});
    startInProcessJobs(run, 1000);
    startInProcessJobs(run, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("skips a tick while the previous run is still going, and goes on after a failure", async () => {
    let finish!: () => void;
    const slow = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const first = tick(slow);
    expect(await tick(slow)).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(slow).toHaveBeenCalledTimes(1);
    expect(await tick(async () => Promise.reject(new Error("database down")))).toBe(true);
    expect(await tick(async () => {})).toBe(true);
  });

  it("is wanted by next dev and next start, not on Vercel, in tests, or when turned off", () => {
    setEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), VERCEL: undefined, IN_PROCESS_JOBS: undefined, NEXT_PHASE: undefined });
    expect(inProcessJobsWanted()).toBe(true);
    setEnv({ IN_PROCESS_JOBS: "0" });
    expect(inProcessJobsWanted()).toBe(false);
    setEnv({ IN_PROCESS_JOBS: undefined, VERCEL: "1", DATABASE_URL: "postgresql://x@127.0.0.1/x" });
    expect(inProcessJobsWanted()).toBe(false);
    setEnv({ VERCEL: undefined, DATABASE_URL: undefined, NODE_ENV: "test" });
    expect(inProcessJobsWanted()).toBe(false);
  });
});
