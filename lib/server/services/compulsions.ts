// The compulsion and urge log (decision 027): the person records their own entries (the note
// risk-assessed first, decision 013), the person or an admin reads them (admin reads audited), only the
// person deletes one. Nothing here touches a score, a level or a streak: a compulsion done is recorded
// honestly and costs nothing.
import "server-only";
import { BACKDATE_MAX_DAYS, FUTURE_SLACK_MS, type CompulsionKind, type CompulsionOutcome } from "@/lib/domain/compulsion-log";
import type { CompulsionEntry, CompulsionEntryCreate, CompulsionEntryCreated, CompulsionListQuery } from "@/lib/domain/compulsion-schemas";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { log } from "../log";
import { assertSelf, authorizeRead, type Actor } from "../auth/access";
import { assessRisk } from "../safety/risk/assess";
import { pageOf, type Page, type PageRequest, type PageSizes } from "../http/paging";
import { beingHarmedMark, firstStepMark, recordSafetyEvent, riskSummary, toSafetyCheck } from "./safety";
import { showedCrisisSupport } from "./support-shown";

const COLUMNS = {
  id: true,
  userId: true,
  kind: true,
  urge: true,
  outcome: true,
  delayMinutes: true,
  note: true,
  occurredAt: true,
  createdAt: true,
} as const satisfies Prisma.CompulsionEntrySelect;

const SELECT = { ...COLUMNS, safetyEvent: { select: { id: true, level: true, answer: true, categories: true } } } as const satisfies Prisma.CompulsionEntrySelect;

type Row = Prisma.CompulsionEntryGetPayload<{ select: typeof SELECT }>;

export function toCompulsionEntry(row: Row): CompulsionEntry {
  const event = row.safetyEvent;
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind as CompulsionKind,
    urge: row.urge,
    outcome: row.outcome as CompulsionOutcome,
    delayMinutes: row.delayMinutes,
    note: row.note,
    occurredAt: row.occurredAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    checkIn: toSafetyCheck(event),
    crisis: showedCrisisSupport(event),
    ...beingHarmedMark(event),
  };
}

const FUTURE = "That time has not come yet: please choose a time up to now";
const TOO_OLD = "Entries can go back one year at most";

/** When it happened: now by default; never in the future, and not more than a year back (one message for both the answer and the field). */
function occurredAt(input: CompulsionEntryCreate, now: Date): Date {
  if (!input.occurredAt) return now;
  const at = new Date(input.occurredAt);
  if (at.getTime() > now.getTime() + FUTURE_SLACK_MS) throw new AppError("bad_request", FUTURE, { errors: { occurredAt: FUTURE } });
  if (at.getTime() < now.getTime() - BACKDATE_MAX_DAYS * 86_400_000) {
    throw new AppError("bad_request", TOO_OLD, { errors: { occurredAt: TOO_OLD } });
  }
  return at;
}

/** POST /api/users/{id}/compulsions: only for oneself. The note is assessed before anything is stored. */
export async function createCompulsionEntry(actor: Actor, userId: string, input: CompulsionEntryCreate, now = new Date()): Promise<CompulsionEntryCreated> {
  assertSelf(actor, userId);
  const at = occurredAt(input, now);
  const assessment = input.note ? assessRisk(input.note) : { level: "none" as const, reasons: [] };
  const prisma = await db();
  const data = {
    userId,
    kind: input.kind,
    urge: input.urge,
    outcome: input.outcome,
    delayMinutes: input.outcome === "delayed" ? (input.delayMinutes ?? null) : null,
    note: input.note,
    occurredAt: at,
    createdAt: now,
  };
  // Most entries raise nothing: one INSERT … RETURNING; a note that does gets its safety event in the
  // same transaction, and the event's id gives the check-in without reading back (decision 059). The
  // columns alone: selecting the new row's safety event too would make Prisma wrap the insert in a
  // transaction and read the row back, five round trips instead of one.
  const row =
    assessment.level === "none"
      ? { ...(await prisma.compulsionEntry.create({ data, select: COLUMNS })), safetyEvent: null }
      : await prisma.$transaction(async (tx) => {
          const created = await tx.compulsionEntry.create({ data, select: COLUMNS });
          const eventId = await recordSafetyEvent(tx, { userId, source: "compulsion_note", assessment, compulsionEntryId: created.id });
          return { ...created, safetyEvent: eventId ? { id: eventId, level: assessment.level, answer: null, categories: riskSummary(assessment).categories } : null };
        });
  log.info("compulsion.logged", { userId, entryId: row.id });
  return { ...toCompulsionEntry(row), risk: riskSummary(assessment), ...firstStepMark(assessment, input.note) };
}

