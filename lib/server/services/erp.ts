// ERP sessions: creating one with AI guidance, offering an alternative task, completing it with a
// mood (and the points it earns, exactly once), and listing a user's sessions for them or an admin.
import "server-only";
import { Prisma, type ErpSession } from "@/lib/generated/prisma/client";
import { choiceLabel, MOODS, type Mood } from "@/lib/domain/enums";
import { DEFAULT_DURATION, ERP_NEEDS_VERIFIED_EMAIL, OUTCOMES_HAPPENED, peakAnxiety, TRIGGER_SEPARATOR, type ExposureFields, type OutcomeHappened } from "@/lib/domain/erp";
import {
  ErpGuidance,
  type ErpChallenge,
  type ErpMoodUpdate,
  type ErpPauseState,
  type ErpResumable,
  type ErpSessionCreate,
  type ErpSessionCreated,
  type ErpSessionView,
} from "@/lib/domain/erp-schemas";
import type { RiskAssessment } from "@/lib/domain/risk";
import type { RiskSummary, SafetyCheck } from "@/lib/domain/thoughts";
import { progressAfterSession } from "@/lib/domain/levels";
import { generateErpAlternative, generateErpGuidance, type ErpContext } from "../ai/erp/guidance";
import { firstStep } from "../ai/thoughts/analysis";
import { erpCrisisGuidance } from "../safety/answers";
import { assessRisk } from "../safety/risk/assess";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { log } from "../log";
import { assertSelf, authorizeRead, type Actor } from "../auth/access";
import { after, newestFirst, pageOf, type Page, type PageRequest, type PageSizes } from "../http/paging";
import { aiBudget } from "../limits/ai-budget";
import { assessTriggerAndFear, compulsionsSafeToName, recordSafetyEvent, riskSummary, toSafetyCheck } from "./safety";
import { showedCrisisSupport } from "./support-shown";

type Tx = Prisma.TransactionClient;

/** Session list pages: 20 unless asked, at most 100 (a session is a few hundred bytes). */
export const ERP_PAGE: PageSizes = { default: 20, max: 100, list: "erp-sessions" };

/** The columns decision 034 added to a session, as every reader shows them (the list, the admin detail). */
export const EXPOSURE_COLUMNS = {
  rungId: true,
  expectedOutcome: true,
  expectedLikelihood: true,
  anxietyPeak: true,
  anxietyAfter: true,
  ratings: true,
  urges: true,
  outcomeHappened: true,
  learned: true,
  didCompulsion: true,
} as const;

/** The columns lists need; the guidance JSON stays behind. */
const VIEW_COLUMNS = {
  id: true,
  userId: true,
  trigger: true,
  anxietyLevel: true,
  duration: true,
  mood: true,
  completed: true,
  createdAt: true,
  completedAt: true,
  pauseCount: true,
  pausedSeconds: true,
  ...EXPOSURE_COLUMNS,
} as const satisfies Record<string, true>;

/** The stored [{second, anxiety}] / [{second}] lists, read defensively (anything else reads as none). */
function ratingsOf(v: unknown): { second: number; anxiety: number }[] {
  return Array.isArray(v) ? v.filter((r) => Number.isInteger(r?.second) && Number.isInteger(r?.anxiety)).map((r) => ({ second: r.second, anxiety: r.anxiety })) : [];
}
function urgesOf(v: unknown): { second: number }[] {
  return Array.isArray(v) ? v.filter((r) => Number.isInteger(r?.second)).map((r) => ({ second: r.second })) : [];
}

export function toErpSessionView(s: Pick<ErpSession, keyof typeof VIEW_COLUMNS>): ErpSessionView {
  return {
    id: s.id,
    userId: s.userId,
    trigger: s.trigger,
    anxietyLevel: s.anxietyLevel,
    duration: s.duration,
    mood: MOODS.includes(s.mood as Mood) ? (s.mood as Mood) : null,
    completed: s.completed,
    createdAt: s.createdAt.toISOString(),
    completedAt: s.completedAt?.toISOString() ?? null,
    pauseCount: s.pauseCount,
    pausedSeconds: s.pausedSeconds,
    ...exposureFields(s),
  };
}

