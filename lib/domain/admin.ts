// The admin contract (docs/spec.md §2, §7): user list query and items, role update, detail shapes, formatting.
import type { BetweenSessionsSummary } from "./between-sessions";
import type { ExposureFields } from "./erp";
import { z } from "zod";
import { queryWholeNumber } from "./query-number";
import { ROLES } from "./enums";
import type { PublicUser } from "./user";
import { ADMIN_SEARCH_MAX, keepTo } from "./field-limits";
import { ADMIN_SORTS, ATTENTION_REASONS } from "./attention";

export const USER_STATUSES = ["verified", "unverified"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** The detail screen's first page of sessions and of thought logs; 'Load more' brings the next (decision 058). */
export const ADMIN_DETAIL_PAGE = 20;

// An empty parameter (`?status=`) or the UI's "all" means no filter, as when it is omitted.
const blankToUndefined = (v: unknown) => (v === "" || v === "all" ? undefined : v);

/**
 * GET /api/admin/users query: the spec's query and status, plus optional paging (page is 1-based), the
 * order (`sort`: newest sign-up first, or by last activity) and the 'Needs attention' filter
 * (`attention=1`; `0` or left out for everyone), decision 047.
 */
export const AdminUserListQuery = z.object({
  query: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(ADMIN_SEARCH_MAX, keepTo("the search text", ADMIN_SEARCH_MAX))
      .transform((v) => v.trim() || undefined)
      .optional(),
  ),
  status: z.preprocess(blankToUndefined, z.enum(USER_STATUSES).optional()),
  page: queryWholeNumber(1, 1_000_000, "page must be a whole number from 1 to 1000000").default(1),
  limit: queryWholeNumber(1, ADMIN_PAGE_SIZE_MAX, `limit must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}`).default(ADMIN_PAGE_SIZE),
  sort: z.preprocess((v) => (v === "" ? undefined : v), z.enum(ADMIN_SORTS, { message: "Sort must be newest, active or inactive" }).default("newest")),
  // 1 or 0, or left out (decision 047): any other value, an empty one included, is a 400 rather than a guess.
  attention: z
    .enum(["1", "0"], { message: "attention must be 1 or 0" })
    .optional()
    .transform((v) => v === "1"),
});
export type AdminUserListQuery = z.output<typeof AdminUserListQuery>;

export const AdminUserListItem = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(ROLES),
  /** The person's latest activity (decision 047). */
  lastActiveAt: z.string(),
  /** Why the person needs attention now, if they do: a recent crisis answer or check-in, no activity. */
  attention: z.array(z.enum(ATTENTION_REASONS)),
});
export type AdminUserListItem = z.infer<typeof AdminUserListItem>;

/** Counts over every user matching the search and filter (not only the page shown). */
export interface AdminUserSummary {
  total: number;
  verified: number;
  unverified: number;
}

export interface AdminUserPage {
  users: AdminUserListItem[];
  summary: AdminUserSummary;
  page: number;
  limit: number;
  pageCount: number;
  /** The cursor of the rows after this page (GET /api/admin/users?cursor=), or null on the last. */
  nextCursor: string | null;
}

/**
 * PATCH /api/admin/users/{userId}. The client always sends isActive: true; deactivating accounts is
 * not a feature, so false is refused with 400 rather than silently ignored (decision 042).
 */
export const AdminRoleUpdate = z.object({
  role: z.enum(ROLES, { message: "Role must be user or admin" }),
  isActive: z.boolean(),
});
export type AdminRoleUpdate = z.infer<typeof AdminRoleUpdate>;

/** A session as the admin's ERP tab shows it: the spec's fields, and what a session from the ladder records (decision 034). */
export interface AdminErpSession extends ExposureFields {
  id: string;
  trigger: string;
  anxietyLevel: number;
  duration: number;
  completed: boolean;
  createdAt: string;
}

/** One rung of the person's exposure ladder, as the admin detail shows it (decision 033). */
export interface AdminLadderRung {
  id: string;
  situation: string;
  compulsionToResist: string;
  expectedAnxiety: number;
  position: number;
  mastered: boolean;
  sessionCount: number;
  suggestedByClinician: boolean;
  /** Its texts raised crisis resources, or a check-in the person answered Yes. */
  crisis: boolean;
}

/** ThoughtLog.aiResponse as written by the thought feature; read leniently (older rows may lack fields). */
export const AiAnalysis = z.object({
  cognitive_distortion: z.boolean().optional().catch(undefined),
  distortion_type: z.string().optional().catch(undefined),
  reframe: z.string().optional().catch(undefined),
  coping_strategy: z.string().optional().catch(undefined),
  reframed_thought: z.string().optional().catch(undefined),
  ocd_pattern: z.string().nullable().optional().catch(undefined),
  // Set by the thought feature when the person may have been at risk (crisis resources were shown).
  crisis: z.boolean().optional().catch(undefined),
});
export type AiAnalysis = z.infer<typeof AiAnalysis>;

export interface AdminThoughtLog {
  id: string;
  thought: string;
  aiResponse: AiAnalysis;
  createdAt: string;
}

export interface AdminUserDetail {
  user: Pick<
    PublicUser,
    | "id" | "username" | "email" | "emailVerified" | "role" | "createdAt" | "ocdType" | "primaryTriggers"
    | "commonCompulsions" | "anxietySeverity" | "avoidanceLevel" | "currentLevel" | "erpScore" | "braveryScore"
  >;
  sessions: AdminErpSession[];
  sessionCount: number;
  /** The cursor of the next page of sessions (GET /api/erp-sessions/{userId}), null when all are shown. */
  sessionsNextCursor: string | null;
  thoughtLogs: AdminThoughtLog[];
  thoughtLogCount: number;
  thoughtLogsNextCursor: string | null;
  /** The practice plan, the compulsion log in counts and the weekly check-ins (decisions 027, 028, 037). */
  between: BetweenSessionsSummary;
  /** The person's time zone as their browser reported it, null until then: a suggested plan's default. */
  timeZone: string | null;
  /** The exposure ladder, first step first (decision 033; 30 steps at most). */
  ladder: AdminLadderRung[];
}

export { formatAdminDate, formatMinutes, sessionCountLabel } from "./admin-format";
