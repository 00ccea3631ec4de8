// The clinician's view of one patient's course of treatment (decision 048): weeks of practice
// and of the compulsion log, the weekly check-ins, recent exposures and every safety event, for the
// Treatment tab, GET /api/admin/users/{id}/treatment and the report. Staff only; every read audited.
import "server-only";
import { logWeek } from "@/lib/domain/log-week";
import { isTimeZone } from "@/lib/domain/time-zones";
import {
  CHECK_INS_SHOWN,
  DECLINED_RUNGS_SHOWN,
  EXPECTED_OUTCOME_SHOWN,
  FREE_SESSIONS_SHOWN,
  RUNG_SESSIONS_SHOWN,
  SAFETY_EVENTS_SHOWN,
  SESSIONS_READ,
  summariseWeeks,
  TREATMENT_WEEKS,
  type TreatmentSafetyEvent,
  type TreatmentSession,
  type TreatmentSummary,
} from "@/lib/domain/treatment";
import type { OutcomeHappened } from "@/lib/domain/erp";
import type { CompulsionOutcome } from "@/lib/domain/compulsion-log";
import { db } from "../db";
import { notFound } from "../errors";
import { assertAdmin, recordStaffAction, type Actor } from "../auth/access";
import { planPeriodsBetween } from "./practice-plan";

/** Log entries read for a period's weekly numbers: years of heavy daily logging, still bounded. */
const ENTRIES_MAX = 20_000;

/**
 * How the read is recorded: as its own row (the API's view_treatment, the report's view_report), or as
 * part of the admin detail screen, whose one view_user_detail row covers everything it shows (043, 048).
 */
export type TreatmentRead = "view_treatment" | "view_report" | "part_of_detail";