export function exposureFields(s: Pick<ErpSession, keyof typeof EXPOSURE_COLUMNS>): ExposureFields {
  return {
    rungId: s.rungId,
    expectedOutcome: s.expectedOutcome,
    expectedLikelihood: s.expectedLikelihood,
    anxietyPeak: s.anxietyPeak,
    anxietyAfter: s.anxietyAfter,
    ratings: ratingsOf(s.ratings),
    urges: urgesOf(s.urges),
    outcomeHappened: OUTCOMES_HAPPENED.includes(s.outcomeHappened as OutcomeHappened) ? (s.outcomeHappened as OutcomeHappened) : null,
    learned: s.learned,
    didCompulsion: s.didCompulsion,
  };
}

/** The longest single pause counted: a pause left open (a closed tab) must not add days to the record. */
export const MAX_COUNTED_PAUSE_SECONDS = 3600;

/** The seconds a pause that began at `pausedAt` adds when it ends at `now` (whole seconds, capped). */
export function pauseSeconds(pausedAt: Date, now: Date): number {
  return Math.min(MAX_COUNTED_PAUSE_SECONDS, Math.max(0, Math.round((now.getTime() - pausedAt.getTime()) / 1000)));
}

/**
 * Decision 013 for ERP: the trigger is risk-assessed first. A crisis gets crisis resources and never an
 * exposure task; a check-in gets the usual task, which the flow shows only after the person answers No.
 */
async function guidanceFor(
  ctx: ErpContext,
  assessment: RiskAssessment,
  country: string | null,
  make: () => Promise<{ value: ErpGuidance; provider: string }>,
): Promise<{ value: ErpGuidance; provider: string }> {
  if (assessment.level === "crisis") return { value: erpCrisisGuidance(ctx.duration, country, assessment.reasons, firstStep(ctx.trigger, assessment.reasons)), provider: "safety" };
  return make();
}

async function profileFor(userId: string) {
  const prisma = await db();
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { ocdType: true, commonCompulsions: true, primaryTriggers: true, anxietySeverity: true, emailVerified: true },
  });
  if (!user) throw notFound("User not found");
  return { ...user, commonCompulsions: compulsionsSafeToName(user.commonCompulsions) };
}

export const RUNG_NOT_YOURS = "That step is not on your ladder";
export const RUNG_HAS_SUPPORT = "This step has support shown with it, so it cannot start an exposure. Please look at the support options on your ladder.";

/** The rung a session is practised from: the person's own, and not one that showed crisis resources. */
async function rungForSession(userId: string, rungId: string) {
  const prisma = await db();
  const rung = await prisma.ladderRung.findFirst({
    where: { id: rungId, userId },
    select: { id: true, compulsionToResist: true, safetyEvent: { select: { level: true, answer: true } } },
  });
  // Someone else's rung answers like an unknown one.
  if (!rung) throw new AppError("bad_request", RUNG_NOT_YOURS, { errors: { rungId: RUNG_NOT_YOURS } });
  const event = rung.safetyEvent;
  if (showedCrisisSupport(event) || (event?.level === "check_in" && event.answer === null)) throw new AppError("conflict", RUNG_HAS_SUPPORT);
  return rung;
}

export const SESSION_HAS_SUPPORT = "This session showed crisis support instead of an exposure, so there is nothing to complete. Please look at the support options it shows.";

/** Crisis resources were shown, at once or after a Yes to the check-in: no exposure may start from it or count. */
/**
 * POST /api/erp-sessions: only for oneself; the guidance is generated before the row is written. From a
 * rung (decision 034) the guidance names the rung's compulsion; the trigger and the feared outcome are
 * assessed together (one safety event for the session).
 */
