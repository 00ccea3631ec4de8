// The weekly check-in (decision 028): the person answers five questions once a week; the
// person or an admin reads them (admin reads audited). A check-in that is not open yet is refused with
// 409 and the time it opens, decided under a lock on the person's row so two requests at once cannot
// both pass.
import "server-only";
import { nextDueAfter, totalOf } from "@/lib/domain/weekly-check-in";
import type { WeeklyCheckIn, WeeklyCheckInCreate, WeeklyCheckInCreated } from "@/lib/domain/weekly-check-in-schemas";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { log } from "../log";
import { assertSelf, authorizeRead, type Actor } from "../auth/access";
import { after, newestFirst, pageOf, type Page, type PageRequest, type PageSizes } from "../http/paging";

type Row = { id: string; userId: string; answers: number[]; total: number; createdAt: Date };
const SELECT = { id: true, userId: true, answers: true, total: true, createdAt: true } as const;

const toCheckIn = (r: Row): WeeklyCheckIn => ({ id: r.id, userId: r.userId, answers: r.answers, total: r.total, createdAt: r.createdAt.toISOString() });

export const NOT_DUE_MESSAGE = "Your weekly check-in is not open yet. It opens once a week, so that answering it stays a weekly look back.";

export interface CheckInStatus {
  due: boolean;
  /** When the next check-in opens: now (or earlier) when due. */
  nextDueAt: string;
  latest: WeeklyCheckIn | null;
}

/** Whether the person may answer now, and when they may next. Only for oneself. */
export async function checkInStatus(actor: Actor, userId: string, now = new Date()): Promise<CheckInStatus> {
  assertSelf(actor, userId);
  const prisma = await db();
  const latest = await prisma.weeklyCheckIn.findFirst({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: SELECT });
  const opens = latest ? nextDueAfter(latest.createdAt) : now;
  return { due: opens.getTime() <= now.getTime(), nextDueAt: opens.toISOString(), latest: latest && toCheckIn(latest) };
}

/** POST /api/users/{id}/check-ins: only for oneself, at most once per interval (409 {message, nextDueAt}). */
export async function createWeeklyCheckIn(actor: Actor, userId: string, input: WeeklyCheckInCreate, now = new Date()): Promise<WeeklyCheckInCreated> {
  assertSelf(actor, userId);
  const prisma = await db();
  const row = await prisma.$transaction(async (tx) => {
    // Two answers sent at once (two tabs, a double tap) wait here for each other: the second sees the first.
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw notFound("User not found");
    const last = await tx.weeklyCheckIn.findFirst({ where: { userId }, orderBy: { createdAt: "desc" }, select: { createdAt: true } });
    if (last) {
      const opens = nextDueAfter(last.createdAt);
      if (opens.getTime() > now.getTime()) throw new AppError("conflict", NOT_DUE_MESSAGE, { nextDueAt: opens.toISOString() });
    }
    return tx.weeklyCheckIn.create({ data: { userId, answers: input.answers, total: totalOf(input.answers), createdAt: now }, select: SELECT });
  });
  log.info("check_in.recorded", { userId, checkInId: row.id });
  return { ...toCheckIn(row), nextDueAt: nextDueAfter(row.createdAt).toISOString() };
}

/** Check-in pages: a year unless asked, at most about four. */
export const CHECK_IN_PAGE: PageSizes = { default: 52, max: 200, list: "check-ins" };

/** GET /api/users/{id}/check-ins: newest first, a page at a time (owner, or an admin audited). */
export async function listWeeklyCheckIns(actor: Actor, userId: string, { limit = CHECK_IN_PAGE.default, cursor }: Partial<PageRequest> = {}): Promise<Page<WeeklyCheckIn>> {
  await authorizeRead(actor, userId, "view_check_ins");
  const size = Math.min(limit, CHECK_IN_PAGE.max);
  const prisma = await db();
  const rows = await prisma.weeklyCheckIn.findMany({
    where: { userId, ...after("createdAt", cursor) },
    orderBy: newestFirst("createdAt"),
    take: size + 1,
    select: SELECT,
  });
  return pageOf(rows, { list: CHECK_IN_PAGE.list, limit: size, keyOf: (r) => ({ at: r.createdAt, id: r.id }), map: toCheckIn });
}
