// A user's own account: settings switches, a copy of all their data, and deleting the account.
import "server-only";
import { countryFromLanguages } from "@/lib/domain/crisis-lines";
import { DEFAULT_SETTINGS, type UserSettings, type UserSettingsPatch } from "@/lib/domain/settings";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { log } from "../log";
import { verifyPassword } from "../auth/password";
import { assertSelf, type Actor } from "../auth/access";
import { accountKey, ipKey, reserveLoginAttempt } from "../limits/login-throttle";
import { forgetHits } from "../limits/rate-limit";
import { assertNotLastAdmin, ONLY_ADMIN_DELETE_MESSAGE } from "./roles";
import { allAccessEntries } from "./access-log";
import { toPublicUser } from "./users";
import { EXPOSURE_COLUMNS } from "./erp";

const SETTINGS_FIELDS = { emailNotifications: true, sessionReminders: true, shareProgress: true, timerSound: true, timerVibration: true, country: true, timeZone: true } as const;

/**
 * The country whose crisis lines a person sees: their setting, else the region of their browser's
 * language (Accept-Language), else OTHER (the worldwide directory).
 */
export async function crisisCountry(userId: string | null, acceptLanguage: string | null): Promise<string> {
  if (userId) {
    const prisma = await db();
    const row = await prisma.userSettings.findUnique({ where: { userId }, select: { country: true } });
    if (row?.country) return row.country;
  }
  return countryFromLanguages(acceptLanguage);
}

/** The person's own time zone as their browser reported it, or null before it has (decision 027). */
export async function savedTimeZone(userId: string): Promise<string | null> {
  const prisma = await db();
  const row = await prisma.userSettings.findUnique({ where: { userId }, select: { timeZone: true } });
  return row?.timeZone ?? null;
}

/** The switches as saved, or the defaults when the user never saved any (no row is created by reading). */
export async function getSettings(actor: Actor, userId: string): Promise<UserSettings> {
  assertSelf(actor, userId);
  const prisma = await db();
  const row = await prisma.userSettings.findUnique({ where: { userId }, select: SETTINGS_FIELDS });
  return row ?? DEFAULT_SETTINGS;
}

export async function updateSettings(actor: Actor, userId: string, patch: UserSettingsPatch): Promise<UserSettings> {
  assertSelf(actor, userId);
  const prisma = await db();
  return prisma.userSettings.upsert({
    where: { userId },
    create: { ...DEFAULT_SETTINGS, ...patch, userId },
    update: patch,
    select: SETTINGS_FIELDS,
  });
}