export async function createErpSession(actor: Actor, input: ErpSessionCreate, country: string | null = null): Promise<ErpSessionCreated> {
  assertSelf(actor, input.userId);
  const profile = await profileFor(input.userId);
  // The banner has always said ERP sessions need a verified address; this is where it holds (decision 025).
  if (!profile.emailVerified) throw new AppError("forbidden", ERP_NEEDS_VERIFIED_EMAIL);
  const rung = input.rungId ? await rungForSession(input.userId, input.rungId) : null;
  const ctx: ErpContext = {
    trigger: input.trigger,
    anxietyLevel: input.anxietyLevel,
    duration: input.duration,
    ocdType: profile.ocdType,
    commonCompulsions: profile.commonCompulsions,
    compulsionToResist: rung?.compulsionToResist ?? null,
  };
  const assessment = assessTriggerAndFear(input.trigger, input.expectedOutcome);
  const { value: guidance, provider } = await guidanceFor(ctx, assessment, country, () => generateErpGuidance(ctx, aiBudget(input.userId)));
  const prisma = await db();
  const { id, eventId } = await prisma.$transaction(async (tx) => {
    const session = await tx.erpSession.create({
      data: {
        userId: input.userId,
        trigger: input.trigger,
        anxietyLevel: input.anxietyLevel,
        duration: input.duration,
        guidance,
        aiProvider: provider,
        rungId: rung?.id ?? null,
        expectedOutcome: input.expectedOutcome ?? null,
        expectedLikelihood: input.expectedLikelihood ?? null,
      },
      select: { id: true },
    });
    const event = await recordSafetyEvent(tx, { userId: input.userId, source: "erp_trigger", assessment, erpSessionId: session.id });
    return { id: session.id, eventId: event };
  });
  log.info("erp.created", { sessionId: id, userId: input.userId, provider });
  const checkIn = eventId && assessment.level === "check_in" ? toSafetyCheck({ id: eventId, level: "check_in", answer: null }) : null;
  return { id, guidance, risk: riskSummary(assessment), checkIn };
}

const FINISHED = "This session is already finished.";

/**
 * What decides the answer of GET /api/erp-challenge/{userId} before anything is made or stored: only the
 * person (403 for anyone else, whether or not the id exists), and the session `?session=` names (404 for
 * an unknown one, 409 for one finished since). Answers the current session (the named one, else the
 * latest unfinished), or null. HEAD runs only this (decision 054, amendment (c)): the status GET would
 * answer, with nothing done.
 */
export async function challengeSession(actor: Actor, userId: string, sessionId?: string) {
  assertSelf(actor, userId);
  const prisma = await db();
  // A session picked up again from /home names itself; otherwise the latest unfinished one is current.
  const current = await prisma.erpSession.findFirst({
    where: { userId, completed: false, ...(sessionId ? { id: sessionId } : {}) },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      trigger: true,
      anxietyLevel: true,
      duration: true,
      guidance: true,
      expectedOutcome: true,
      rung: { select: { compulsionToResist: true } },
      safetyEvent: { select: { id: true, level: true, answer: true } },
    },
  });
  if (sessionId && !current) {
    // The person's own session, finished since the screen was opened (another tab): say so, not "not found".
    const finished = await prisma.erpSession.count({ where: { id: sessionId, userId, completed: true } });
    throw finished ? new AppError("conflict", FINISHED) : notFound("Session not found");
  }
  return current;
}

/**
 * GET /api/erp-challenge/{userId}: a different task for the person's current (latest unfinished)
 * session. The new task replaces the stored one, so the record shows what was actually practised
 * and a further request moves on again rather than repeating.
 */
export async function alternativeChallenge(actor: Actor, userId: string, country: string | null = null, sessionId?: string): Promise<ErpChallenge> {
  const current = await challengeSession(actor, userId, sessionId);
  const profile = await profileFor(userId);
  const prisma = await db();
  const ctx: ErpContext = {
    trigger: current?.trigger ?? profile.primaryTriggers.map(choiceLabel).join(TRIGGER_SEPARATOR),
    anxietyLevel: current?.anxietyLevel ?? profile.anxietySeverity ?? 5,
    duration: current?.duration ?? DEFAULT_DURATION,
    ocdType: profile.ocdType,
    commonCompulsions: profile.commonCompulsions,
    compulsionToResist: current?.rung?.compulsionToResist ?? null,
  };
  const stored = ErpGuidance.safeParse(current?.guidance);
  // The session's own check-in still stands: a Yes keeps crisis resources, an open one is still asked.
  const event = current?.safetyEvent ?? null;
  const assessment = event?.answer === "yes" ? { level: "crisis" as const, reasons: [] } : assessTriggerAndFear(ctx.trigger, current?.expectedOutcome);
  const { value: guidance, provider } = await guidanceFor(ctx, assessment, country, () =>
    generateErpAlternative(ctx, stored.success && !stored.data.crisis ? stored.data.task.description : null, aiBudget(userId)),
  );
  if (current) {
    await prisma.erpSession.update({ where: { id: current.id }, data: { guidance, aiProvider: provider } });
  }
  log.info("erp.alternative", { sessionId: current?.id, userId, provider });
  if (guidance.crisis) log.warn("erp.crisis_resources_shown", { sessionId: current?.id, provider });
  return { guidance, risk: riskSummary(assessment), checkIn: assessment.level === "check_in" ? toSafetyCheck(event) : null };
}

