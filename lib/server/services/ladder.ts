// The exposure ladder (decision 033): the person's own graded steps, each a situation, the
// compulsion to resist and the anxiety expected. The person reads, adds, edits, reorders, marks mastered
// and removes their rungs; an admin (a clinician) reads them (audited) and may add one, which
// records who added it. Every text the person writes goes through the risk assessment first (decision
// 013): a crisis is answered with crisis resources and recorded, and the rung shows them, never an exposure.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { expectancySentence, type OutcomeHappened } from "@/lib/domain/erp";
import { insertionIndex, LADDER_FULL, LADDER_MAX_RUNGS, PATIENT_LADDER_FULL, moveItem, RUNG_CHART_POINTS, suggestsMastery, type PractiseRung, type RungProgress } from "@/lib/domain/ladder";
import type { LadderRung, LadderRungCreate, LadderRungSaved, LadderRungUpdate, LadderSuggestion, LadderSuggestions } from "@/lib/domain/ladder-schemas";
import type { RiskAssessment } from "@/lib/domain/risk";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { log } from "../log";
import { assertAdmin, assertSelf, authorizeRead, type Actor } from "../auth/access";
import { generateLadderSuggestions } from "../ai/ladder/suggestions";
import { aiBudget } from "../limits/ai-budget";
import { findForbidden } from "../safety/guard";
import { assessEach, beingHarmedMark, compulsionsSafeToName, firstStepMark, recordSafetyEvent, riskSummary, toSafetyCheck } from "./safety";
import { showedCrisisSupport } from "./support-shown";

type Tx = Prisma.TransactionClient;

const SELECT = {
  id: true,
  userId: true,
  situation: true,
  compulsionToResist: true,
  expectedAnxiety: true,
  position: true,
  mastered: true,
  masteredAt: true,
  assignedAt: true,
  createdAt: true,
  safetyEvent: { select: { id: true, level: true, answer: true, categories: true } },
  // One query for the whole ladder: Prisma counts each rung's completed sessions in a subquery.
  _count: { select: { erpSessions: { where: { completed: true } } } },
} as const satisfies Prisma.LadderRungSelect;

type Row = Prisma.LadderRungGetPayload<{ select: typeof SELECT }>;

/** The ladder's order: the person's positions; ties (never expected) by age. */
const ORDER = [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }] as const satisfies Prisma.LadderRungOrderByWithRelationInput[];

export function toLadderRung(row: Row): LadderRung {
  const event = row.safetyEvent;
  return {
    id: row.id,
    userId: row.userId,
    situation: row.situation,
    compulsionToResist: row.compulsionToResist,
    expectedAnxiety: row.expectedAnxiety,
    position: row.position,
    mastered: row.mastered,
    masteredAt: row.masteredAt?.toISOString() ?? null,
    sessionCount: row._count.erpSessions,
    // Whether a clinician added it, not who: a staff member's account id never reaches the person (decision 046).
    suggestedByClinician: row.assignedAt !== null,
    createdAt: row.createdAt.toISOString(),
    checkIn: toSafetyCheck(event),
    crisis: showedCrisisSupport(event),
    ...beingHarmedMark(event),
  };
}

/** Both texts of a rung, each assessed on its own (as written), answered at the higher level. */
export function assessRung(situation: string, compulsionToResist: string): RiskAssessment {
  return assessEach(situation, compulsionToResist);
}

