// ERP sessions: creating one with AI guidance, offering an alternative task, completing it with a
// mood (and the points it earns, exactly once), and listing a user's sessions for them or an admin.
import "server-only";
import type { ErpSession } from "@/lib/generated/prisma/client";
import { choiceLabel, MOODS, type Mood } from "@/lib/domain/enums";
import { DEFAULT_DURATION, TRIGGER_SEPARATOR } from "@/lib/domain/erp";
import { ErpGuidance, type ErpChallenge, type ErpMoodUpdate, type ErpSessionCreate, type ErpSessionCreated, type ErpSessionView } from "@/lib/domain/erp-schemas";
import type { RiskAssessment } from "@/lib/domain/risk";
import { progressAfterSession } from "@/lib/domain/levels";
import { generateErpAlternative, generateErpGuidance, type ErpContext } from "../ai/erp/guidance";
import { erpCrisisGuidance } from "../safety/answers";
import { assessRisk } from "../safety/risk/assess";
import { db } from "../db";
import { notFound } from "../errors";
import { log } from "../log";
import { assertSelf, authorizeRead, type Actor } from "../auth/access";
import { aiBudget } from "../limits/ai-budget";
import { recordSafetyEvent, riskSummary, toSafetyCheck } from "./safety";

/** Lists are bounded: a year of daily practice, far more than any screen shows at once. */
export const ERP_LIST_LIMIT = 400;

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
} as const;

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
  };
}

/** Decision 011 for ERP: a trigger that signals real risk gets crisis resources, never an exposure task. */
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
  if (assessment.level === "crisis") return { value: erpCrisisGuidance(ctx.duration, country), provider: "safety" };
  return make();
}

async function profileFor(userId: string) {
  const prisma = await db();
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { ocdType: true, commonCompulsions: true, primaryTriggers: true, anxietySeverity: true },
  });
  if (!user) throw notFound("User not found");
  return user;
}

/** POST /api/erp-sessions: only for oneself; the guidance is generated before the row is written. */
export async function createErpSession(actor: Actor, input: ErpSessionCreate, country: string | null = null): Promise<ErpSessionCreated> {
  assertSelf(actor, input.userId);
  const profile = await profileFor(input.userId);
  const ctx: ErpContext = { ...input, ocdType: profile.ocdType, commonCompulsions: profile.commonCompulsions };
  const assessment = assessRisk(input.trigger);
  const { value: guidance, provider } = await guidanceFor(ctx, assessment, country, () => generateErpGuidance(ctx, aiBudget(input.userId)));
  const prisma = await db();
  const { id, eventId } = await prisma.$transaction(async (tx) => {
    const session = await tx.erpSession.create({
      data: { userId: input.userId, trigger: input.trigger, anxietyLevel: input.anxietyLevel, duration: input.duration, guidance, aiProvider: provider },
      select: { id: true },
    });
    const event = await recordSafetyEvent(tx, { userId: input.userId, source: "erp_trigger", assessment, erpSessionId: session.id });
    return { id: session.id, eventId: event };
  });
  log.info("erp.created", { sessionId: id, userId: input.userId, provider });
  const checkIn = eventId && assessment.level === "check_in" ? toSafetyCheck({ id: eventId, level: "check_in", answer: null }) : null;
  return { id, guidance, risk: riskSummary(assessment), checkIn };
}

/**
 * GET /api/erp-challenge/{userId}: a different task for the person's current (latest unfinished)
 * session. The new task replaces the stored one, so the record shows what was actually practised
 * and a further request moves on again rather than repeating.
 */
export async function alternativeChallenge(actor: Actor, userId: string, country: string | null = null): Promise<ErpChallenge> {
  assertSelf(actor, userId);
  const profile = await profileFor(userId);
  const prisma = await db();
  const current = await prisma.erpSession.findFirst({
    where: { userId, completed: false },
    orderBy: { createdAt: "desc" },
    select: { id: true, trigger: true, anxietyLevel: true, duration: true, guidance: true, safetyEvent: { select: { id: true, level: true, answer: true } } },
  });
  const ctx: ErpContext = {
    trigger: current?.trigger ?? profile.primaryTriggers.map(choiceLabel).join(TRIGGER_SEPARATOR),
    anxietyLevel: current?.anxietyLevel ?? profile.anxietySeverity ?? 5,
    duration: current?.duration ?? DEFAULT_DURATION,
    ocdType: profile.ocdType,
    commonCompulsions: profile.commonCompulsions,
  };
  const stored = ErpGuidance.safeParse(current?.guidance);
  // The session's own check-in still stands: a Yes keeps crisis resources, an open one is still asked.
  const event = current?.safetyEvent ?? null;
  const assessment = event?.answer === "yes" ? { level: "crisis" as const, reasons: [] } : assessRisk(ctx.trigger);
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
}

/**
 * PATCH /api/erp-sessions/{id}: only the session's owner. The first call completes the session and
 * adds its points in the same transaction; later calls only update the mood, so points count once.
 */
export async function completeErpSession(actor: Actor, sessionId: string, input: ErpMoodUpdate, now = new Date()): Promise<ErpCompletion> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const session = await tx.erpSession.findUnique({ where: { id: sessionId }, select: { userId: true } });
    if (!session) throw notFound("Session not found");
    // Even an admin may not complete someone else's exercise.
    assertSelf(actor, session.userId);
    // Lock the user's row first so concurrent completions of two sessions cannot lose points.
    const [user] = await tx.$queryRaw<{ erpScore: number; braveryScore: number; currentLevel: number }[]>`
      SELECT "erpScore", "braveryScore", "currentLevel" FROM "User" WHERE "id" = ${session.userId}::uuid FOR UPDATE`;
    if (!user) throw notFound("User not found");
    // Only the call that flips completed=false -> true earns points.
    const flipped = await tx.erpSession.updateMany({
      where: { id: sessionId, completed: false },
      data: { completed: true, completedAt: now, mood: input.mood },
    });
    if (flipped.count === 0) {
      const updated = await tx.erpSession.update({ where: { id: sessionId }, data: { mood: input.mood }, select: VIEW_COLUMNS });
      return { session: toErpSessionView(updated), progress: { erpScore: user.erpScore, currentLevel: user.currentLevel, braveryScore: user.braveryScore } };
    }
    const updated = await tx.erpSession.findUniqueOrThrow({ where: { id: sessionId }, select: VIEW_COLUMNS });
    const progress = progressAfterSession(user, updated);
    await tx.user.update({ where: { id: session.userId }, data: progress });
    log.info("erp.completed", { sessionId, userId: session.userId });
    return { session: toErpSessionView(updated), progress };
  });
}

/** GET /api/erp-sessions/{userId}: newest first, for the user themself or an admin (audited). */
export async function listErpSessions(actor: Actor, userId: string, limit = ERP_LIST_LIMIT): Promise<ErpSessionView[]> {
  await authorizeRead(actor, userId, "view_erp_sessions");
  const prisma = await db();
  const rows = await prisma.erpSession.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: Math.min(limit, ERP_LIST_LIMIT),
    select: VIEW_COLUMNS,
  });
  return rows.map(toErpSessionView);
}