export interface ErpCompletion {
  session: ErpSessionView;
  progress: { erpScore: number; currentLevel: number; braveryScore: number };
  /** What the risk assessment found in 'What did you learn?' ("none" when it was not given). */
  risk: RiskSummary;
  /** The check-in it raised, to answer before leaving the session; null otherwise. */
  checkIn: SafetyCheck | null;
}

/** The columns a PATCH writes besides the mood: each only when given (null clears it). */
function reflectionData(input: ErpMoodUpdate, before: { anxietyLevel: number }): Prisma.ErpSessionUpdateManyMutationInput {
  const data: Prisma.ErpSessionUpdateManyMutationInput = { mood: input.mood };
  if (input.anxietyAfter !== undefined) data.anxietyAfter = input.anxietyAfter;
  if (input.ratings !== undefined) data.ratings = input.ratings ? [...input.ratings].sort((a, b) => a.second - b.second) : Prisma.DbNull;
  if (input.urges !== undefined) data.urges = input.urges ? [...input.urges].sort((a, b) => a.second - b.second) : Prisma.DbNull;
  // The peak the person gave, else the highest of their taps and the rating before.
  if (input.anxietyPeak !== undefined) data.anxietyPeak = input.anxietyPeak;
  else if (input.ratings?.length) data.anxietyPeak = peakAnxiety(before.anxietyLevel, input.ratings);
  if (input.outcomeHappened !== undefined) data.outcomeHappened = input.outcomeHappened;
  if (input.learned !== undefined) data.learned = input.learned;
  if (input.didCompulsion !== undefined) data.didCompulsion = input.didCompulsion;
  return data;
}

/**
 * PATCH /api/erp-sessions/{id}: only the session's owner. The first call completes the session and
 * adds its points in the same transaction; later calls only update the mood, so points count once.
 */
