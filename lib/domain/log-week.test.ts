// The log's week in the person's own time zone: Monday to Sunday, days of 23 and 25 hours at the
// daylight-saving changes, the week's navigation, and each day's counts.
import { describe, expect, it } from "vitest";
import { logWeek, summariseWeek } from "./log-week";

describe("the log's week", () => {
  it("runs Monday to Sunday in the person's zone: late Sunday evening in New York is still that week", () => {
    const now = new Date("2026-11-30T03:00:00Z"); // Sunday 22:00 in New York, Monday in Berlin
    const ny = logWeek("America/New_York", now);
    expect(ny.start).toBe("2026-11-23");
    expect(ny.days.map((d) => d.weekday)).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(ny.from.toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(ny.to.toISOString()).toBe("2026-11-30T05:00:00.000Z");
    expect(logWeek("Europe/Berlin", now).start).toBe("2026-11-30");
  });

  it("has a 23-hour Sunday when the clocks go forward and a 25-hour one when they go back", () => {
    const spring = logWeek("Europe/London", new Date("2026-03-29T12:00:00Z"));
    const sunday = spring.days[6]!;
    expect(sunday.date).toBe("2026-03-29");
    expect((sunday.to.getTime() - sunday.from.getTime()) / 3_600_000).toBe(23);
    const autumn = logWeek("Europe/London", new Date("2026-10-25T12:00:00Z"));
    expect((autumn.days[6]!.to.getTime() - autumn.days[6]!.from.getTime()) / 3_600_000).toBe(25);
  });

  it("goes back a week at a time, never into the future, and ignores a week it cannot read", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const current = logWeek("UTC", now);
    expect(current).toMatchObject({ start: "2026-11-23", previous: "2026-11-16", next: null, isCurrent: true });
    expect(logWeek("UTC", now, "2026-11-18")).toMatchObject({ start: "2026-11-16", next: "2026-11-23", isCurrent: false });
    expect(logWeek("UTC", now, "2027-01-04").start).toBe("2026-11-23");
    expect(logWeek("UTC", now, "not-a-date").start).toBe("2026-11-23");
    expect(logWeek("UTC", now, "2026-02-31").start).toBe("2026-11-23");
  });

  it("counts each day's urges, what happened with them, and the average and highest urge", () => {
    const week = logWeek("Asia/Tokyo", new Date("2026-11-25T12:00:00Z"));
    const days = summariseWeek(week, [
      { occurredAt: "2026-11-22T16:00:00Z", urge: 9, outcome: "done" }, // Monday 01:00 in Tokyo
      { occurredAt: "2026-11-23T01:00:00Z", urge: 4, outcome: "resisted" }, // Monday 10:00
      { occurredAt: "2026-11-23T05:00:00Z", urge: 6, outcome: "delayed" },
      { occurredAt: "2026-11-22T14:00:00Z", urge: 10, outcome: "done" }, // Sunday before: not this week
    ]);
    expect(days[0]).toEqual({ date: "2026-11-23", weekday: "Mon", label: "Nov 23", urges: 3, resisted: 1, delayed: 1, done: 1, averageUrge: 6.3, highestUrge: 9 });
    expect(days[1]).toMatchObject({ urges: 0, averageUrge: null, highestUrge: null });
  });
});
