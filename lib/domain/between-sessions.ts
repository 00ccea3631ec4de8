// What the admin user detail shows of the time between sessions (decisions 027, 028, 037): the practice
// plan, the compulsion log of the last four weeks in counts, and the latest weekly check-ins. Zod-free.
import type { PracticePlan } from "./practice-plan";

export const LOG_SUMMARY_DAYS = 28;
export const CHECK_INS_SHOWN = 8;

export interface BetweenSessionsSummary {
  plan: PracticePlan | null;
  log: { days: number; entries: number; resisted: number; delayed: number; done: number; averageUrge: number | null };
  /** Newest first. */
  checkIns: { id: string; total: number; createdAt: string }[];
  checkInCount: number;
}

/** "5 of 12 resisted (42%)", or null without entries. */
export function resistedShare(log: BetweenSessionsSummary["log"]): string | null {
  if (log.entries === 0) return null;
  return `${log.resisted} of ${log.entries} resisted (${Math.round((log.resisted / log.entries) * 100)}%)`;
}
