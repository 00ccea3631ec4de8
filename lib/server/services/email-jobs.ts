// The between-session e-mails (decision 038): 'Session Reminders' on the planned days at the
// person's local reminder time, and the 'Email Notifications' weekly summary (counts only) on Monday
// morning. One run finds what is due at `now`, claims each e-mail by inserting its unique key (person,
// kind, local day) before sending, sends it, and records the result. So each e-mail goes out at most
// once, however many instances or overlapping runs try; a failed send (Resend down) stays "failed" and
// the next run tries again while it is still due. GET /api/cron/reminders (Vercel Cron) and the
// in-process timer of `npm run dev` / `npm start` both call runDueEmails.
import "server-only";
import { summaryDue, reminderDueDay, type SummaryWeek } from "@/lib/domain/schedule";
import { isTimeZone } from "@/lib/domain/time-zones";
import { db, type Db } from "../db";
import { env } from "../env";
import { errorFields, log } from "../log";
import { sendMail, type Mail } from "../mail";
import { sessionReminderMail, weeklySummaryMail, type BetweenSessionLinks, type WeekCounts } from "../mail/templates";
import { plannedInWeek } from "@/lib/domain/treatment";
import { planPeriodsBetween } from "./practice-plan";
import { unsubscribePageUrl, unsubscribeUrl, type UnsubscribeKind } from "../mail/unsubscribe-token";

export type DispatchKind = "session_reminder" | "weekly_summary";

/** A claim older than this whose run never finished (a crash, a lost instance) may be taken again. */
export const STALE_CLAIM_MS = 10 * 60_000;
/** A mail that keeps failing is given up after this many tries (over eight hours of runs a minute apart). */
export const MAX_ATTEMPTS = 500;
/** E-mails one run sends at most; the rest go on the next run. */
export const MAX_PER_RUN = 200;
/** Dispatch rows are kept this long (they hold no content), then swept. */
export const RETENTION_DAYS = 60;
/** People read per query while looking for what is due. */
const BATCH = 1000;

interface DueMail {
  userId: string;
  kind: DispatchKind;
  localDay: string;
  /** The e-mail, or null when there is nothing worth sending (a summary of an empty week). */
  build: () => Promise<Mail | null>;
}

export interface RunResult {
  due: number;
  sent: number;
  skipped: number;
  failed: number;
}

function links(userId: string, kind: UnsubscribeKind): BetweenSessionLinks {
  const app = env().appUrl;
  return { home: `${app}/home`, settings: `${app}/settings`, oneClick: unsubscribeUrl(userId, kind), unsubscribePage: unsubscribePageUrl(userId, kind) };
}

/** People with an active plan, a verified address and 'Session Reminders' on, whose reminder is due. */
async function dueReminders(prisma: Db, now: Date): Promise<DueMail[]> {
  const due: DueMail[] = [];
  let after: string | undefined;
  for (;;) {
    const plans = await prisma.practicePlan.findMany({
      where: {
        status: "active",
        ...(after ? { userId: { gt: after } } : {}),
        user: { emailVerified: true, OR: [{ settings: { is: null } }, { settings: { is: { sessionReminders: true } } }] },
      },
      orderBy: { userId: "asc" },
      take: BATCH,
      select: { userId: true, days: true, reminderTime: true, timeZone: true, user: { select: { email: true, username: true } } },
    });
    for (const p of plans) {
      if (!isTimeZone(p.timeZone)) continue;
      const day = reminderDueDay(p, now);
      if (day) due.push({ userId: p.userId, kind: "session_reminder", localDay: day, build: async () => sessionReminderMail(p.user.email, p.user.username, links(p.userId, "reminders")) });
    }
    if (plans.length < BATCH) return due;
    after = plans.at(-1)!.userId;
  }
}

/**
 * The week's counts for the summary, for one person, once a week: indexed counts, the log by outcome,
 * and the sessions the plan in force that week asked for (decision 048's amendment keeps its history).
 */
async function weekCounts(prisma: Db, userId: string, week: SummaryWeek): Promise<WeekCounts> {
  const range = { gte: week.from, lt: week.to };
  const [sessions, byOutcome, thoughts, checkIns, periods] = await Promise.all([
    prisma.erpSession.count({ where: { userId, completed: true, completedAt: range } }),
    prisma.compulsionEntry.groupBy({ by: ["outcome"], where: { userId, occurredAt: range }, _count: { _all: true } }),
    prisma.thoughtLog.count({ where: { userId, createdAt: range } }),
    prisma.weeklyCheckIn.count({ where: { userId, createdAt: range } }),
    planPeriodsBetween(prisma, userId, week.from, week.to),
  ]);
  const logged = (keep: (outcome: string) => boolean) => byOutcome.filter((g) => keep(g.outcome)).reduce((n, g) => n + g._count._all, 0);
  return {
    sessions,
    planned: plannedInWeek(week.days, periods),
    logEntries: logged(() => true),
    resistedOrDelayed: logged((o) => o === "resisted" || o === "delayed"),
    thoughts,
    checkInAnswered: checkIns > 0,
  };
}

/**
 * People with a verified address and 'Email Notifications' on, whose account is older than a week, for
 * whom it is Monday from 09:00 in their own zone (their browser's, else their plan's, else UTC). Monday
 * morning somewhere falls between Sunday and Tuesday in UTC, so other days read nobody.
 */
