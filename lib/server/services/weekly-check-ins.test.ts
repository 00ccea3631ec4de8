// The weekly check-in: five answers of 0-4, a total of 0-20, once a week and not on demand (409 with
// the time it opens, also for two answers sent at once), the words checked by the clinical-language
// guard, ownership and the audited admin read.
import { describe, expect, it } from "vitest";
import {
  CHECK_IN_INTERVAL_DAYS,
  CHECK_IN_NOT_A_TEST,
  CHECK_IN_QUESTIONS,
  changeText,
  CHECK_IN_DIMENSIONS,
} from "@/lib/domain/weekly-check-in";
import { WeeklyCheckInCreate, WeeklyCheckInCreated } from "@/lib/domain/weekly-check-in-schemas";
import { findForbidden } from "@/lib/server/safety/guard";
import { db } from "@/lib/server/db";
import { actorOf, createUser } from "@/tests/factories";
import { decodeCursor } from "@/lib/server/http/paging";
import { checkInStatus, createWeeklyCheckIn, listWeeklyCheckIns } from "./weekly-check-ins";

const DAY = 86_400_000;
const T0 = new Date("2026-11-01T19:30:00Z");
const at = (days: number, hours = 0) => new Date(T0.getTime() + days * DAY + hours * 3_600_000);

