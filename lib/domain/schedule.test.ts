// The e-mails' clock in the person's own time zone, with an injected clock: planned weekdays, the
// reminder time, days that change with the zone, and both daylight-saving changes (a skipped and a
// repeated hour), for reminders and the Monday summary.
import { describe, expect, it } from "vitest";
import { localClock, nextPractice, REMINDER_TIME, reminderDueDay, summaryDue } from "./schedule";

const plan = (over: Partial<{ days: number[]; reminderTime: string; timeZone: string }> = {}) => ({ days: [1, 3, 5], reminderTime: "18:30", timeZone: "Europe/Berlin", ...over });

describe("the session reminder", () => {
  it("is due on a planned day from the local reminder time to the end of that day", () => {
    // Wednesday 2026-11-25; Berlin is UTC+1 in November.
    expect(reminderDueDay(plan(), new Date("2026-11-25T17:29:00Z"))).toBeNull(); // 18:29 local
    expect(reminderDueDay(plan(), new Date("2026-11-25T17:30:00Z"))).toBe("2026-11-25"); // 18:30 local
    expect(reminderDueDay(plan(), new Date("2026-11-25T22:59:00Z"))).toBe("2026-11-25"); // 23:59 local
    expect(reminderDueDay(plan(), new Date("2026-11-25T23:00:00Z"))).toBeNull(); // Thursday 00:00, not planned
    expect(reminderDueDay(plan(), new Date("2026-11-24T20:00:00Z"))).toBeNull(); // Tuesday, not planned
  });

  it("follows the person's zone, not the server's: one instant is Wednesday in Tokyo and Tuesday in Los Angeles", () => {
    const now = new Date("2026-11-25T02:00:00Z");
    expect(reminderDueDay(plan({ days: [3], reminderTime: "09:00", timeZone: "Asia/Tokyo" }), now)).toBe("2026-11-25"); // 11:00 Wed
    expect(reminderDueDay(plan({ days: [3], reminderTime: "09:00", timeZone: "America/Los_Angeles" }), now)).toBeNull(); // 18:00 Tue
    expect(reminderDueDay(plan({ days: [2], reminderTime: "17:00", timeZone: "America/Los_Angeles" }), now)).toBe("2026-11-24");
    expect(reminderDueDay(plan({ days: [3], reminderTime: "07:30", timeZone: "Asia/Kolkata" }), now)).toBe("2026-11-25"); // 07:30 exactly (UTC+5:30)
  });

  it("keeps the wall-clock time across the spring change, and reaches a skipped time when the clocks jump past it", () => {
    // Europe/Berlin goes from 02:00 to 03:00 on Sunday 2026-03-29.
    const sunday = plan({ days: [7], reminderTime: "02:30" });
    expect(reminderDueDay(sunday, new Date("2026-03-29T00:59:00Z"))).toBeNull(); // 01:59 CET
    expect(reminderDueDay(sunday, new Date("2026-03-29T01:00:00Z"))).toBe("2026-03-29"); // 03:00 CEST: 02:30 was skipped
    // The Saturday before, 18:30 is 17:30Z; the Monday after, it is 16:30Z.
    const evening = plan({ days: [6, 1] });
    expect(reminderDueDay(evening, new Date("2026-03-28T17:29:00Z"))).toBeNull();
    expect(reminderDueDay(evening, new Date("2026-03-28T17:30:00Z"))).toBe("2026-03-28");
    expect(reminderDueDay(evening, new Date("2026-03-30T16:29:00Z"))).toBeNull();
    expect(reminderDueDay(evening, new Date("2026-03-30T16:30:00Z"))).toBe("2026-03-30");
  });

  it("is due once on the autumn day whose hour repeats: both passes of 01:30 name the same day", () => {
    // America/New_York repeats 01:00-02:00 on Sunday 2026-11-01.
    const sunday = plan({ days: [7], reminderTime: "01:30", timeZone: "America/New_York" });
    expect(reminderDueDay(sunday, new Date("2026-11-01T05:29:00Z"))).toBeNull(); // 01:29 EDT
    expect(reminderDueDay(sunday, new Date("2026-11-01T05:30:00Z"))).toBe("2026-11-01"); // 01:30 EDT
    expect(reminderDueDay(sunday, new Date("2026-11-01T06:30:00Z"))).toBe("2026-11-01"); // 01:30 EST, same key
    expect(localClock(new Date("2026-11-01T06:30:00Z"), "America/New_York")).toEqual({ day: "2026-11-01", weekday: 7, minutes: 90 });
  });

  it("accepts 24-hour times only", () => {
    for (const t of ["00:00", "09:05", "23:59"]) expect(REMINDER_TIME.test(t), t).toBe(true);
    for (const t of ["24:00", "9:05", "12:60", "12:00:00", "noon", ""]) expect(REMINDER_TIME.test(t), t).toBe(false);
  });
});

describe("the weekly summary", () => {
  it("is due on Monday from 09:00 local, for the Monday-to-Sunday week before", () => {
    expect(summaryDue("Europe/London", new Date("2026-11-30T08:59:00Z"))).toBeNull();
    const due = summaryDue("Europe/London", new Date("2026-11-30T09:00:00Z"))!;
    expect(due.day).toBe("2026-11-30");
    expect(due.from.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(due.to.toISOString()).toBe("2026-11-30T00:00:00.000Z");
    expect(due.label).toBe("Nov 23 – Nov 29");
    expect(summaryDue("Europe/London", new Date("2026-12-01T00:00:00Z"))).toBeNull(); // Tuesday
  });

  it("counts a week of 167 hours when the clocks went forward, in the person's zone", () => {
    const due = summaryDue("Europe/Berlin", new Date("2026-03-30T07:00:00Z"))!; // Monday 09:00 CEST
    expect(due.day).toBe("2026-03-30");
    expect(due.from.toISOString()).toBe("2026-03-22T23:00:00.000Z"); // Monday 00:00 CET
    expect(due.to.toISOString()).toBe("2026-03-29T22:00:00.000Z"); // Monday 00:00 CEST
    expect((due.to.getTime() - due.from.getTime()) / 3_600_000).toBe(167);
  });

  it("is Monday in Auckland while still Sunday in UTC", () => {
    const now = new Date("2026-11-29T21:00:00Z"); // Monday 10:00 in Auckland (UTC+13)
    expect(summaryDue("Pacific/Auckland", now)?.day).toBe("2026-11-30");
    expect(summaryDue("UTC", now)).toBeNull();
  });
});

describe("the next practice", () => {
  it("is today on a planned day, else the next planned weekday", () => {
    const wed = new Date("2026-11-25T12:00:00Z");
    expect(nextPractice(plan({ days: [3] }), wed)).toEqual({ today: true, weekday: 3 });
    expect(nextPractice(plan({ days: [1, 5] }), wed)).toEqual({ today: false, weekday: 5 });
    expect(nextPractice(plan({ days: [2] }), wed)).toEqual({ today: false, weekday: 2 });
    expect(nextPractice(plan({ days: [] }), wed)).toBeNull();
  });
});