export async function completeErpSession(actor: Actor, sessionId: string, input: ErpMoodUpdate, now = new Date()): Promise<ErpCompletion> {
  const prisma = await db();
  // 'What did you learn?' is the person's words: assessed like every other text (decision 013).
  const assessment: RiskAssessment = input.learned ? assessRisk(input.learned) : { level: "none", reasons: [] };
  const result = await prisma.$transaction(async (tx) => {
    // The session's row first, as a pause takes it: a pause sent at the same moment ends before this
    // reads it (and is closed below) or finds the session finished (409), never left open on it.
    await tx.$queryRaw`SELECT 1 FROM "ErpSession" WHERE "id" = ${sessionId}::uuid FOR UPDATE`;
    const session = await tx.erpSession.findUnique({
      where: { id: sessionId },
      select: { userId: true, pausedAt: true, pausedSeconds: true, anxietyLevel: true, safetyEvent: { select: { level: true, answer: true } } },
    });
    if (!session) throw notFound("Session not found");
    // Even an admin may not complete someone else's exercise.
    assertSelf(actor, session.userId);
    // A session that showed crisis support instead of a task had no exposure to complete, and earns
    // nothing. (A check-in still waiting does not block it: its task was in the answer, held by the screen.)
    if (showedCrisisSupport(session.safetyEvent)) throw new AppError("conflict", SESSION_HAS_SUPPORT);
    const data = reflectionData(input, session);
    // The session already holds its trigger's event, so this one stands on its own (source erp_reflection).
    const eventId = await recordSafetyEvent(tx, { userId: session.userId, source: "erp_reflection", assessment });
    const checkIn = eventId && assessment.level === "check_in" ? toSafetyCheck({ id: eventId, level: "check_in", answer: null }) : null;
    const said = { risk: riskSummary(assessment), checkIn };
    // A pause still open (its end was never heard) ends now.
    const closePause = session.pausedAt ? { pausedAt: null, pausedSeconds: session.pausedSeconds + pauseSeconds(session.pausedAt, now) } : {};
    // Lock the user's row first so concurrent completions of two sessions cannot lose points.
    const [user] = await tx.$queryRaw<{ erpScore: number; braveryScore: number; currentLevel: number }[]>`
      SELECT "erpScore", "braveryScore", "currentLevel" FROM "User" WHERE "id" = ${session.userId}::uuid FOR UPDATE`;
    if (!user) throw notFound("User not found");
    // Only the call that flips completed=false -> true earns points.
    const flipped = await tx.erpSession.updateMany({
      where: { id: sessionId, completed: false },
      data: { ...data, completed: true, completedAt: now, ...closePause },
    });
    if (flipped.count === 0) {
      // Already completed (or discarded a moment ago, which leaves nothing to update: 404). The answers
      // may be corrected; the points stay as the completion counted them (decision 032).
      const moved = await tx.erpSession.updateMany({ where: { id: sessionId }, data });
      if (moved.count === 0) throw notFound("Session not found");
      const updated = await tx.erpSession.findUniqueOrThrow({ where: { id: sessionId }, select: VIEW_COLUMNS });
      return { session: toErpSessionView(updated), progress: { erpScore: user.erpScore, currentLevel: user.currentLevel, braveryScore: user.braveryScore }, ...said };
    }
    const updated = await tx.erpSession.findUniqueOrThrow({ where: { id: sessionId }, select: VIEW_COLUMNS });
    const progress = progressAfterSession(user, updated);
    await tx.user.update({ where: { id: session.userId }, data: progress });
    log.info("erp.completed", { sessionId, userId: session.userId });
    return { session: toErpSessionView(updated), progress, ...said };
  });
  return result;
}

/**
 * GET /api/erp-sessions/{userId}: one page, newest first (decision 058), for the user themself or an
 * admin (audited); `unfinished` keeps only the sessions still to resume or discard (the dashboard's card).
 */
export async function listErpSessions(
  actor: Actor,
  userId: string,
  { limit = ERP_PAGE.default, cursor, unfinished = false }: Partial<PageRequest> & { unfinished?: boolean } = {},
): Promise<Page<ErpSessionView>> {
  await authorizeRead(actor, userId, "view_erp_sessions");
  const size = Math.min(limit, ERP_PAGE.max);
  const prisma = await db();
  const rows = await prisma.erpSession.findMany({
    where: { userId, ...(unfinished ? { completed: false } : {}), ...after("createdAt", cursor) },
    orderBy: newestFirst("createdAt"),
    take: size + 1,
    select: VIEW_COLUMNS,
  });
  return pageOf(rows, { list: ERP_PAGE.list, limit: size, keyOf: (r) => ({ at: r.createdAt, id: r.id }), map: toErpSessionView });
}

/**
 * What /progress shows above its list: how many sessions the person has completed, and the most
 * recent `chartPoints` completed ones for the chart (oldest first). Two indexed queries, whatever
 * the length of the history.
 */
export async function erpProgressSummary(actor: Actor, userId: string, chartPoints: number): Promise<{ completed: number; recent: ErpSessionView[] }> {
  await authorizeRead(actor, userId, "view_erp_sessions");
  const prisma = await db();
  const [completed, recent] = await Promise.all([
    prisma.erpSession.count({ where: { userId, completed: true } }),
    prisma.erpSession.findMany({
      where: { userId, completed: true, completedAt: { not: null } },
      orderBy: [{ completedAt: "desc" }, { id: "desc" }],
      take: chartPoints,
      select: VIEW_COLUMNS,
    }),
  ]);
  return { completed, recent: recent.reverse().map(toErpSessionView) };
}

