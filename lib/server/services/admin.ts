// Admin user management: list and search users (with 'Last active' and 'Needs attention', decision 047),
// change roles (never removing the last admin), and read one user's sessions, thought logs and profile,
// each read recorded in the audit log.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  ADMIN_DETAIL_PAGE,
  AiAnalysis,
  type AdminRoleUpdate,
  type AdminUserDetail,
  type AdminUserListItem,
  type AdminUserListQuery,
  type AdminUserPage,
} from "@/lib/domain/admin";
import { ATTENTION_INACTIVE_DAYS, ATTENTION_SAFETY_DAYS, type AdminSort, type AttentionReason } from "@/lib/domain/attention";
import { db, type Db } from "../db";
import { escapeLike } from "../db/like";
import { AppError, notFound } from "../errors";
import { log } from "../log";
import { assertAdmin, authorizeRead, type Actor } from "../auth/access";
import { encodeCursor, newestFirst, pageOf, type Cursor } from "../http/paging";
import { changeRole } from "./roles";
import { betweenSessionsSummary } from "./between-sessions";
import { ERP_PAGE, EXPOSURE_COLUMNS, exposureFields } from "./erp";
import { THOUGHT_PAGE } from "./thoughts";
import { showedCrisisSupport } from "./support-shown";

export { LAST_ADMIN_MESSAGE } from "./roles";
export const DEACTIVATION_MESSAGE = "Deactivating accounts is not supported. Send isActive: true to change the role.";

const LIST_ITEM_SELECT = {
  id: true,
  username: true,
  email: true,
  createdAt: true,
  emailVerified: true,
  role: true,
  lastActiveAt: true,
  lastSafetyEventAt: true,
} as const satisfies Prisma.UserSelect;

type ListRow = Prisma.UserGetPayload<{ select: typeof LIST_ITEM_SELECT }>;

const DAY = 24 * 60 * 60 * 1000;

/** The moments the 'Needs attention' rule looks back to (decision 047). */
function attentionSince(now: Date) {
  return { safety: new Date(now.getTime() - ATTENTION_SAFETY_DAYS * DAY), inactive: new Date(now.getTime() - ATTENTION_INACTIVE_DAYS * DAY) };
}

function toListItem({ lastSafetyEventAt: _, ...u }: ListRow, attention: AttentionReason[] = []): AdminUserListItem {
  return { ...u, createdAt: u.createdAt.toISOString(), lastActiveAt: u.lastActiveAt.toISOString(), attention };
}

/**
 * 'Needs attention': a patient (role user) with a crisis answer or check-in in the last 7 days, or whose
 * last activity is 14 days old or more. Both times are columns of the User row, kept by triggers.
 */
function attentionWhere(now: Date): Prisma.UserWhereInput {
  const since = attentionSince(now);
  return {
    role: "user",
    OR: [{ lastSafetyEventAt: { gte: since.safety } }, { lastActiveAt: { lt: since.inactive } }],
  };
}

const ORDER: Record<AdminSort, Prisma.UserOrderByWithRelationInput[]> = {
  // id breaks ties so pages never overlap or skip users created (or active) in the same instant.
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  active: [{ lastActiveAt: "desc" }, { id: "desc" }],
  inactive: [{ lastActiveAt: "asc" }, { id: "asc" }],
};

/** The user list's name in its cursors: one per order, so a cursor of one order is no place in another. */
export const usersList = (sort: AdminSort) => `users:${sort}`;

/** Where a row stands in the list's order (ORDER): its sort time and id, a page's cursor. */
function sortKey(row: ListRow, sort: AdminSort): Cursor {
  return { at: sort === "newest" ? row.createdAt : row.lastActiveAt, id: row.id };
}

/** The rows after a cursor in the list's order: past its time, or at that time with an id past its id. */
function afterCursor(sort: AdminSort, cursor: Cursor): Prisma.UserWhereInput {
  const key = sort === "newest" ? "createdAt" : "lastActiveAt";
  const past = sort === "inactive" ? "gt" : "lt";
  return { OR: [{ [key]: { [past]: cursor.at } }, { [key]: cursor.at, id: { [past]: cursor.id } }] };
}

