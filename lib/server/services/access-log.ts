// Access transparency (issue 16, decision 046): a person's own list of which staff member read their
// records, and when, from the audit rows staff reads already write (lib/server/auth/access.ts).
import "server-only";
import { ACCESS_LOG_PAGE_SIZE, VISIBLE_ACCESS, type AccessLogEntry, type AccessLogPage, type AccessLogQuery } from "@/lib/domain/access-log";
import { db } from "../db";
import { assertSelf, type Actor } from "../auth/access";

const VISIBLE_ACTIONS = Object.keys(VISIBLE_ACCESS);

/** The staff reads of `userId`'s records, newest first, with the readers' names (one more query, not one per row). */
async function entries(userId: string, page?: { skip: number; take: number }): Promise<{ entries: AccessLogEntry[]; total: number }> {
  const prisma = await db();
  // Served by the index on (targetUserId, createdAt desc); a person's own reads are never recorded.
  const where = { targetUserId: userId, action: { in: VISIBLE_ACTIONS }, adminId: { not: userId } };
  const [rows, total] = await Promise.all([
    prisma.adminAuditLog.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...(page ?? {}),
      select: { id: true, adminId: true, action: true, createdAt: true },
    }),
    prisma.adminAuditLog.count({ where }),
  ]);
  const staffIds = [...new Set(rows.map((r) => r.adminId).filter((id): id is string => id !== null))];
  const staff = staffIds.length ? await prisma.user.findMany({ where: { id: { in: staffIds } }, select: { id: true, username: true } }) : [];
  const names = new Map(staff.map((s) => [s.id, s.username]));
  return {
    total,
    entries: rows.map((r) => ({
      id: String(r.id),
      staffName: (r.adminId && names.get(r.adminId)) ?? null,
      action: r.action,
      what: VISIBLE_ACCESS[r.action]!,
      at: r.createdAt.toISOString(),
    })),
  };
}

/** GET /api/users/{id}/access-log: the person only (an admin too, but only for their own account). */
export async function listAccessLog(actor: Actor, userId: string, query: AccessLogQuery): Promise<AccessLogPage> {
  assertSelf(actor, userId);
  const { entries: list, total } = await entries(userId, { skip: (query.page - 1) * ACCESS_LOG_PAGE_SIZE, take: ACCESS_LOG_PAGE_SIZE });
  return { entries: list, page: query.page, pageCount: Math.max(1, Math.ceil(total / ACCESS_LOG_PAGE_SIZE)), total };
}

/** Every entry, for the person's data download (settings.exportUserData, which checks the person). */
export async function allAccessEntries(userId: string): Promise<AccessLogEntry[]> {
  return (await entries(userId)).entries;
}
