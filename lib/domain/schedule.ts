// When the between-session e-mails are due (decision 038), in the person's own IANA time zone with
// date-fns and @date-fns/tz: a session reminder on a planned weekday once the local clock reaches the
// reminder time (a time the clocks skip, e.g. 02:30 when they go forward, is reached at 03:00; a time
// they repeat is reached the first time), and the weekly summary on Monday from 09:00, for the
// Monday-to-Sunday week before. Pure: the clock is always passed in.
import { TZDate } from "@date-fns/tz";
import { addDays, format, getISODay, startOfDay, startOfWeek } from "date-fns";

export { REMINDER_TIME, WEEKDAYS, WEEKDAY_LABELS, WEEKDAY_SHORT } from "./plan-limits";

/** The weekly summary goes out on Monday from this local hour. */
export const SUMMARY_HOUR = 9;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export interface LocalClock {
  /** The local calendar day, yyyy-MM-dd. */
  day: string;
  /** ISO weekday, 1 Monday ... 7 Sunday. */
  weekday: number;
  /** Minutes since local midnight on the wall clock. */
  minutes: number;
}

export function localClock(now: Date, timeZone: string): LocalClock {
  const local = new TZDate(now.getTime(), timeZone);
  return { day: format(local, "yyyy-MM-dd"), weekday: getISODay(local), minutes: local.getHours() * 60 + local.getMinutes() };
}

/**
 * The local day a session reminder is due for at `now`, or null. Due from the reminder time to the end
 * of that planned day, so a run that was missed (or a mail that failed) is made good later the same day,
 * never the next.
 */
export function reminderDueDay(plan: { days: readonly number[]; reminderTime: string; timeZone: string }, now: Date): string | null {
  const clock = localClock(now, plan.timeZone);
  if (!plan.days.includes(clock.weekday)) return null;
  return clock.minutes >= minutesOf(plan.reminderTime) ? clock.day : null;
}

export interface SummaryWeek {
  /** The Monday the summary is sent on (its key), yyyy-MM-dd. */
  day: string;
  /** The week it counts: the Monday before, 00:00, to this Monday, 00:00, local. */
  from: Date;
  to: Date;
  /** For the e-mail: "Nov 16 – Nov 22". */
  label: string;
  /** Its seven local days, Monday first: what the plan asked for is counted by day. */
  days: { from: Date; to: Date }[];
}

/** The weekly summary due at `now` in this zone (Monday from SUMMARY_HOUR to midnight), or null. */
export function summaryDue(timeZone: string, now: Date): SummaryWeek | null {
  const local = new TZDate(now.getTime(), timeZone);
  if (getISODay(local) !== 1 || local.getHours() < SUMMARY_HOUR) return null;
  const monday = startOfDay(local);
  const previous = startOfWeek(addDays(monday, -1), { weekStartsOn: 1 });
  return {
    day: format(monday, "yyyy-MM-dd"),
    from: new Date(previous.getTime()),
    to: new Date(monday.getTime()),
    label: `${format(previous, "MMM d")} – ${format(addDays(monday, -1), "MMM d")}`,
    days: [0, 1, 2, 3, 4, 5, 6].map((i) => ({ from: new Date(addDays(previous, i).getTime()), to: new Date(addDays(previous, i + 1).getTime()) })),
  };
}

/** Today's plan in words, for home: "Today, Wednesday, at 18:30" or the next planned day. */
export function nextPractice(plan: { days: readonly number[]; reminderTime: string; timeZone: string }, now: Date): { today: boolean; weekday: number } | null {
  if (plan.days.length === 0) return null;
  const clock = localClock(now, plan.timeZone);
  for (let i = 0; i < 7; i++) {
    const weekday = ((clock.weekday - 1 + i) % 7) + 1;
    if (plan.days.includes(weekday)) return { today: i === 0, weekday };
  }
  return null;
}