/** Why a listed patient needs attention now (the same rule as attentionWhere, on the row read). */
function attentionOf(row: ListRow, now: Date): AttentionReason[] {
  if (row.role !== "user") return [];
  const since = attentionSince(now);
  const reasons: AttentionReason[] = [];
  if (row.lastSafetyEventAt && row.lastSafetyEventAt >= since.safety) reasons.push("safety");
  if (row.lastActiveAt < since.inactive) reasons.push("inactive");
  return reasons;
}

/**
 * Case-insensitive substring match on username or e-mail. Prisma renders `contains` + insensitive as
 * ILIKE '%text%', which the trigram GIN indexes of the admin_search_indexes migration serve.
 */
function listWhere({ query, status, attention }: Pick<AdminUserListQuery, "query" | "status" | "attention">, now: Date): Prisma.UserWhereInput {
  const where: Prisma.UserWhereInput = {};
  if (attention) where.AND = [attentionWhere(now)];
  if (query) {
    const contains = escapeLike(query);
    where.OR = [
      { username: { contains, mode: "insensitive" } },
      { email: { contains, mode: "insensitive" } },
    ];
  }
  if (status) where.emailVerified = status === "verified";
  return where;
}

/**
 * Verified and unverified counts of the matches, in one GROUP BY. For a search, PostgreSQL's default random_page_cost (4, tuned for
 * spinning disks) makes it prefer a sequential scan that runs ILIKE on every row over the trigram bitmap,
 * several times slower at 100k users (decision 041): lower it for this one transaction.
 */
async function countMatches(prisma: Db, where: Prisma.UserWhereInput, { trigramSearch }: { trigramSearch: boolean }) {
  const count = (client: Pick<Db, "user">) => client.user.groupBy({ by: ["emailVerified"], where, _count: { _all: true } });
  if (!trigramSearch) return count(prisma);
  return prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL random_page_cost = 1.1");
    return count(tx);
  });
}

/**
 * One page of users, newest first or by last activity, with the counts of everything that matches and
 * each listed patient's reasons for attention (all computed in SQL; `now` is the rule's clock).
 */
export async function listUsers(actor: Actor, input: AdminUserListQuery & { cursor?: Cursor }, now = new Date()): Promise<AdminUserPage> {
  assertAdmin(actor);
  const prisma = await db();
  const where = listWhere(input, now);
  // A cursor (the API's paging, decision 058) replaces the page number (the screen's, decision 040).
  const [fetched, groups] = await Promise.all([
    prisma.user.findMany({
      where: input.cursor ? { AND: [where, afterCursor(input.sort, input.cursor)] } : where,
      select: LIST_ITEM_SELECT,
      orderBy: ORDER[input.sort],
      skip: input.cursor ? 0 : (input.page - 1) * input.limit,
      take: input.limit + 1,
    }),
    // Shorter text has no trigram to look up: there a scan is the right plan.
    countMatches(prisma, where, { trigramSearch: (input.query?.length ?? 0) >= 3 }),
  ]);
  const verified = groups.find((g) => g.emailVerified)?._count._all ?? 0;
  const total = groups.reduce((sum, g) => sum + g._count._all, 0);
  const rows = fetched.slice(0, input.limit);
  return {
    users: rows.map((r) => toListItem(r, attentionOf(r, now))),
    summary: { total, verified, unverified: total - verified },
    page: input.page,
    limit: input.limit,
    pageCount: Math.max(1, Math.ceil(total / input.limit)),
    nextCursor: fetched.length > rows.length ? encodeCursor(sortKey(rows.at(-1)!, input.sort), usersList(input.sort)) : null,
  };
}

/**
 * Sets a user's role. The target's next request shows it: the session check reads the role from the
 * row on every request, so no session is revoked. Demoting the last admin is refused with 409
 * (`changeRole`, under a lock on the admin rows); the change is audited like staff reads.
 */
export async function updateUserRole(actor: Actor, userId: string, update: AdminRoleUpdate): Promise<AdminUserListItem> {
  assertAdmin(actor);
  if (!update.isActive) throw new AppError("bad_request", DEACTIVATION_MESSAGE);
  const prisma = await db();
  const updated = await prisma.$transaction((tx) => changeRole(tx, { id: userId }, update.role, { adminId: actor.id }));
  log.info("admin.role_changed", { adminId: actor.id, targetUserId: userId, role: updated.role });
  return toListItem(updated, attentionOf(updated, new Date()));
}

