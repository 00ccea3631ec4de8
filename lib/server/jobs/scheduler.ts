// The in-process timer of `next dev` and `next start` (decision 038): once a minute it runs the same job
// as GET /api/cron/reminders, so reminders and weekly e-mails go out without any scheduler outside the
// app. On Vercel functions do not live between requests: there Vercel Cron calls the route instead.
// A run still going when the next minute comes is not doubled; two servers side by side are harmless,
// since every e-mail is claimed by its unique key before it is sent.
import "server-only";
import { env } from "../env";
import { errorFields, log } from "../log";
import { runDueEmails } from "../services/email-jobs";

export const JOB_INTERVAL_MS = 60_000;

// On globalThis: `next dev` may evaluate this module again after an edit, and must not start a second timer.
const state = globalThis as typeof globalThis & { __erpJobsTimer?: ReturnType<typeof setInterval> };
let running = false;

/** Whether this process should run the timer: not on Vercel, not in a build or a test, not turned off. */
export function inProcessJobsWanted(): boolean {
  const e = env();
  if (e.VERCEL || e.IN_PROCESS_JOBS === "0") return false;
  if (e.NODE_ENV === "test" || process.env.NEXT_PHASE === "phase-production-build") return false;
  return true;
}

/** One tick: skipped while the previous run is still going; a failure is logged and the next tick tries again. */
export async function tick(run: () => Promise<unknown> = runDueEmails): Promise<boolean> {
  if (running) return false;
  running = true;
  try {
    await run();
  } catch (e) {
    log.error("jobs.run_failed", errorFields(e));
  } finally {
    running = false;
  }
  return true;
}

/** Starts the timer once per process; answers whether it is running. */
export function startInProcessJobs(run?: () => Promise<unknown>, intervalMs = JOB_INTERVAL_MS): boolean {
  if (state.__erpJobsTimer) return true;
  state.__erpJobsTimer = setInterval(() => void tick(run), intervalMs);
  // Never keeps a process alive on its own (tests, scripts, a server shutting down).
  state.__erpJobsTimer.unref?.();
  log.info("jobs.started", { intervalMs });
  return true;
}

export function stopInProcessJobs(): void {
  if (state.__erpJobsTimer) clearInterval(state.__erpJobsTimer);
  state.__erpJobsTimer = undefined;
}
