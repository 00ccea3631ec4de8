// The weekly check-in (issue 15, decision 028): the person answers five questions once a week; the
// person or an admin reads them (admin reads audited). A check-in that is not open yet is refused with
// 409 and the time it opens, decided under a lock on the person's row so two requests at once cannot
// both pass.
import "server-only";
import { nextDueAfter, totalOf } from "@/lib/domain/weekly-check-in";
import type { WeeklyCheckIn, WeeklyCheckInCreate, WeeklyCheckInCreated, WeeklyCheckInListQuery } from "@/lib/domain/weekly-check-in-schemas";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { log } from "../log";
import { assertSelf, authorizeRead, type Actor } from "../auth/access";
import { decodeCursor, encodeCursor } from "./cursor";

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

/** GET /api/users/{id}/check-ins: newest first, a page at a time (owner, or an admin audited). */
export async function listWeeklyCheckIns(actor: Actor, userId: string, query: WeeklyCheckInListQuery): Promise<{ items: WeeklyCheckIn[]; nextCursor: string | null }> {
  await authorizeRead(actor, userId, "view_check_ins");
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const prisma = await db();
  const rows = await prisma.weeklyCheckIn.findMany({
    where: { userId, ...(after ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }] } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: SELECT,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { items: page.map(toCheckIn), nextCursor: rows.length > query.limit && last ? encodeCursor(last.createdAt, last.id) : null };
}