export async function getTreatment(
  actor: Actor,
  patientId: string,
  { weeks = TREATMENT_WEEKS, now = new Date(), read = "view_treatment" }: { weeks?: number; now?: Date; read?: TreatmentRead } = {},
): Promise<TreatmentSummary> {
  assertAdmin(actor);
  const prisma = await db();
  // The part of the detail screen is covered by its row; a read of its own records itself (404 for an unknown id).
  if (read !== "part_of_detail") await recordStaffAction(actor, patientId, read);
  const patient = await prisma.user.findUnique({
    where: { id: patientId },
    select: {
      username: true,
      ocdType: true,
      createdAt: true,
      settings: { select: { timeZone: true } },
      practicePlan: { select: { days: true, status: true, updatedAt: true, setBy: { select: { username: true } } } },
    },
  });
  if (!patient) throw notFound("User not found");
  const zone = patient.settings?.timeZone;
  const timeZone = zone && isTimeZone(zone) ? zone : "UTC";

  // The period: whole weeks, Monday to Sunday in the patient's zone, the current one last.
  const periodWeeks = [logWeek(timeZone, now)];
  while (periodWeeks.length < weeks) periodWeeks.unshift(logWeek(timeZone, now, periodWeeks[0]!.previous));
  const from = periodWeeks[0]!.from;
  const inPeriod = { gte: from, lte: now };

  const [periods, completions, entries, checkIns, rungs, declined, sessions, perRung, sessionCount, completedCount, events, eventCount, earlierEventCount] = await Promise.all([
    // The plan's history over the period (decision 048's amendment): a handful of rows.
    planPeriodsBetween(prisma, patientId, from, now),
    prisma.erpSession.findMany({ where: { userId: patientId, completed: true, completedAt: inPeriod }, select: { completedAt: true } }),
    prisma.compulsionEntry.findMany({
      where: { userId: patientId, occurredAt: inPeriod },
      orderBy: { occurredAt: "desc" },
      take: ENTRIES_MAX,
      select: { occurredAt: true, urge: true, outcome: true },
    }),
    prisma.weeklyCheckIn.findMany({
      where: { userId: patientId, createdAt: inPeriod },
      orderBy: { createdAt: "desc" },
      take: CHECK_INS_SHOWN,
      select: { id: true, total: true, answers: true, createdAt: true },
    }),
    // At most 30 rungs (decision 033), in the person's order.
    prisma.ladderRung.findMany({
      where: { userId: patientId },
      orderBy: { position: "asc" },
      select: {
        id: true,
        situation: true,
        compulsionToResist: true,
        expectedAnxiety: true,
        mastered: true,
        assignedAt: true,
        assignedBy: { select: { username: true } },
      },
    }),
    prisma.declinedRung.findMany({
      where: { userId: patientId, declinedAt: inPeriod },
      orderBy: [{ declinedAt: "desc" }, { id: "desc" }],
      take: DECLINED_RUNGS_SHOWN,
      select: { id: true, situation: true, compulsionToResist: true, suggestedAt: true, declinedAt: true, suggestedBy: { select: { username: true } } },
    }),
    prisma.erpSession.findMany({
      where: { userId: patientId, createdAt: inPeriod },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: SESSIONS_READ,
      select: {
        id: true,
        rungId: true,
        trigger: true,
        createdAt: true,
        completed: true,
        anxietyLevel: true,
        anxietyPeak: true,
        anxietyAfter: true,
        expectedOutcome: true,
        expectedLikelihood: true,
        outcomeHappened: true,
        didCompulsion: true,
      },
    }),
    prisma.erpSession.groupBy({ by: ["rungId"], where: { userId: patientId, createdAt: inPeriod }, _count: { _all: true } }),
    prisma.erpSession.count({ where: { userId: patientId, createdAt: inPeriod } }),
    prisma.erpSession.count({ where: { userId: patientId, createdAt: inPeriod, completed: true } }),
    prisma.safetyEvent.findMany({
      where: { userId: patientId, createdAt: inPeriod },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: SAFETY_EVENTS_SHOWN,
      select: { id: true, level: true, source: true, categories: true, answer: true, answeredAt: true, createdAt: true },
    }),
    prisma.safetyEvent.count({ where: { userId: patientId, createdAt: inPeriod } }),
    prisma.safetyEvent.count({ where: { userId: patientId, createdAt: { lt: from } } }),
  ]);

  const toSession = (r: (typeof sessions)[number]): TreatmentSession => ({
    id: r.id,
    rungId: r.rungId,
    trigger: r.trigger,
    createdAt: r.createdAt.toISOString(),
    completed: r.completed,
    anxietyBefore: r.anxietyLevel,
    anxietyPeak: r.anxietyPeak,
    anxietyAfter: r.anxietyAfter,
    expectedOutcome: r.expectedOutcome && (r.expectedOutcome.length > EXPECTED_OUTCOME_SHOWN ? `${r.expectedOutcome.slice(0, EXPECTED_OUTCOME_SHOWN - 1)}…` : r.expectedOutcome),
    expectedLikelihood: r.expectedLikelihood,
    outcomeHappened: (r.outcomeHappened as OutcomeHappened | null) ?? null,
    didCompulsion: r.didCompulsion,
  });
  const countOf = (rungId: string | null) => perRung.find((g) => g.rungId === rungId)?._count._all ?? 0;
  const rungIds = new Set(rungs.map((r) => r.id));
  // A session whose rung was deleted keeps its rungId null (SetNull): it is outside the ladder now.
  const free = sessions.filter((s) => !s.rungId || !rungIds.has(s.rungId));
  const plan = patient.practicePlan;

  return {
    patientId,
    patient: { username: patient.username, ocdType: patient.ocdType, joinedAt: patient.createdAt.toISOString() },
    timeZone,
    from: from.toISOString(),
    to: now.toISOString(),
    weeks: summariseWeeks(
      periodWeeks.map((w) => ({ start: w.start, label: w.days[0]!.label, from: w.from, to: w.to, days: w.days })),
      completions.map((c) => c.completedAt!),
      entries.map((e) => ({ occurredAt: e.occurredAt, urge: e.urge, outcome: e.outcome as CompulsionOutcome })),
      periods,
    ),
    // Oldest first: a trend reads left to right.
    checkIns: checkIns.reverse().map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    ladder: rungs.map((r, i) => ({
      id: r.id,
      step: i + 1,
      situation: r.situation,
      compulsionToResist: r.compulsionToResist,
      expectedAnxiety: r.expectedAnxiety,
      mastered: r.mastered,
      assignedBy: r.assignedBy?.username ?? null,
      assignedAt: r.assignedAt?.toISOString() ?? null,
      sessions: sessions.filter((s) => s.rungId === r.id).slice(0, RUNG_SESSIONS_SHOWN).map(toSession),
      sessionCount: countOf(r.id),
    })),
    declinedRungs: declined.map((d) => ({
      id: d.id,
      situation: d.situation,
      compulsionToResist: d.compulsionToResist,
      suggestedBy: d.suggestedBy?.username ?? null,
      suggestedAt: d.suggestedAt.toISOString(),
      declinedAt: d.declinedAt.toISOString(),
    })),
    freeSessions: free.slice(0, FREE_SESSIONS_SHOWN).map(toSession),
    freeSessionCount: sessionCount - rungs.reduce((n, r) => n + countOf(r.id), 0),
    plan: plan && { days: [...plan.days].sort((a, b) => a - b), status: plan.status, setBy: plan.setBy?.username ?? null, since: plan.updatedAt.toISOString() },
    sessionCount,
    completedCount,
    safetyEvents: events.map(
      (e): TreatmentSafetyEvent => ({
        id: e.id,
        level: e.level === "crisis" ? "crisis" : "check_in",
        source: e.source,
        categories: e.categories,
        answer: e.answer === "yes" || e.answer === "no" ? e.answer : null,
        answeredAt: e.answeredAt?.toISOString() ?? null,
        createdAt: e.createdAt.toISOString(),
      }),
    ),
    safetyEventCount: eventCount,
    earlierSafetyEventCount: earlierEventCount,
  };
}