/** One of the actor's own sessions, under a row lock: 404 when unknown, 403 when someone else's (admins included). */
async function ownSession(tx: Tx, actor: Actor, sessionId: string) {
  const [session] = await tx.$queryRaw<{ userId: string; completed: boolean; pausedAt: Date | null }[]>`
    SELECT "userId"::text AS "userId", "completed", "pausedAt" FROM "ErpSession" WHERE "id" = ${sessionId}::uuid FOR UPDATE`;
  if (!session) throw notFound("Session not found");
  assertSelf(actor, session.userId);
  return session;
}


/**
 * PATCH /api/erp-sessions/{id}/pause: the owner pauses ({paused: true}) or goes on with ({paused:
 * false}) the timed exercise of an unfinished session. The server's clock measures the pause, so the
 * record shows how many pauses there were and how long they lasted; repeating a request changes
 * nothing (decision 026).
 */
export async function setErpPause(actor: Actor, sessionId: string, paused: boolean, now = new Date()): Promise<ErpPauseState> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const s = await ownSession(tx, actor, sessionId);
    if (s.completed) throw new AppError("conflict", FINISHED);
    // A session that showed crisis support has no exercise to pause, as it has none to complete.
    const event = await tx.safetyEvent.findUnique({ where: { erpSessionId: sessionId }, select: { level: true, answer: true } });
    if (showedCrisisSupport(event)) throw new AppError("conflict", SESSION_HAS_SUPPORT);
    // Under the row lock, a double tap or a second tab sees the first request's pause: it counts once.
    if (paused && !s.pausedAt) {
      await tx.erpSession.update({ where: { id: sessionId }, data: { pausedAt: now, pauseCount: { increment: 1 } } });
    } else if (!paused && s.pausedAt) {
      await tx.erpSession.update({ where: { id: sessionId }, data: { pausedAt: null, pausedSeconds: { increment: pauseSeconds(s.pausedAt, now) } } });
    }
    const after = await tx.erpSession.findUniqueOrThrow({ where: { id: sessionId }, select: { pausedAt: true, pauseCount: true, pausedSeconds: true } });
    log.info(paused ? "erp.paused" : "erp.resumed", { sessionId });
    return { paused: after.pausedAt !== null, pauseCount: after.pauseCount, pausedSeconds: after.pausedSeconds };
  });
}

/**
 * DELETE /api/erp-sessions/{id}: the owner discards an unfinished session (204); a finished one is
 * part of their progress and answers 409. A safety event recorded for its trigger stays, without the
 * link (ON DELETE SET NULL), so clinicians always see the safety history (decision 025).
 */
export async function discardErpSession(actor: Actor, sessionId: string): Promise<void> {
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const s = await ownSession(tx, actor, sessionId);
    if (s.completed) throw new AppError("conflict", "A finished session is part of your progress and cannot be discarded.");
    // The row lock makes a completion racing this request wait, then find nothing to complete (404).
    await tx.erpSession.delete({ where: { id: sessionId } });
  });
  log.info("erp.discarded", { sessionId, userId: actor.id });
}

/**
 * /erp-session?session={id}: one of the person's own unfinished sessions, to pick up at its task (and
 * its check-in when that still waits). Null when it is not theirs, unknown or already finished: the
 * page then starts a new session.
 */
export async function resumableErpSession(actor: Actor, sessionId: string): Promise<ErpResumable | null> {
  const prisma = await db();
  const s = await prisma.erpSession.findFirst({
    where: { id: sessionId, userId: actor.id, completed: false },
    select: { id: true, guidance: true, pausedAt: true, expectedOutcome: true, expectedLikelihood: true, safetyEvent: { select: { id: true, level: true, answer: true } } },
  });
  const guidance = ErpGuidance.safeParse(s?.guidance);
  if (!s || !guidance.success) return null;
  const checkIn = toSafetyCheck(s.safetyEvent);
  return {
    id: s.id,
    guidance: guidance.data,
    checkIn: checkIn?.answer === null ? checkIn : null,
    paused: s.pausedAt !== null,
    expectedOutcome: s.expectedOutcome,
    expectedLikelihood: s.expectedLikelihood,
  };
}
