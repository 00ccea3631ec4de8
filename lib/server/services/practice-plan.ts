// The practice plan (decision 037): the days, the local reminder time and the time zone, and
// the ladder rungs to practise. The person sets their own; an admin may set one for a patient,
// recorded as who set it and audited, and it waits as a suggestion until the patient keeps it
// (saving it unchanged) or declines it. Only an active plan sends reminders (services/email-jobs).
import "server-only";
import type { PlanRung, PlanStatus, PracticePlan, PracticePlanInput } from "@/lib/domain/practice-plan";
import type { PlanPeriod } from "@/lib/domain/treatment";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db, type Db } from "../db";
import { AppError, forbidden, notFound } from "../errors";
import { log } from "../log";
import { assertAdmin, assertSelf, authorizeRead, type Actor } from "../auth/access";
import { showedCrisisSupport, SUPPORT_SHOWN } from "./support-shown";

type Tx = Prisma.TransactionClient;

// A step that showed crisis support is never practised (decision 035), so never planned or shown as
// today's practice; a check-in still open is asked when the step is opened, as the session route does.
export const PLAN_RUNG_HAS_SUPPORT = "A step that has support shown with it cannot be part of a practice plan. Please look at the support options on the ladder.";

export const PLAN_SELECT = {
  userId: true,
  days: true,
  reminderTime: true,
  timeZone: true,
  status: true,
  updatedAt: true,
  // The clinician by name only: a staff member's account id never reaches the person (decision 046).
  setBy: { select: { username: true } },
  rungs: { where: { rung: { NOT: SUPPORT_SHOWN } }, orderBy: { position: "asc" }, select: { rung: { select: { id: true, situation: true, compulsionToResist: true, expectedAnxiety: true } } } },
} as const satisfies Prisma.PracticePlanSelect;

type Row = Prisma.PracticePlanGetPayload<{ select: typeof PLAN_SELECT }>;

