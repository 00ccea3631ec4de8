// Safety events: every crisis answer and check-in the risk assessment gave (decision 013), recorded
// with the level and categories but never the words, and the person's answer to a check-in.
import "server-only";
import type { RiskAssessment } from "@/lib/domain/risk";
import { CHECK_IN_QUESTION } from "@/lib/domain/risk";
import { CUSTOM_PREFIX } from "@/lib/domain/field-limits";
import { AiResponse, type RiskSummary, type SafetyCheck, type SafetyCheckAnswer } from "@/lib/domain/thoughts";
import { ErpGuidance } from "@/lib/domain/erp-schemas";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { log } from "../log";
import { assertSelf, type Actor } from "../auth/access";
import { crisisResponse, erpCrisisGuidance } from "../safety/answers";
import { firstStep } from "../ai/thoughts/analysis";
import { assessFearedOutcome, assessRisk } from "../safety/risk/assess";

/** Which kind of free text a safety event came from. */
export type SafetySource = "thought" | "erp_trigger" | "compulsion_note" | "ladder_rung" | "erp_reflection" | "onboarding";

type Tx = Prisma.TransactionClient;

const LEVEL_RANK: Record<RiskAssessment["level"], number> = { none: 0, check_in: 1, crisis: 2 };

const written = (t: string | null | undefined): t is string => Boolean(t?.trim());

/** Several assessments of one record, answered at the highest level found. */
function highest(found: RiskAssessment[]): RiskAssessment {
  const level = found.reduce<RiskAssessment["level"]>((top, a) => (LEVEL_RANK[a.level] > LEVEL_RANK[top] ? a.level : top), "none");
  return { level, reasons: found.filter((a) => a.level === level).flatMap((a) => a.reasons) };
}

/** Several texts of one record (a rung's situation and its compulsion), each assessed on its own as written. */
export function assessEach(...texts: (string | null | undefined)[]): RiskAssessment {
  return highest(texts.filter(written).map(assessRisk));
}

/** An ERP session's trigger, as written, and its answer to "What do you fear will happen?", as a fear (decision 013). */
export function assessTriggerAndFear(trigger: string, fearedOutcome: string | null | undefined): RiskAssessment {
  return highest([assessRisk(trigger), ...(written(fearedOutcome) ? [assessFearedOutcome(fearedOutcome)] : [])]);
}

/**
 * The compulsions an exposure task may name: a compulsion the person described in their own words
 * ('custom:…') is left out when those words raise any risk, so a plan or a wish to die is never echoed
 * back as "your usual response" (the words were assessed, and recorded, when they were saved).
 */
export function compulsionsSafeToName(compulsions: readonly string[]): string[] {
  return compulsions.filter((c) => !c.startsWith(CUSTOM_PREFIX) || assessRisk(c.slice(CUSTOM_PREFIX.length)).level === "none");
}

/** The person's own words among the compulsions they chose. */
export function customCompulsionTexts(compulsions: readonly string[]): string[] {
  return compulsions.filter((c) => c.startsWith(CUSTOM_PREFIX)).map((c) => c.slice(CUSTOM_PREFIX.length));
}


/** The practical step a crisis answer says first (gas or smoke now, a body that needs care now), for the screen that shows it. */
export function firstStepMark(assessment: RiskAssessment, ...texts: (string | null | undefined)[]): { firstStep?: string } {
  if (assessment.level !== "crisis") return {};
  const step = firstStep(texts.filter(written).join(". "), assessment.reasons);
  return step ? { firstStep: step } : {};
}

export function riskSummary(assessment: RiskAssessment): RiskSummary {
  return { level: assessment.level, categories: [...new Set(assessment.reasons.map((r) => r.category))] };
}

/** Records a crisis answer or a check-in; nothing for "none". Returns the event id. */
export async function recordSafetyEvent(
  tx: Tx,
  event: { userId: string; source: SafetySource; assessment: RiskAssessment; thoughtLogId?: string; erpSessionId?: string; compulsionEntryId?: string },
): Promise<string | null> {
  if (event.assessment.level === "none") return null;
  const row = await tx.safetyEvent.create({
    data: {
      userId: event.userId,
      source: event.source,
      level: event.assessment.level,
      categories: riskSummary(event.assessment).categories,
      thoughtLogId: event.thoughtLogId,
      erpSessionId: event.erpSessionId,
      compulsionEntryId: event.compulsionEntryId,
    },
    select: { id: true },
  });
  // Ids only: the words stay out of the logs.
  log.warn("safety.event", { eventId: row.id, source: event.source, level: event.assessment.level });
  return row.id;
}