/** Everything stored about the user, for a download (never the password hash or session data). */
export async function exportUserData(actor: Actor, userId: string, now = new Date()) {
  assertSelf(actor, userId);
  const prisma = await db();
  const user = await prisma.user.findUnique({
    where: { id: userId },
    include: {
      settings: { select: SETTINGS_FIELDS },
      thoughtLogs: { orderBy: { createdAt: "asc" }, select: { id: true, thought: true, aiResponse: true, createdAt: true } },
      // Staff-only notes (decision 045): the download names each note, its author and time, not its
      // text, which stays with the care team (the person can ask their clinician for it).
      notesAbout: { orderBy: { createdAt: "asc" }, select: { id: true, authorName: true, createdAt: true, editedAt: true } },
      safetyEvents: {
        orderBy: { createdAt: "asc" },
        select: { id: true, source: true, level: true, categories: true, answer: true, answeredAt: true, createdAt: true, thoughtLogId: true, erpSessionId: true, compulsionEntryId: true },
      },
      // Between sessions (decisions 027, 028, 037, 038): the log, the weekly check-ins, the plan and the e-mails sent.
      compulsionEntries: {
        orderBy: { occurredAt: "asc" },
        select: { id: true, kind: true, urge: true, outcome: true, delayMinutes: true, note: true, occurredAt: true, createdAt: true },
      },
      weeklyCheckIns: { orderBy: { createdAt: "asc" }, select: { id: true, answers: true, total: true, createdAt: true } },
      practicePlan: {
        select: {
          days: true,
          reminderTime: true,
          timeZone: true,
          status: true,
          createdAt: true,
          updatedAt: true,
          setBy: { select: { username: true } },
          rungs: { orderBy: { position: "asc" }, select: { rungId: true } },
        },
      },
      emailDispatches: { orderBy: { createdAt: "asc" }, select: { kind: true, localDay: true, status: true, sentAt: true } },
      erpSessions: {
        orderBy: { createdAt: "asc" },
        select: {
          id: true,
          trigger: true,
          anxietyLevel: true,
          duration: true,
          mood: true,
          completed: true,
          guidance: true,
          createdAt: true,
          completedAt: true,
          pauseCount: true,
          pausedSeconds: true,
          // Decision 034: the step practised, the expectancy, and what was recorded during and after.
          ...EXPOSURE_COLUMNS,
        },
      },
      // The exposure ladder (decision 033), with who suggested a step when a clinician did.
      ladderRungs: {
        orderBy: { position: "asc" },
        select: {
          id: true,
          situation: true,
          compulsionToResist: true,
          expectedAnxiety: true,
          position: true,
          mastered: true,
          masteredAt: true,
          assignedAt: true,
          createdAt: true,
          updatedAt: true,
          assignedBy: { select: { username: true } },
        },
      },
      // The plan's history: which weekdays were planned when (decision 048's amendment).
      planPeriods: { orderBy: { activeFrom: "asc" }, select: { days: true, activeFrom: true, activeUntil: true } },
      // Steps a clinician suggested and the person declined (decision 033's amendment).
      declinedRungs: {
        orderBy: { declinedAt: "desc" },
        select: { situation: true, compulsionToResist: true, suggestedAt: true, declinedAt: true, suggestedBy: { select: { username: true } } },
      },
    },
  });
  if (!user) throw notFound("User not found");
  const accessLog = await allAccessEntries(userId);
  log.info("account.exported", { userId });
  return {
    exportedAt: now.toISOString(),
    profile: toPublicUser(user),
    settings: user.settings ?? DEFAULT_SETTINGS,
    thoughtLogs: user.thoughtLogs,
    erpSessions: user.erpSessions,
    safetyEvents: user.safetyEvents,
    compulsionLog: user.compulsionEntries,
    weeklyCheckIns: user.weeklyCheckIns,
    practicePlan: user.practicePlan && { ...user.practicePlan, setBy: user.practicePlan.setBy?.username ?? null, rungs: user.practicePlan.rungs.map((r) => r.rungId) },
    practicePlanHistory: user.planPeriods,
    emailsSent: user.emailDispatches,
    exposureLadder: user.ladderRungs.map(({ assignedBy, assignedAt, ...rung }) => ({
      ...rung,
      suggestedByClinician: assignedAt !== null,
      suggestedAt: assignedAt,
      suggestedBy: assignedBy?.username ?? null,
    })),
    declinedSuggestions: user.declinedRungs.map(({ suggestedBy, ...rung }) => ({ ...rung, suggestedBy: suggestedBy?.username ?? null })),
    clinicianNotes: user.notesAbout,
    accessLog,
  };
}

/**
 * Deletes the account after re-checking the password. Every row that belongs to the user goes with it
 * (foreign keys cascade), and so do their failed sign-in counters. Wrong passwords count as failed
 * sign-ins, so a borrowed session cannot be used to guess the password. The last admin cannot leave (decision 044).
 */
export async function deleteAccount(actor: Actor, userId: string, password: string, ip: string): Promise<void> {
  assertSelf(actor, userId);
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true, username: true } });
  if (!user) throw notFound("User not found");
  const attempt = await reserveLoginAttempt({ account: accountKey(user.username, userId), ip: ipKey(ip) });
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("forbidden", "That password is not correct. Your account has not been deleted.");
  }
  await attempt.succeeded();
  await prisma.$transaction(async (tx) => {
    await assertNotLastAdmin(tx, userId, ONLY_ADMIN_DELETE_MESSAGE);
    await tx.user.delete({ where: { id: userId } });
  });
  await forgetHits([], [`ai:${userId}`]); // nothing keyed by the person outlives the account
  log.info("account.deleted", { userId });
}
