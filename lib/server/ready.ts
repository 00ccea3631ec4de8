// Whether the start-up work that runs in the background (opening the database, creating the
// configured admin) is done: sign-in waits for it, so the configured admin can sign in from the very
// first request. No imports: anything may ask.
//
// Held on globalThis, not in this module: the production build bundles instrumentation.ts (which
// starts the work) apart from the route handlers (which wait for it), and a copy of this module in
// each would leave sign-in waiting on a promise nobody set.
import "server-only";

const WORK = Symbol.for("erp-companion.startup-work");
type Holder = { [WORK]?: Promise<void> };

export const startupDone = (): Promise<void> => (globalThis as Holder)[WORK] ?? Promise.resolve();

export function setStartupWork(work: Promise<void>): void {
  (globalThis as Holder)[WORK] = work;
}