/** Serialises every change to one ladder (the row lock on its person): positions and the 30-rung cap hold. 404 for an unknown person. */
async function lockLadder(tx: Tx, userId: string): Promise<void> {
  const found = await tx.$queryRaw<{ id: string }[]>`SELECT "id"::text AS "id" FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
  if (!found.length) throw notFound("User not found");
}

/** Writes positions 0, 1, 2 ... in the order of `ids`, in one statement, touching only rows that move. */
async function renumber(tx: Tx, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await tx.$executeRaw`
    UPDATE "LadderRung" AS r SET "position" = (v.ord - 1)::int
    FROM unnest(${ids as string[]}::uuid[]) WITH ORDINALITY AS v(id, ord)
    WHERE r."id" = v.id AND r."position" <> (v.ord - 1)::int`;
}

const ladderIds = (tx: Tx, userId: string) => tx.ladderRung.findMany({ where: { userId }, orderBy: ORDER, select: { id: true, expectedAnxiety: true } });

/** GET /api/users/{id}/ladder: the whole ladder (30 rungs at most, so one page), first step first. */
export async function listLadder(actor: Actor, userId: string): Promise<LadderRung[]> {
  await authorizeRead(actor, userId, "view_ladder");
  const prisma = await db();
  const rows = await prisma.ladderRung.findMany({ where: { userId }, orderBy: ORDER, select: SELECT });
  return rows.map(toLadderRung);
}

/** What staff are told when their text cannot become a step (the person is never told anything about it). */
export const STAFF_TEXT_REFUSED = "This text cannot be added as a practice step: it reads as a risk to someone's safety. Please talk with the person directly.";
export const STAFF_TEXT_GUARDED = "Please reword this step: it reassures, promises the anxiety will pass, diagnoses or advises on medication, which the app never shows a person.";

/**
 * POST /api/users/{id}/ladder: the person adds a rung to their own ladder, or an admin adds one to a
 * person's ladder (recorded as theirs, and audited). The new rung goes after the last one expected to be
 * no harder. The person's texts are assessed first: a check-in or a crisis is recorded with the rung and
 * answered; a clinician's texts are their own words, so they raise no event for the person, but a text that
 * reads as a crisis, or one the clinical-language guard refuses, is not added.
 */
export async function createLadderRung(actor: Actor, userId: string, input: LadderRungCreate, now = new Date()): Promise<LadderRungSaved> {
  const byStaff = actor.id !== userId;
  if (byStaff) assertAdmin(actor);
  const assessment = assessRung(input.situation, input.compulsionToResist);
  if (byStaff) {
    if (assessment.level === "crisis") throw new AppError("bad_request", STAFF_TEXT_REFUSED);
    if (findForbidden(input.situation, input.compulsionToResist)) throw new AppError("bad_request", STAFF_TEXT_GUARDED);
  }
  const prisma = await db();
  const row = await prisma.$transaction(async (tx) => {
    await lockLadder(tx, userId);
    const rungs = await ladderIds(tx, userId);
    if (rungs.length >= LADDER_MAX_RUNGS) throw new AppError("conflict", byStaff ? PATIENT_LADDER_FULL : LADDER_FULL);
    const at = insertionIndex(
      rungs.map((r) => r.expectedAnxiety),
      input.expectedAnxiety,
    );
    const eventId = byStaff ? null : await recordSafetyEvent(tx, { userId, source: "ladder_rung", assessment });
    const created = await tx.ladderRung.create({
      data: {
        userId,
        situation: input.situation,
        compulsionToResist: input.compulsionToResist,
        expectedAnxiety: input.expectedAnxiety,
        position: at,
        safetyEventId: eventId,
        ...(byStaff ? { assignedById: actor.id, assignedAt: now } : {}),
        createdAt: now,
      },
      select: { id: true },
    });
    await renumber(tx, moveItem([...rungs.map((r) => r.id), created.id], rungs.length, at));
    if (byStaff) await tx.adminAuditLog.create({ data: { adminId: actor.id, targetUserId: userId, action: "assign_ladder_rung" } });
    return tx.ladderRung.findUniqueOrThrow({ where: { id: created.id }, select: SELECT });
  });
  log.info(byStaff ? "ladder.rung_assigned" : "ladder.rung_added", { userId, rungId: row.id });
  return byStaff ? { ...toLadderRung(row), risk: riskSummary({ level: "none", reasons: [] }) } : { ...toLadderRung(row), risk: riskSummary(assessment), ...firstStepMark(assessment, input.situation, input.compulsionToResist) };
}

/**
 * PATCH /api/users/{id}/ladder/{rungId}: only the person. Changed texts are assessed again (the rung then
 * carries the new answer: a check-in, a crisis, or nothing); `position` moves the rung, the others close up;
 * `mastered` is the person's call, dated.
 */
export async function updateLadderRung(actor: Actor, userId: string, rungId: string, input: LadderRungUpdate, now = new Date()): Promise<LadderRungSaved> {
  assertSelf(actor, userId);
  const prisma = await db();
  let assessment: RiskAssessment = { level: "none", reasons: [] };
  const row = await prisma.$transaction(async (tx) => {
    await lockLadder(tx, userId);
    const rung = await tx.ladderRung.findFirst({ where: { id: rungId, userId }, select: { situation: true, compulsionToResist: true, mastered: true } });
    if (!rung) throw notFound("Step not found");
    const situation = input.situation ?? rung.situation;
    const compulsionToResist = input.compulsionToResist ?? rung.compulsionToResist;
    const data: Prisma.LadderRungUncheckedUpdateInput = {};
    if (situation !== rung.situation || compulsionToResist !== rung.compulsionToResist) {
      assessment = assessRung(situation, compulsionToResist);
      data.situation = situation;
      data.compulsionToResist = compulsionToResist;
      data.safetyEventId = await recordSafetyEvent(tx, { userId, source: "ladder_rung", assessment });
      // Rewritten, a clinician's suggestion is the person's own step: its words are no longer the
      // clinician's, and removing it later is no answer to the suggestion.
      data.assignedById = null;
      data.assignedAt = null;
    }
    if (input.expectedAnxiety !== undefined) data.expectedAnxiety = input.expectedAnxiety;
    if (input.mastered !== undefined && input.mastered !== rung.mastered) {
      data.mastered = input.mastered;
      data.masteredAt = input.mastered ? now : null;
    }
    if (Object.keys(data).length) await tx.ladderRung.update({ where: { id: rungId }, data });
    if (input.position !== undefined) {
      const ids = (await ladderIds(tx, userId)).map((r) => r.id);
      await renumber(tx, moveItem(ids, ids.indexOf(rungId), input.position));
    }
    return tx.ladderRung.findUniqueOrThrow({ where: { id: rungId }, select: SELECT });
  });
  log.info("ladder.rung_updated", { userId, rungId });
  return { ...toLadderRung(row), risk: riskSummary(assessment), ...firstStepMark(assessment, row.situation, row.compulsionToResist) };
}

/**
 * DELETE /api/users/{id}/ladder/{rungId}: only the person. Its sessions stay in the person's history,
 * without the link; a safety event stays too. Declining a clinician's suggestion is this too, and the
 * suggestion is kept as declined, so the clinician sees the answer (decision 033's amendment).
 */
export async function deleteLadderRung(actor: Actor, userId: string, rungId: string): Promise<void> {
  assertSelf(actor, userId);
  const prisma = await db();
  const declined = await prisma.$transaction(async (tx) => {
    await lockLadder(tx, userId);
    const rung = await tx.ladderRung.findFirst({
      where: { id: rungId, userId },
      select: { situation: true, compulsionToResist: true, assignedById: true, assignedAt: true },
    });
    if (!rung) throw notFound("Step not found");
    await tx.ladderRung.delete({ where: { id: rungId } });
    if (rung.assignedAt) {
      await tx.declinedRung.create({
        data: { userId, situation: rung.situation, compulsionToResist: rung.compulsionToResist, suggestedById: rung.assignedById, suggestedAt: rung.assignedAt },
      });
    }
    await renumber(tx, (await ladderIds(tx, userId)).map((r) => r.id));
    return rung.assignedAt !== null;
  });
  log.info(declined ? "ladder.suggestion_declined" : "ladder.rung_deleted", { userId, rungId });
}

/**
 * POST /api/users/{id}/ladder/suggestions: 8-12 graded steps from the person's onboarding answers, none
 * already on their ladder and none the risk assessment would question; nothing is saved.
 */
export async function suggestLadderRungs(actor: Actor, userId: string): Promise<LadderSuggestions> {
  assertSelf(actor, userId);
  const prisma = await db();
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { ocdType: true, primaryTriggers: true, commonCompulsions: true, anxietySeverity: true, ladderRungs: { select: { situation: true } } },
  });
  if (!user) throw notFound("User not found");
  const ctx = { ...user, commonCompulsions: compulsionsSafeToName(user.commonCompulsions), existing: user.ladderRungs.map((r) => r.situation) };
  const usable = (s: LadderSuggestion) => assessRung(s.situation, s.compulsionToResist).level === "none";
  const { value, provider } = await generateLadderSuggestions(ctx, usable, aiBudget(userId));
  log.info("ladder.suggested", { userId, provider, count: value.length });
  return { suggestions: value };
}

/** A rung of the person's own ladder, for a session practised from it (null when it is not theirs). */
export async function ownRung(tx: Tx, userId: string, rungId: string) {
  return tx.ladderRung.findFirst({
    where: { id: rungId, userId },
    select: { id: true, situation: true, compulsionToResist: true, expectedAnxiety: true, safetyEvent: { select: { level: true, answer: true } } },
  });
}

/**
 * Each practised rung's progress for /ladder and /progress (decision 034), first step first: its latest completed sessions (anxiety
 * before, peak and after) and its expectancy against what happened over all of them. Two queries for
 * the whole ladder: the latest sessions per rung by a window function, the counts by one aggregate.
 */
export async function ladderProgress(actor: Actor, userId: string): Promise<RungProgress[]> {
  await authorizeRead(actor, userId, "view_ladder");
  const prisma = await db();
  const [points, counts] = await Promise.all([
    prisma.$queryRaw<
      {
        id: string;
        rungId: string;
        completedAt: Date;
        anxietyLevel: number;
        anxietyPeak: number | null;
        anxietyAfter: number | null;
        expectedLikelihood: number | null;
        outcomeHappened: string | null;
        didCompulsion: boolean | null;
      }[]
    >`
      SELECT "id"::text AS "id", "rungId"::text AS "rungId", "completedAt", "anxietyLevel", "anxietyPeak", "anxietyAfter",
             "expectedLikelihood", "outcomeHappened", "didCompulsion"
      FROM (
        SELECT s.*, row_number() OVER (PARTITION BY s."rungId" ORDER BY s."completedAt" DESC, s."id" DESC) AS n
        FROM "ErpSession" s JOIN "LadderRung" r ON r."id" = s."rungId"
        WHERE r."userId" = ${userId}::uuid AND s."completed" AND s."completedAt" IS NOT NULL
      ) latest
      WHERE n <= ${RUNG_CHART_POINTS}
      ORDER BY "completedAt" ASC, "id" ASC`,
    prisma.$queryRaw<
      { rungId: string; completed: bigint; answered: bigint; happened: bigint; partly: bigint; expectedCount: bigint; expectedSum: bigint | null; expectedMin: number | null; expectedMax: number | null }[]
    >`
      SELECT s."rungId"::text AS "rungId",
             count(*) AS "completed",
             count(s."outcomeHappened") AS "answered",
             count(*) FILTER (WHERE s."outcomeHappened" = 'yes') AS "happened",
             count(*) FILTER (WHERE s."outcomeHappened" = 'partly') AS "partly",
             count(s."expectedLikelihood") AS "expectedCount",
             sum(s."expectedLikelihood") AS "expectedSum",
             min(s."expectedLikelihood") AS "expectedMin",
             max(s."expectedLikelihood") AS "expectedMax"
      FROM "ErpSession" s JOIN "LadderRung" r ON r."id" = s."rungId"
      WHERE r."userId" = ${userId}::uuid AND s."completed"
      GROUP BY s."rungId"
      ORDER BY min(r."position")`,
  ]);
  return counts.map((c) => {
    const sessions = points
      .filter((p) => p.rungId === c.rungId)
      .map((p) => ({
        id: p.id,
        completedAt: p.completedAt.toISOString(),
        before: p.anxietyLevel,
        peak: p.anxietyPeak,
        after: p.anxietyAfter,
        expectedLikelihood: p.expectedLikelihood,
        outcomeHappened: (["yes", "no", "partly"].includes(p.outcomeHappened ?? "") ? p.outcomeHappened : null) as OutcomeHappened | null,
        didCompulsion: p.didCompulsion,
      }));
    return {
      rungId: c.rungId,
      completed: Number(c.completed),
      sessions,
      expectancy: expectancySentence({
        answered: Number(c.answered),
        happened: Number(c.happened),
        partly: Number(c.partly),
        expectedCount: Number(c.expectedCount),
        expectedSum: Number(c.expectedSum ?? 0),
        expectedMin: c.expectedMin,
        expectedMax: c.expectedMax,
      }),
      masterySuggested: suggestsMastery(sessions),
    };
  });
}

/**
 * /erp-session?rung={id}: one of the person's own rungs to practise, or null when it is not theirs,
 * unknown, or shows support instead of an exposure (the flow then starts a free session).
 */
export async function rungToPractise(actor: Actor, rungId: string): Promise<PractiseRung | null> {
  const prisma = await db();
  const row = await prisma.ladderRung.findFirst({ where: { id: rungId, userId: actor.id }, select: SELECT });
  if (!row) return null;
  const rung = toLadderRung(row);
  if (rung.crisis || rung.checkIn?.answer === null) return null;
  return { id: rung.id, situation: rung.situation, compulsionToResist: rung.compulsionToResist, expectedAnxiety: rung.expectedAnxiety, position: rung.position };
}
