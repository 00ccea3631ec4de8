// The compulsion log's week (decision 027): Monday to Sunday in the person's own time zone, and what
// each day held (urges logged; resisted, put off, done; the average and highest urge). Pure, for the
// /log page's chart and its table, and the tests (time zones and daylight-saving weeks included).
import { TZDate } from "@date-fns/tz";
import { addDays, format, isValid, parse, startOfWeek } from "date-fns";
import type { CompulsionOutcome } from "./compulsion-log";

export interface LogWeek {
  /** The Monday, as a local calendar date (yyyy-MM-dd): the page's ?week= value. */
  start: string;
  /** The week's first and last instants: [from, to). */
  from: Date;
  to: Date;
  /** The seven local days. */
  days: { date: string; weekday: string; label: string; from: Date; to: Date }[];
  /** The Mondays of the week before and after (null after: the future holds no entries). */
  previous: string;
  next: string | null;
  isCurrent: boolean;
}

export interface DaySummary {
  date: string;
  weekday: string;
  label: string;
  urges: number;
  resisted: number;
  delayed: number;
  done: number;
  /** One decimal; null on a day with no entry. */
  averageUrge: number | null;
  highestUrge: number | null;
}

const mondayOf = (d: TZDate) => startOfWeek(d, { weekStartsOn: 1 });

/** The week holding `week` (any yyyy-MM-dd in it; the current week when absent, invalid or in the future). */
export function logWeek(timeZone: string, now: Date, week?: string | null): LogWeek {
  const today = new TZDate(now.getTime(), timeZone);
  const current = mondayOf(today);
  let monday = current;
  if (week && /^\d{4}-\d{2}-\d{2}$/.test(week)) {
    const asked = parse(week, "yyyy-MM-dd", new TZDate(now.getTime(), timeZone));
    if (isValid(asked) && asked.getTime() <= today.getTime()) monday = mondayOf(asked);
  }
  const days = Array.from({ length: 7 }, (_, i) => {
    const start = addDays(monday, i);
    return { date: format(start, "yyyy-MM-dd"), weekday: format(start, "EEE"), label: format(start, "MMM d"), from: new Date(start.getTime()), to: new Date(addDays(monday, i + 1).getTime()) };
  });
  const isCurrent = monday.getTime() === current.getTime();
  return {
    start: format(monday, "yyyy-MM-dd"),
    from: days[0]!.from,
    to: days[6]!.to,
    days,
    previous: format(addDays(monday, -7), "yyyy-MM-dd"),
    next: isCurrent ? null : format(addDays(monday, 7), "yyyy-MM-dd"),
    isCurrent,
  };
}

/** Each day of the week with its counts; entries outside the week are ignored. */
export function summariseWeek(week: LogWeek, entries: { occurredAt: string; urge: number; outcome: CompulsionOutcome }[]): DaySummary[] {
  return week.days.map((day) => {
    const mine = entries.filter((e) => {
      const t = new Date(e.occurredAt).getTime();
      return t >= day.from.getTime() && t < day.to.getTime();
    });
    const count = (o: CompulsionOutcome) => mine.filter((e) => e.outcome === o).length;
    const urges = mine.map((e) => e.urge);
    return {
      date: day.date,
      weekday: day.weekday,
      label: day.label,
      urges: mine.length,
      resisted: count("resisted"),
      delayed: count("delayed"),
      done: count("done"),
      averageUrge: urges.length ? Math.round((urges.reduce((a, b) => a + b, 0) / urges.length) * 10) / 10 : null,
      highestUrge: urges.length ? Math.max(...urges) : null,
    };
  });
}