export function toPlan(row: Row): PracticePlan {
  return {
    userId: row.userId,
    rungs: row.rungs.map((r) => r.rung),
    days: [...row.days].sort((a, b) => a - b),
    reminderTime: row.reminderTime,
    timeZone: row.timeZone,
    status: row.status as PlanStatus,
    setBy: row.setBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The rungs a plan may name: the person's own ladder rungs (400 otherwise) that showed no support (409), checked in the same transaction. */
async function checkRungs(tx: Tx, userId: string, rungIds: string[]): Promise<string[]> {
  const ids = [...new Set(rungIds)];
  if (ids.length === 0) return ids;
  const found = await tx.ladderRung.findMany({ where: { userId, id: { in: ids } }, select: { safetyEvent: { select: { level: true, answer: true } } } });
  if (found.length !== ids.length) throw new AppError("bad_request", "Please choose steps from this person's own ladder", { errors: { rungIds: "Not a step of this ladder" } });
  if (found.some((r) => showedCrisisSupport(r.safetyEvent))) throw new AppError("conflict", PLAN_RUNG_HAS_SUPPORT);
  return ids;
}

/**
 * Keeps the plan's history for the clinician's 'planned' column (decision 048's amendment): the period in
 * force ends when the days change or the plan stops being active, and a new one starts with an active plan.
 */
async function recordPlanPeriod(tx: Tx, userId: string, activeDays: number[] | null, requestedAt: Date): Promise<void> {
  const open = await tx.practicePlanPeriod.findFirst({ where: { userId, activeUntil: null }, select: { id: true, days: true, activeFrom: true } });
  if (open && activeDays && open.days.join() === activeDays.join()) return;
  // Saves are taken one at a time (lockPlanOwner), but each carries the time its request began: a period
  // never ends before it started, whatever order the saves arrived in.
  const now = open && open.activeFrom > requestedAt ? open.activeFrom : requestedAt;
  if (open) await tx.practicePlanPeriod.update({ where: { id: open.id }, data: { activeUntil: now } });
  if (activeDays) await tx.practicePlanPeriod.create({ data: { userId, days: activeDays, activeFrom: now } });
}

/** One change of a person's plan at a time: the next waits on the person's row (saves and declines sent together). */
async function lockPlanOwner(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id"::text AS "id" FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
  return rows.length > 0;
}

/** The plan's periods that overlap [from, to): what 'planned' counts in the treatment view and the weekly e-mail. */
export async function planPeriodsBetween(prisma: Db, userId: string, from: Date, to: Date): Promise<PlanPeriod[]> {
  const rows = await prisma.practicePlanPeriod.findMany({
    where: { userId, activeFrom: { lt: to }, OR: [{ activeUntil: null }, { activeUntil: { gt: from } }] },
    select: { days: true, activeFrom: true, activeUntil: true },
  });
  return rows.map((p) => ({ days: p.days, from: p.activeFrom, until: p.activeUntil }));
}

const sameContent = (row: { days: number[]; reminderTime: string; timeZone: string; rungs: { rungId: string }[] }, input: PracticePlanInput, rungIds: string[]) =>
  [...row.days].sort().join() === [...input.days].sort().join() &&
  row.reminderTime === input.reminderTime &&
  row.timeZone === input.timeZone &&
  row.rungs.map((r) => r.rungId).join() === rungIds.join();

/** GET /api/users/{id}/plan: the plan, or null when there is none (owner, or an admin audited). */
export async function getPracticePlan(actor: Actor, userId: string): Promise<PracticePlan | null> {
  await authorizeRead(actor, userId, "view_practice_plan");
  const prisma = await db();
  const row = await prisma.practicePlan.findUnique({ where: { userId }, select: PLAN_SELECT });
  return row && toPlan(row);
}

/**
 * PUT /api/users/{id}/plan. The person: their plan, active at once; saving a clinician's suggestion
 * unchanged keeps it as theirs to follow and still names the clinician. An admin for someone else: a
 * suggestion, with who set it, recorded in the audit log.
 */
export async function putPracticePlan(actor: Actor, userId: string, input: PracticePlanInput, now = new Date()): Promise<PracticePlan> {
  const bySelf = actor.id === userId;
  if (!bySelf) assertAdmin(actor);
  const prisma = await db();
  const row = await prisma.$transaction(async (tx) => {
    if (!(await lockPlanOwner(tx, userId))) throw notFound("User not found");
    const rungIds = await checkRungs(tx, userId, input.rungIds);
    const current = await tx.practicePlan.findUnique({
      where: { userId },
      select: { days: true, reminderTime: true, timeZone: true, status: true, setById: true, rungs: { orderBy: { position: "asc" }, select: { rungId: true } } },
    });
    const keepsSuggestion = bySelf && current?.status === "suggested" && current.setById !== null && sameContent(current, input, rungIds);
    const data = {
      days: [...input.days].sort((a, b) => a - b),
      reminderTime: input.reminderTime,
      timeZone: input.timeZone,
      status: bySelf ? "active" : "suggested",
      setById: bySelf ? (keepsSuggestion ? current!.setById : null) : actor.id,
    };
    await tx.practicePlan.upsert({ where: { userId }, create: { userId, ...data }, update: data });
    await recordPlanPeriod(tx, userId, data.status === "active" ? data.days : null, now);
    await tx.practicePlanRung.deleteMany({ where: { userId } });
    if (rungIds.length > 0) await tx.practicePlanRung.createMany({ data: rungIds.map((rungId, position) => ({ userId, rungId, position })) });
    if (!bySelf) await tx.adminAuditLog.create({ data: { adminId: actor.id, targetUserId: userId, action: "set_practice_plan" } });
    return tx.practicePlan.findUniqueOrThrow({ where: { userId }, select: PLAN_SELECT });
  });
  log.info("plan.saved", { userId, by: bySelf ? "self" : "staff", status: row.status });
  return toPlan(row);
}

/**
 * DELETE /api/users/{id}/plan: only the person. A clinician's suggestion is kept as declined (so the
 * clinician sees the answer); the person's own plan is removed. Either way no more reminders.
 */
export async function deletePracticePlan(actor: Actor, userId: string, now = new Date()): Promise<void> {
  if (actor.id !== userId) throw actor.role === "admin" ? new AppError("forbidden", "Only the person can decline or remove their plan") : forbidden();
  assertSelf(actor, userId);
  const prisma = await db();
  const declined = await prisma.$transaction(async (tx) => {
    await lockPlanOwner(tx, userId);
    const current = await tx.practicePlan.findUnique({ where: { userId }, select: { status: true, setById: true } });
    if (!current) throw notFound("There is no practice plan");
    // Declining again (a retry, a double click) changes nothing: the clinician still sees the answer.
    if (current.status === "declined") return true;
    if (current.setById && current.status === "suggested") await tx.practicePlan.update({ where: { userId }, data: { status: "declined" } });
    else await tx.practicePlan.delete({ where: { userId } });
    await recordPlanPeriod(tx, userId, null, now);
    return current.status === "suggested";
  });
  log.info("plan.removed", { userId, declined });
}

/** The rungs the person may put in their plan: their ladder, in its order (for /plan). */
export async function planRungChoices(actor: Actor, userId: string): Promise<PlanRung[]> {
  assertSelf(actor, userId);
  const prisma = await db();
  return prisma.ladderRung.findMany({
    where: { userId, NOT: SUPPORT_SHOWN },
    orderBy: { position: "asc" },
    select: { id: true, situation: true, compulsionToResist: true, expectedAnxiety: true },
  });
}
