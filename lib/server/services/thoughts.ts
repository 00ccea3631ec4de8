// Thought logs: the person writes their own (risk-assessed first, decision 013); the owner or an admin
// reads them (admin reads audited).
import "server-only";
import { AiResponse, type ThoughtCreate, type ThoughtListQuery, type ThoughtLog, type ThoughtLogCreated } from "@/lib/domain/thoughts";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "../db";
import { escapeLike } from "../db/like";
import { AppError, notFound } from "../errors";
import { log } from "../log";
import { answerThought } from "../ai/thoughts/analysis";
import { assertAdmin, assertSelf, authorizeRead, recordStaffAction, type Actor } from "../auth/access";
import { pageOf, type Cursor, type Page, type PageRequest, type PageSizes } from "../http/paging";
import { aiBudget } from "../limits/ai-budget";
import { LOOP_WINDOW_MS } from "../safety/reassurance-loop";
import { assessRisk } from "../safety/risk/assess";
import { recordSafetyEvent, riskSummary, toSafetyCheck } from "./safety";

/** What staff are told when their text cannot go into a person's journal (the person is told nothing about it). */
export const STAFF_THOUGHT_REFUSED = "This text cannot be added to the person's journal: it reads as a risk to someone's safety. Please talk with the person directly.";

/** Journal pages: 20 thoughts unless asked, at most 50 (each page also stays under PAGE_MAX_BYTES). */
export const THOUGHT_PAGE: PageSizes = { default: 20, max: 50, list: "thoughts" };
/** Earlier thoughts compared for a reassurance loop: far more than a loop needs. */
const LOOP_LOOKBACK = 20;

/** A thought's own columns (its safety event is read by a join, or known when it was just written). */
const COLUMNS = { id: true, userId: true, thought: true, createdAt: true, aiResponse: true } as const;

type Row = {
  id: string;
  userId: string;
  thought: string;
  createdAt: Date;
  aiResponse: unknown;
  safetyEvent: { id: string; level: string; answer: string | null } | null;
};

function toThoughtLog(row: Row): ThoughtLog {
  return {
    id: row.id,
    userId: row.userId,
    thought: row.thought,
    createdAt: row.createdAt.toISOString(),
    // Parsed so that rows written before a field existed still meet the contract (defaults fill in).
    aiResponse: AiResponse.parse(row.aiResponse),
    checkIn: toSafetyCheck(row.safetyEvent),
  };
}

/**
 * What answering a thought needs besides its words, in one round trip: the person's OCD type, the
 * crisis country they saved (null when none), and their thoughts of the reassurance-loop window.
 */
async function thoughtContext(userId: string, since: Date): Promise<{ ocdType: string | null; savedCountry: string | null; recent: string[] } | null> {
  const prisma = await db();
  const [row] = await prisma.$queryRaw<{ ocdType: string | null; savedCountry: string | null; recent: string[] }[]>`
    SELECT u."ocdType", s."country" AS "savedCountry",
           ARRAY(SELECT t."thought" FROM "ThoughtLog" t
                 WHERE t."userId" = u."id" AND t."createdAt" >= ${since}::timestamp
                 ORDER BY t."createdAt" DESC LIMIT ${LOOP_LOOKBACK}) AS "recent"
    FROM "User" u LEFT JOIN "UserSettings" s ON s."userId" = u."id"
    WHERE u."id" = ${userId}::uuid`;
  return row ?? null;
}

/**
 * Logs a thought and answers it. `browserCountry` is the region of the person's browser language
 * (or a test's choice): the crisis lines shown are those of the country they saved, else that one,
 * as crisisCountry (./settings) chooses everywhere else.
 */
export async function createThoughtLog(actor: Actor, input: ThoughtCreate, browserCountry: string | null = null, now = new Date()): Promise<ThoughtLogCreated> {
  // The owner, or an admin logging it for them (an issue's contract: "only the owner or an admin may read
  // or write a user's logs"): the admin's write is recorded and shown to the person (decision 009).
  const byStaff = actor.id !== input.userId;
  if (byStaff) {
    assertAdmin(actor);
    // A clinician's words are theirs, not the person's (decision 035): a text that reads as a crisis is not
    // written into the person's journal, and nothing staff write raises a safety event or a check-in for them.
    if (assessRisk(input.thought).level === "crisis") throw new AppError("bad_request", STAFF_THOUGHT_REFUSED);
    await recordStaffAction(actor, input.userId, "add_thought_log");
  }
  const prisma = await db();
  const context = await thoughtContext(input.userId, new Date(now.getTime() - LOOP_WINDOW_MS));
  if (!context) throw notFound("User not found");
  const answered = await answerThought(
    input.thought,
    { ocdType: context.ocdType, country: context.savedCountry || browserCountry, recentThoughts: context.recent },
    aiBudget(input.userId),
  );
  if (byStaff && answered.value.crisis) throw new AppError("bad_request", STAFF_THOUGHT_REFUSED);
  // Staff's check-in would ask the person about words they did not write: the usual answer instead.
  const answer = byStaff ? { ...answered, value: answered.held ?? answered.value, held: null, assessment: { level: "none" as const, reasons: [] } } : answered;
  const data = { userId: input.userId, thought: input.thought, aiResponse: answer.value, heldResponse: answer.held ?? undefined, aiProvider: answer.provider, createdAt: now };
  // Most thoughts raise nothing: one INSERT … RETURNING. A thought that does gets its safety event in
  // the same transaction (decision 013), and the event's id gives the check-in without reading back.
  // The columns alone: selecting the new row's safety event too would make Prisma wrap the insert in
  // a transaction and read the row back, five round trips instead of one.
  const row =
    answer.assessment.level === "none"
      ? { ...(await prisma.thoughtLog.create({ data, select: COLUMNS })), safetyEvent: null }
      : await prisma.$transaction(async (tx) => {
          const created = await tx.thoughtLog.create({ data, select: COLUMNS });
          const eventId = await recordSafetyEvent(tx, { userId: input.userId, source: "thought", assessment: answer.assessment, thoughtLogId: created.id });
          return { ...created, safetyEvent: eventId ? { id: eventId, level: answer.assessment.level, answer: null } : null };
        });
  return { ...toThoughtLog(row), risk: riskSummary(answer.assessment) };
}