async function dueSummaries(prisma: Db, now: Date): Promise<DueMail[]> {
  if (![0, 1, 2].includes(now.getUTCDay())) return [];
  const due: DueMail[] = [];
  let after: string | undefined;
  for (;;) {
    const users = await prisma.user.findMany({
      where: {
        emailVerified: true,
        createdAt: { lt: new Date(now.getTime() - 7 * 86_400_000) },
        ...(after ? { id: { gt: after } } : {}),
        OR: [{ settings: { is: null } }, { settings: { is: { emailNotifications: true } } }],
        // This week's summary settled already (summaries are a week apart): not read again every run.
        emailDispatches: { none: { kind: "weekly_summary", status: { in: ["sent", "skipped"] }, createdAt: { gte: new Date(now.getTime() - 3 * 86_400_000) } } },
      },
      orderBy: { id: "asc" },
      take: BATCH,
      select: { id: true, email: true, username: true, settings: { select: { timeZone: true } }, practicePlan: { select: { timeZone: true } } },
    });
    for (const u of users) {
      const zone = [u.settings?.timeZone, u.practicePlan?.timeZone].find((z): z is string => !!z && isTimeZone(z)) ?? "UTC";
      const week = summaryDue(zone, now);
      if (!week) continue;
      due.push({
        userId: u.id,
        kind: "weekly_summary",
        localDay: week.day,
        build: async () => {
          const counts = await weekCounts(prisma, u.id, week);
          // A week without anything in it gets no e-mail: the summary is never a nudge or a reproach.
          if (counts.sessions + counts.logEntries + counts.thoughts === 0 && !counts.checkInAnswered) return null;
          return weeklySummaryMail(u.email, u.username, week.label, counts, links(u.id, "summary"));
        },
      });
    }
    if (users.length < BATCH) return due;
    after = users.at(-1)!.id;
  }
}

type Key = Pick<DueMail, "userId" | "kind" | "localDay">;

/**
 * Takes the e-mail for this run: a new row (the unique key refuses a second), or a row whose last try
 * failed, or whose run died mid-way (claimed long ago and never finished). Only one run can win.
 */
export async function claimDispatch(prisma: Db, { userId, kind, localDay }: Key, now: Date): Promise<Date | null> {
  const key = { userId, kind, localDay };
  const created = await prisma.emailDispatch.createMany({ data: [{ ...key, status: "sending", attempts: 1, claimedAt: now, createdAt: now }], skipDuplicates: true });
  if (created.count === 1) return now;
  const retaken = await prisma.emailDispatch.updateMany({
    where: { ...key, attempts: { lt: MAX_ATTEMPTS }, OR: [{ status: "failed" }, { status: "sending", claimedAt: { lt: new Date(now.getTime() - STALE_CLAIM_MS) } }] },
    data: { status: "sending", claimedAt: now, attempts: { increment: 1 } },
  });
  return retaken.count === 1 ? now : null;
}

/** A short reason to keep with a failed send: an error's type, never its text (it could hold an address). */
function failureCode(e: unknown): string {
  if (e instanceof Error) return (e.message.startsWith("Resend refused") ? e.message.replace(/^Resend refused the e-mail: /, "resend:") : e.name).slice(0, 60);
  return "unknown";
}

async function deliver(prisma: Db, mail: DueMail, now: Date): Promise<"sent" | "skipped" | "failed" | "taken"> {
  const claimedAt = await claimDispatch(prisma, mail, now);
  if (!claimedAt) return "taken";
  const mine = { userId: mail.userId, kind: mail.kind, localDay: mail.localDay, status: "sending", claimedAt };
  try {
    const content = await mail.build();
    if (!content) {
      await prisma.emailDispatch.updateMany({ where: mine, data: { status: "skipped" } });
      return "skipped";
    }
    await sendMail({ ...content, idempotencyKey: `${mail.kind}/${mail.userId}/${mail.localDay}` });
    await prisma.emailDispatch.updateMany({ where: mine, data: { status: "sent", sentAt: new Date(), lastError: null } });
    log.info("email.sent", { kind: mail.kind, userId: mail.userId, localDay: mail.localDay });
    return "sent";
  } catch (e) {
    await prisma.emailDispatch.updateMany({ where: mine, data: { status: "failed", lastError: failureCode(e) } });
    log.warn("email.failed", { kind: mail.kind, userId: mail.userId, localDay: mail.localDay, ...errorFields(e) });
    return "failed";
  }
}

/** One run: everything due at `now` that has not gone out yet. */
export async function runDueEmails(now = new Date()): Promise<RunResult> {
  const prisma = await db();
  const due = [...(await dueReminders(prisma, now)), ...(await dueSummaries(prisma, now))];
  const result: RunResult = { due: due.length, sent: 0, skipped: 0, failed: 0 };
  // What went out (or was skipped) earlier today is not claimed again: one read for the whole run.
  const done = new Set<string>();
  const keyOf = (k: Key) => `${k.userId}|${k.kind}|${k.localDay}`;
  for (let i = 0; i < due.length; i += BATCH) {
    const rows = await prisma.emailDispatch.findMany({
      where: { status: { in: ["sent", "skipped"] }, OR: due.slice(i, i + BATCH).map(({ userId, kind, localDay }) => ({ userId, kind, localDay })) },
      select: { userId: true, kind: true, localDay: true },
    });
    for (const r of rows) done.add(keyOf(r as Key));
  }
  let attempted = 0;
  for (const mail of due) {
    if (done.has(keyOf(mail))) continue;
    if (attempted++ >= MAX_PER_RUN) break;
    const outcome = await deliver(prisma, mail, now);
    if (outcome !== "taken") result[outcome]++;
  }
  await prisma.emailDispatch.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - RETENTION_DAYS * 86_400_000) } } });
  if (result.sent + result.failed > 0) log.info("email.run", { ...result });
  return result;
}
