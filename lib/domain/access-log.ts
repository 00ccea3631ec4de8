// Access transparency (decision 046): which staff reads (and the one staff write to their own records) a person sees on /settings, in words.
import { z } from "zod";
import { queryWholeNumber } from "./query-number";

/** Entries per page of GET /api/users/{id}/access-log and of /settings. */
export const ACCESS_LOG_PAGE_SIZE = 20;

/**
 * The audit actions a person sees, and how each reads ("Dr Lena Ortiz opened your records"). Staff
 * reads of the person's own data only: clinician notes are staff records (decision 045) and role
 * changes are not reads, so neither is listed. An action not named here is never shown.
 */
export const VISIBLE_ACCESS: Record<string, string> = {
  view_user_detail: "opened your records",
  view_profile: "looked at your profile",
  view_thought_logs: "looked at your thought journal",
  view_erp_sessions: "looked at your ERP sessions",
  view_treatment: "looked at your treatment summary",
  view_report: "opened your progress report",
  view_compulsion_log: "looked at your compulsion log",
  view_check_ins: "looked at your weekly check-ins",
  view_practice_plan: "looked at your practice plan",
  view_ladder: "looked at your exposure ladder",
  add_thought_log: "added an entry to your thought journal",
};

/** GET /api/users/{id}/access-log?page= (1-based). */
export const AccessLogQuery = z.object({ page: queryWholeNumber(1, 100_000, "page must be a whole number from 1 to 100000").default(1) });
export type AccessLogQuery = z.infer<typeof AccessLogQuery>;

/**
 * One staff member's reads of one kind within one clock hour (UTC), as one line: a clinician who
 * reloads the screen three times in a minute is one visit to the person, not three.
 */
export interface AccessLogEntry {
  id: string;
  /** The staff member's username, or null when their account no longer exists. */
  staffName: string | null;
  action: string;
  /** VISIBLE_ACCESS[action]. */
  what: string;
  /** The latest read of the group. */
  at: string;
  /** The earliest read of the group. */
  firstAt: string;
  /** How many reads the group holds (1 or more). */
  times: number;
}

export interface AccessLogPage {
  entries: AccessLogEntry[];
  page: number;
  pageCount: number;
  total: number;
}
