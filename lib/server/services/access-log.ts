// Access transparency (decision 046): a person's own list of which staff member read their
// records, and when, from the audit rows staff reads already write (lib/server/auth/access.ts).
import "server-only";
import { createHash } from "node:crypto";
import { ACCESS_LOG_PAGE_SIZE, VISIBLE_ACCESS, type AccessLogEntry, type AccessLogPage, type AccessLogQuery } from "@/lib/domain/access-log";
import { db } from "../db";
import { assertSelf, type Actor } from "../auth/access";

const VISIBLE_ACTIONS = Object.keys(VISIBLE_ACCESS);

interface GroupRow {
  adminId: string;
  action: string;
  hour: Date;
  times: number;
  firstAt: Date;
  lastAt: Date;
}

/**
 * A stable key for one group that does not hand the staff member's account id to the patient: a short
 * hash of reader, kind and hour (the list and the download only need it to tell entries apart).
 */
function entryId({ adminId, action, hour }: GroupRow): string {
  return createHash("sha256").update(`${adminId}:${action}:${hour.toISOString()}`).digest("base64url").slice(0, 22);
}

/**
 * The staff reads of `userId`'s records grouped by reader, kind and clock hour, newest first, with the
 * readers' names (one more query for the page's readers, never one per row). The person's own rows
 * (none are written) and operator rows (role changes) are left out. Served by the audit table's index
 * on (targetUserId, createdAt desc).
 */
async function groups(userId: string, page?: { offset: number; limit: number }): Promise<{ entries: AccessLogEntry[]; total: number }> {
  const prisma = await db();
  const limit = page?.limit ?? 1_000_000;
  const offset = page?.offset ?? 0;
  const [rows, counted] = await Promise.all([
    prisma.$queryRaw<GroupRow[]>`
      SELECT "adminId"::text AS "adminId", "action", date_trunc('hour', "createdAt") AS "hour",
             count(*)::int AS "times", min("createdAt") AS "firstAt", max("createdAt") AS "lastAt"
      FROM "AdminAuditLog"
      WHERE "targetUserId" = ${userId}::uuid AND "action" = ANY(${VISIBLE_ACTIONS}::text[])
        AND "adminId" IS NOT NULL AND "adminId" <> ${userId}::uuid
      GROUP BY "adminId", "action", date_trunc('hour', "createdAt")
      ORDER BY "lastAt" DESC, "adminId", "action"
      LIMIT ${limit} OFFSET ${offset}`,
    prisma.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS "total" FROM (
        SELECT 1 FROM "AdminAuditLog"
        WHERE "targetUserId" = ${userId}::uuid AND "action" = ANY(${VISIBLE_ACTIONS}::text[])
          AND "adminId" IS NOT NULL AND "adminId" <> ${userId}::uuid
        GROUP BY "adminId", "action", date_trunc('hour', "createdAt")) AS g`,
  ]);
  const staffIds = [...new Set(rows.map((r) => r.adminId))];
  const staff = staffIds.length ? await prisma.user.findMany({ where: { id: { in: staffIds } }, select: { id: true, username: true } }) : [];
  const names = new Map(staff.map((s) => [s.id, s.username]));
  return {
    total: counted[0]?.total ?? 0,
    entries: rows.map((r) => ({
      id: entryId(r),
      staffName: names.get(r.adminId) ?? null,
      action: r.action,
      what: VISIBLE_ACCESS[r.action]!,
      at: r.lastAt.toISOString(),
      firstAt: r.firstAt.toISOString(),
      times: r.times,
    })),
  };
}

/** GET /api/users/{id}/access-log: the person only (an admin too, but only for their own account). */
export async function listAccessLog(actor: Actor, userId: string, query: AccessLogQuery): Promise<AccessLogPage> {
  assertSelf(actor, userId);
  const { entries, total } = await groups(userId, { offset: (query.page - 1) * ACCESS_LOG_PAGE_SIZE, limit: ACCESS_LOG_PAGE_SIZE });
  return { entries, page: query.page, pageCount: Math.max(1, Math.ceil(total / ACCESS_LOG_PAGE_SIZE)), total };
}

/** Every entry, for the person's data download (settings.exportUserData, which checks the person). */
export async function allAccessEntries(userId: string): Promise<AccessLogEntry[]> {
  return (await groups(userId)).entries;
}