/**
 * Everything the admin detail screen shows first, in one round of queries, recorded as one audited
 * read: the profile, the counts, and the first page of sessions and of thought logs (the next pages
 * come from the list routes, each audited as its own read). `maxBytes` bounds the thought page's JSON.
 */
export async function getUserDetail(actor: Actor, userId: string, { maxBytes, now = new Date() }: { maxBytes?: number; now?: Date } = {}): Promise<AdminUserDetail> {
  assertAdmin(actor);
  // view_user_detail: the profile, ERP sessions, thought logs and the between-sessions summary are all
  // shown (decision 043).
  await authorizeRead(actor, userId, "view_user_detail");
  const prisma = await db();
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      username: true,
      email: true,
      emailVerified: true,
      role: true,
      createdAt: true,
      ocdType: true,
      primaryTriggers: true,
      commonCompulsions: true,
      anxietySeverity: true,
      avoidanceLevel: true,
      currentLevel: true,
      erpScore: true,
      braveryScore: true,
      erpSessions: {
        orderBy: newestFirst("createdAt"),
        take: ADMIN_DETAIL_PAGE + 1,
        select: { id: true, trigger: true, anxietyLevel: true, duration: true, completed: true, createdAt: true, ...EXPOSURE_COLUMNS },
      },
      // The exposure ladder (decision 033), with each step's completed sessions counted in the same query.
      ladderRungs: {
        orderBy: [{ position: "asc" }, { createdAt: "asc" }],
        select: {
          id: true,
          situation: true,
          compulsionToResist: true,
          expectedAnxiety: true,
          position: true,
          mastered: true,
          assignedAt: true,
          safetyEvent: { select: { level: true, answer: true } },
          _count: { select: { erpSessions: { where: { completed: true } } } },
        },
      },
      thoughtLogs: {
        orderBy: newestFirst("createdAt"),
        take: ADMIN_DETAIL_PAGE + 1,
        select: { id: true, thought: true, aiResponse: true, createdAt: true },
      },
      _count: { select: { erpSessions: true, thoughtLogs: true } },
      settings: { select: { timeZone: true } },
    },
  });
  if (!user) throw notFound("User not found");
  const between = await betweenSessionsSummary(prisma, userId, now);
  const { erpSessions, thoughtLogs, ladderRungs, _count, createdAt, settings, ...profile } = user;
  const keyOf = (r: { createdAt: Date; id: string }) => ({ at: r.createdAt, id: r.id });
  // The detail's "Load more" goes on with the person's own lists, so its cursors are theirs.
  const sessions = pageOf(erpSessions, {
    list: ERP_PAGE.list,
    limit: ADMIN_DETAIL_PAGE,
    keyOf,
    map: (s) => ({ id: s.id, trigger: s.trigger, anxietyLevel: s.anxietyLevel, duration: s.duration, completed: s.completed, createdAt: s.createdAt.toISOString(), ...exposureFields(s) }),
  });
  const thoughts = pageOf(thoughtLogs, {
    list: THOUGHT_PAGE.list,
    limit: ADMIN_DETAIL_PAGE,
    keyOf,
    maxBytes,
    map: (t) => ({ id: t.id, thought: t.thought, aiResponse: AiAnalysis.catch({}).parse(t.aiResponse ?? {}), createdAt: t.createdAt.toISOString() }),
  });
  return {
    user: { ...profile, createdAt: createdAt.toISOString() },
    sessions: sessions.items,
    sessionCount: _count.erpSessions,
    sessionsNextCursor: sessions.nextCursor,
    thoughtLogs: thoughts.items,
    thoughtLogCount: _count.thoughtLogs,
    thoughtLogsNextCursor: thoughts.nextCursor,
    between,
    timeZone: settings?.timeZone ?? null,
    ladder: ladderRungs.map((r) => ({
      id: r.id,
      situation: r.situation,
      compulsionToResist: r.compulsionToResist,
      expectedAnxiety: r.expectedAnxiety,
      position: r.position,
      mastered: r.mastered,
      sessionCount: r._count.erpSessions,
      suggestedByClinician: r.assignedAt !== null,
      crisis: showedCrisisSupport(r.safetyEvent),
    })),
  };
}
