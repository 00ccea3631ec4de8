// Whether the start-up work that runs in the background (opening the database, creating the
// configured admin) is done: sign-in waits for it, so the configured admin can sign in from the very
// first request. No imports: anything may ask.
import "server-only";

let ready: Promise<void> = Promise.resolve();

export const startupDone = (): Promise<void> => ready;

export function setStartupWork(work: Promise<void>): void {
  ready = work;
}