/** The check-in as a screen needs it, from a recorded event (null for a crisis or no event). */
export function toSafetyCheck(event: { id: string; level: string; answer: string | null } | null): SafetyCheck | null {
  if (!event || event.level !== "check_in") return null;
  return { id: event.id, question: CHECK_IN_QUESTION, answer: event.answer === "yes" || event.answer === "no" ? event.answer : null };
}

/** A crisis event of being harmed by someone: the screen lists the lines for that first (decision 013, amendment n). */
export function beingHarmedMark(event: { level: string; categories: string[] } | null): { beingHarmed?: true } {
  return event?.level === "crisis" && event.categories.includes("harmed") ? { beingHarmed: true } : {};
}

export type SafetyCheckResult =
  | { level: "crisis" | "none"; thoughtLogId: string; aiResponse: AiResponse }
  | { level: "crisis" | "none"; erpSessionId: string; guidance: ErpGuidance }
  | { level: "crisis" | "none"; compulsionEntryId: string }
  | { level: "crisis" | "none"; ladderRungId: string }
  | { level: "crisis" | "none" };

/**
 * POST /api/safety-checks/{id}: the person's own answer, once. Yes replaces the waiting answer with crisis
 * resources; No shows the usual answer (a thought's held analysis, or the exposure the session already has).
 */
/** The record a check-in's source keeps the event with; sources without one ('What did you learn?') are absent. */
const RECORD_OF_SOURCE: Record<string, "thoughtLogId" | "erpSessionId" | "compulsionEntryId" | "ladderRung" | undefined> = {
  thought: "thoughtLogId",
  erp_trigger: "erpSessionId",
  compulsion_note: "compulsionEntryId",
  ladder_rung: "ladderRung",
};

export async function answerSafetyCheck(actor: Actor, eventId: string, input: SafetyCheckAnswer, country: string | null, now = new Date()): Promise<SafetyCheckResult> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const event = await tx.safetyEvent.findUnique({
      where: { id: eventId },
      select: { userId: true, level: true, source: true, answer: true, thoughtLogId: true, erpSessionId: true, compulsionEntryId: true, ladderRung: { select: { id: true } } },
    });
    if (!event || event.level !== "check_in") throw notFound("Check-in not found");
    assertSelf(actor, event.userId);
    // The question of a thought, session or log entry that was deleted since can no longer be answered.
    if (RECORD_OF_SOURCE[event.source] && !event[RECORD_OF_SOURCE[event.source]!]) throw notFound("Check-in not found");
    // Only the first answer counts: a second request (double tap, another tab) changes nothing.
    const claimed = await tx.safetyEvent.updateMany({ where: { id: eventId, answer: null }, data: { answer: input.answer, answeredAt: now } });
    if (claimed.count === 0) throw new AppError("conflict", "This question has already been answered");
    const level = input.answer === "yes" ? "crisis" : "none";
    log.info("safety.check_in_answered", { eventId, answer: input.answer });
    if (event.thoughtLogId) {
      const log = await tx.thoughtLog.findUniqueOrThrow({ where: { id: event.thoughtLogId }, select: { heldResponse: true, aiResponse: true } });
      const aiResponse = level === "crisis" ? crisisResponse(country) : AiResponse.parse(log.heldResponse ?? log.aiResponse);
      await tx.thoughtLog.update({ where: { id: event.thoughtLogId }, data: { aiResponse, heldResponse: Prisma.DbNull, ...(level === "crisis" ? { aiProvider: "safety" } : {}) } });
      return { level, thoughtLogId: event.thoughtLogId, aiResponse };
    }
    if (event.erpSessionId) {
      const session = await tx.erpSession.findUniqueOrThrow({ where: { id: event.erpSessionId }, select: { guidance: true, duration: true } });
      const guidance = level === "crisis" ? erpCrisisGuidance(session.duration, country) : ErpGuidance.parse(session.guidance);
      if (level === "crisis") await tx.erpSession.update({ where: { id: event.erpSessionId }, data: { guidance, aiProvider: "safety" } });
      return { level, erpSessionId: event.erpSessionId, guidance };
    }
    // A log entry's note: nothing waits behind the question; Yes shows crisis resources with the entry.
    if (event.compulsionEntryId) return { level, compulsionEntryId: event.compulsionEntryId };
    // A ladder rung's texts: Yes shows crisis resources with the rung (and no exposure from it), No the rung.
    if (event.ladderRung) return { level, ladderRungId: event.ladderRung.id };
    // A text with no record of its own ('What did you learn?'): Yes shows crisis resources where it was asked.
    return { level };
  });
}