describe("the questions", () => {
  it("ask about the five dimensions in order, with five answers each, in words the guard allows", () => {
    expect(CHECK_IN_QUESTIONS.map((q) => q.dimension)).toEqual([...CHECK_IN_DIMENSIONS]);
    expect(CHECK_IN_DIMENSIONS).toEqual(["time", "interference", "distress", "resistance", "control"]);
    for (const q of CHECK_IN_QUESTIONS) {
      expect(q.answers).toHaveLength(5);
      expect(findForbidden(q.question, ...q.answers), q.dimension).toBeNull();
    }
    expect(findForbidden(CHECK_IN_NOT_A_TEST)).toBeNull();
  });

  it("say plainly they are not a test and name no condition, and compare the person with nobody", () => {
    expect(CHECK_IN_NOT_A_TEST).toMatch(/not a test/);
    expect(CHECK_IN_NOT_A_TEST).toMatch(/does not name or rule out any condition/);
    expect(CHECK_IN_NOT_A_TEST).toMatch(/compared with nobody else's/);
    const all = CHECK_IN_QUESTIONS.flatMap((q) => [q.question, ...q.answers]).join(" ").toLowerCase();
    for (const word of ["mild", "moderate", "severe", "extreme", "average person", "others", "normal"]) expect(all).not.toContain(word);
  });

  it("describe the change from the person's own previous total only", () => {
    expect(changeText(9, null)).toBeNull();
    expect(changeText(9, 12)).toBe("3 points lower than your previous check-in.");
    expect(changeText(13, 12)).toBe("1 point higher than your previous check-in.");
    expect(changeText(12, 12)).toBe("The same total as your previous check-in.");
  });
});

describe("WeeklyCheckInCreate", () => {
  it("takes exactly five whole numbers from 0 to 4", () => {
    expect(WeeklyCheckInCreate.safeParse({ answers: [0, 1, 2, 3, 4] }).success).toBe(true);
    for (const answers of [[0, 1, 2, 3], [0, 1, 2, 3, 4, 0], [0, 1, 2, 3, 5], [0, 1, 2, 3, -1], [0, 1, 2.5, 3, 4], ["1", 1, 1, 1, 1]]) {
      expect(WeeklyCheckInCreate.safeParse({ answers }).success, JSON.stringify(answers)).toBe(false);
    }
    // A total the client worked out is ignored: the server counts it.
    expect(WeeklyCheckInCreate.parse({ answers: [0, 0, 0, 0, 0], total: 20 })).toEqual({ answers: [0, 0, 0, 0, 0] });
  });
});

describe("answering the check-in", () => {
  it("stores the answers and their total, and says when the next one opens", async () => {
    const a = await createUser({ complete: true });
    expect(await checkInStatus(actorOf(a), a.id, T0)).toEqual({ due: true, nextDueAt: T0.toISOString(), latest: null });
    const made = await createWeeklyCheckIn(actorOf(a), a.id, { answers: [4, 4, 4, 4, 4] }, T0);
    expect(WeeklyCheckInCreated.parse(made)).toEqual(made);
    expect(made).toMatchObject({ userId: a.id, answers: [4, 4, 4, 4, 4], total: 20, createdAt: T0.toISOString(), nextDueAt: at(CHECK_IN_INTERVAL_DAYS).toISOString() });
    const status = await checkInStatus(actorOf(a), a.id, at(1));
    expect(status).toMatchObject({ due: false, nextDueAt: made.nextDueAt, latest: { id: made.id, total: 20 } });
  });

  it("is not repeatable on demand: 409 with the time it opens, until then", async () => {
    const a = await createUser({ complete: true });
    await createWeeklyCheckIn(actorOf(a), a.id, { answers: [1, 1, 1, 1, 1] }, T0);
    const opens = at(CHECK_IN_INTERVAL_DAYS).toISOString();
    for (const when of [T0, at(0, 1), at(3), at(CHECK_IN_INTERVAL_DAYS, -0.01)]) {
      await expect(createWeeklyCheckIn(actorOf(a), a.id, { answers: [0, 0, 0, 0, 0] }, when)).rejects.toMatchObject({ status: 409, extra: { nextDueAt: opens } });
    }
    const next = await createWeeklyCheckIn(actorOf(a), a.id, { answers: [0, 1, 0, 1, 0] }, at(CHECK_IN_INTERVAL_DAYS));
    expect(next.total).toBe(2);
    expect((await listWeeklyCheckIns(actorOf(a), a.id, {})).items.map((c) => c.total)).toEqual([2, 5]);
  });

  it("records one of two answers sent at the same moment; the other gets 409", async () => {
    const a = await createUser({ complete: true });
    const results = await Promise.allSettled([
      createWeeklyCheckIn(actorOf(a), a.id, { answers: [2, 2, 2, 2, 2] }, T0),
      createWeeklyCheckIn(actorOf(a), a.id, { answers: [3, 3, 3, 3, 3] }, T0),
      createWeeklyCheckIn(actorOf(a), a.id, { answers: [1, 1, 1, 1, 1] }, T0),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    expect(await (await db()).weeklyCheckIn.count({ where: { userId: a.id } })).toBe(1);
  });

  it("is only for oneself, admins included", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await expect(createWeeklyCheckIn(actorOf(admin), a.id, { answers: [0, 0, 0, 0, 0] }, T0)).rejects.toMatchObject({ status: 403 });
    await expect(checkInStatus(actorOf(admin), a.id, T0)).rejects.toMatchObject({ status: 403 });
  });
});

describe("reading check-ins", () => {
  it("pages newest first, refuses other users and audits an admin's read", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    for (let week = 0; week < 5; week++) await createWeeklyCheckIn(actorOf(a), a.id, { answers: [week % 5, 0, 0, 0, 0] }, at(week * 7));
    const first = await listWeeklyCheckIns(actorOf(a), a.id, { limit: 3 });
    expect(first.items.map((c) => c.total)).toEqual([4, 3, 2]);
    const second = await listWeeklyCheckIns(actorOf(a), a.id, { limit: 3, cursor: decodeCursor(first.nextCursor!, "check-ins")! });
    expect(second.items.map((c) => c.total)).toEqual([1, 0]);
    expect(second.nextCursor).toBeNull();
    await expect(listWeeklyCheckIns(actorOf(b), a.id, {})).rejects.toMatchObject({ status: 403 });
    expect((await listWeeklyCheckIns(actorOf(admin), a.id, {})).items).toHaveLength(5);
    const audit = await (await db()).adminAuditLog.findMany({ where: { targetUserId: a.id } });
    expect(audit.map((r) => r.action)).toEqual(["view_check_ins"]);
  });
});