/** Log pages: 50 entries unless asked, at most 500 (each page also stays under PAGE_MAX_BYTES). */
export const COMPULSION_PAGE: PageSizes = { default: 50, max: 500, list: "compulsions" };
/** A week's chart reads at most this many moments: far beyond any real week, still a bounded read. */
export const CHART_POINTS_MAX = 5000;

/** The window's bounds as a Prisma filter; a window that ends before it starts is the caller's mistake. */
function windowFilter({ from, to }: CompulsionListQuery): Prisma.DateTimeFilter | undefined {
  if (!from && !to) return undefined;
  if (from && to && new Date(from) >= new Date(to)) throw new AppError("bad_request", "from must be before to", { errors: { from: "from must be before to" } });
  return { ...(from ? { gte: new Date(from) } : {}), ...(to ? { lt: new Date(to) } : {}) };
}

/**
 * GET /api/users/{id}/compulsions?from=&to=: entries with from <= occurredAt < to, newest first, a page
 * at a time (the (userId, occurredAt) index serves the order and the window).
 */
export async function listCompulsionEntries(
  actor: Actor,
  userId: string,
  { limit = COMPULSION_PAGE.default, cursor, ...window }: CompulsionListQuery & Partial<PageRequest> = {},
): Promise<Page<CompulsionEntry>> {
  await authorizeRead(actor, userId, "view_compulsion_log");
  const occurredAt = windowFilter(window);
  const size = Math.min(limit, COMPULSION_PAGE.max);
  const prisma = await db();
  // One round trip: the entries and their safety event (LEFT JOIN) in one statement, where Prisma's
  // relation select would send a second query and cost twice the decoding (decision 059).
  const since = occurredAt?.gte ? Prisma.sql`AND c."occurredAt" >= ${occurredAt.gte}::timestamp` : Prisma.empty;
  const until = occurredAt?.lt ? Prisma.sql`AND c."occurredAt" < ${occurredAt.lt}::timestamp` : Prisma.empty;
  const page = cursor ? Prisma.sql`AND (c."occurredAt", c."id") < (${cursor.at}::timestamp, ${cursor.id}::uuid)` : Prisma.empty;
  const rows = await prisma.$queryRaw<JoinedRow[]>`
    SELECT c."id"::text AS "id", c."userId"::text AS "userId", c."kind", c."urge", c."outcome", c."delayMinutes", c."note",
           c."occurredAt", c."createdAt", s."id"::text AS "eventId", s."level" AS "eventLevel", s."answer" AS "eventAnswer", s."categories" AS "eventCategories"
    FROM "CompulsionEntry" c LEFT JOIN "SafetyEvent" s ON s."compulsionEntryId" = c."id"
    WHERE c."userId" = ${userId}::uuid ${since} ${until} ${page}
    ORDER BY c."occurredAt" DESC, c."id" DESC
    LIMIT ${size + 1}`;
  return pageOf(rows, {
    list: COMPULSION_PAGE.list,
    limit: size,
    keyOf: (r) => ({ at: r.occurredAt, id: r.id }),
    map: (r) => toCompulsionEntry({ ...r, safetyEvent: r.eventId ? { id: r.eventId, level: r.eventLevel!, answer: r.eventAnswer, categories: r.eventCategories ?? [] } : null }),
  });
}

type JoinedRow = Omit<Row, "safetyEvent"> & { eventId: string | null; eventLevel: string | null; eventAnswer: string | null; eventCategories: string[] | null };

/** The moments of a window for its chart: time, urge and outcome only (no notes), for the person themself. */
export async function compulsionPoints(actor: Actor, userId: string, window: CompulsionListQuery): Promise<{ occurredAt: string; urge: number; outcome: CompulsionOutcome }[]> {
  assertSelf(actor, userId);
  const prisma = await db();
  const rows = await prisma.compulsionEntry.findMany({
    where: { userId, occurredAt: windowFilter(window) },
    orderBy: { occurredAt: "asc" },
    take: CHART_POINTS_MAX,
    select: { occurredAt: true, urge: true, outcome: true },
  });
  return rows.map((r) => ({ occurredAt: r.occurredAt.toISOString(), urge: r.urge, outcome: r.outcome as CompulsionOutcome }));
}

/** DELETE /api/users/{id}/compulsions/{entryId}: only the person; a safety event stays, unlinked. */
export async function deleteCompulsionEntry(actor: Actor, userId: string, entryId: string): Promise<void> {
  assertSelf(actor, userId);
  const prisma = await db();
  const deleted = await prisma.compulsionEntry.deleteMany({ where: { id: entryId, userId } });
  if (deleted.count === 0) throw notFound("Entry not found");
  log.info("compulsion.deleted", { userId, entryId });
}