/**
 * One page of the person's thoughts, newest first (decision 058); with a query, only those whose text
 * holds it (any case). The search runs in the database on the person's own rows, which the
 * (userId, createdAt, id) index finds, so it stays bounded by one person's journal (decision 025).
 */
export async function listThoughtLogs(
  actor: Actor,
  userId: string,
  { query, limit = THOUGHT_PAGE.default, cursor, maxBytes }: ThoughtListQuery & Partial<PageRequest> & { maxBytes?: number } = {},
): Promise<Page<ThoughtLog>> {
  await authorizeRead(actor, userId, "view_thought_logs");
  const size = Math.min(limit, THOUGHT_PAGE.max);
  const rows = await newestThoughts(userId, { query, cursor, take: size + 1 });
  return pageOf(rows, { list: THOUGHT_PAGE.list, limit: size, keyOf: (r) => ({ at: r.createdAt, id: r.id }), map: toThoughtLog, maxBytes });
}

/**
 * The person's newest thoughts with their safety events, in one round trip: the LEFT JOIN in one
 * statement, where Prisma's relation select would send a second query. The hottest read after the
 * session check (decision 059).
 */
async function newestThoughts(userId: string, { query, cursor, take }: { query?: string; cursor?: Cursor; take: number }): Promise<Row[]> {
  const prisma = await db();
  const search = query ? Prisma.sql`AND t."thought" ILIKE ${`%${escapeLike(query)}%`}` : Prisma.empty;
  const page = cursor ? Prisma.sql`AND (t."createdAt", t."id") < (${cursor.at}::timestamp, ${cursor.id}::uuid)` : Prisma.empty;
  const rows = await prisma.$queryRaw<JoinedRow[]>`
    SELECT t."id"::text AS "id", t."userId"::text AS "userId", t."thought", t."createdAt", t."aiResponse",
           s."id"::text AS "eventId", s."level" AS "eventLevel", s."answer" AS "eventAnswer"
    FROM "ThoughtLog" t LEFT JOIN "SafetyEvent" s ON s."thoughtLogId" = t."id"
    WHERE t."userId" = ${userId}::uuid ${search} ${page}
    ORDER BY t."createdAt" DESC, t."id" DESC
    LIMIT ${take}`;
  return rows.map(({ eventId, eventLevel, eventAnswer, ...r }) => ({ ...r, safetyEvent: eventId ? { id: eventId, level: eventLevel!, answer: eventAnswer } : null }));
}

type JoinedRow = Omit<Row, "safetyEvent"> & { eventId: string | null; eventLevel: string | null; eventAnswer: string | null };

/** How many of the person's thoughts hold the query (the journal's search summary). */
export async function countThoughtLogs(actor: Actor, userId: string, query: string): Promise<number> {
  await authorizeRead(actor, userId, "view_thought_logs");
  const prisma = await db();
  return prisma.thoughtLog.count({ where: { userId, thought: { contains: escapeLike(query), mode: "insensitive" } } });
}

/** The newest log, or null when the person has not logged a thought yet (an ordinary state, not an error). */
export async function latestThoughtLog(actor: Actor, userId: string): Promise<ThoughtLog | null> {
  await authorizeRead(actor, userId, "view_thought_logs");
  const [row] = await newestThoughts(userId, { take: 1 });
  return row ? toThoughtLog(row) : null;
}

/**
 * DELETE /api/thought-logs/{userId}/{id}: only the person themself (an admin gets 403 like anyone
 * else), 404 when the log is not theirs. A safety event that points at the log stays, without the
 * link (ON DELETE SET NULL), so the safety history clinicians see is never lost (decision 025).
 */
export async function deleteThoughtLog(actor: Actor, userId: string, id: string): Promise<void> {
  assertSelf(actor, userId);
  const prisma = await db();
  const deleted = await prisma.thoughtLog.deleteMany({ where: { id, userId } });
  if (deleted.count === 0) throw notFound("Thought log not found");
  log.info("thought.deleted", { userId, thoughtLogId: id });
}
