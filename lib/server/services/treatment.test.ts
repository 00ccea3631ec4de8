// The clinician's treatment view against a real database: weeks in the patient's own time zone, practice
// and the compulsion log per week, check-ins oldest first, every safety event of the period (and a count
// of earlier ones), staff only, each read audited as the caller says.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { actorOf, createUser } from "@/tests/factories";
import { getTreatment } from "./treatment";

// A Wednesday, 10:00 in Berlin.
const NOW = new Date("2026-11-25T09:00:00Z");
const at = (iso: string) => new Date(iso);

async function setup() {
  const prisma = await db();
  const admin = actorOf(await createUser({ role: "admin" }));
  const patient = await createUser({ complete: true });
  await prisma.userSettings.create({ data: { userId: patient.id, timeZone: "Europe/Berlin" } });
  return { prisma, admin, patient };
}

async function audit(patientId: string) {
  const prisma = await db();
  return (await prisma.adminAuditLog.findMany({ where: { targetUserId: patientId }, orderBy: { id: "asc" } })).map((r) => r.action);
}

describe("the treatment view", () => {
  it("counts practice and the compulsion log per week, Monday to Sunday in the patient's zone", async () => {
    const { prisma, admin, patient } = await setup();
    const userId = patient.id;
    // Sunday 23:30 Berlin (22:30 UTC) belongs to the week of Nov 16, Monday 00:30 Berlin to the week of Nov 23.
    await prisma.erpSession.createMany({
      data: [
        { userId, trigger: "door", anxietyLevel: 6, duration: 60, completed: true, completedAt: at("2026-11-22T22:30:00Z"), createdAt: at("2026-11-22T22:00:00Z") },
        { userId, trigger: "stove", anxietyLevel: 5, duration: 60, completed: true, completedAt: at("2026-11-22T23:30:00Z"), createdAt: at("2026-11-22T23:00:00Z") },
        { userId, trigger: "tap", anxietyLevel: 4, duration: 60, completed: false, createdAt: at("2026-11-24T08:00:00Z") },
      ],
    });
    await prisma.compulsionEntry.createMany({
      data: [
        { userId, kind: "checking", urge: 8, outcome: "done", occurredAt: at("2026-11-18T10:00:00Z") },
        { userId, kind: "checking", urge: 6, outcome: "resisted", occurredAt: at("2026-11-19T10:00:00Z") },
        { userId, kind: "checking", urge: 5, outcome: "resisted", occurredAt: at("2026-11-23T10:00:00Z") },
        { userId, kind: "washing", urge: 4, outcome: "delayed", delayMinutes: 10, occurredAt: at("2026-11-24T10:00:00Z") },
        // Before the period of 2 weeks: not counted.
        { userId, kind: "washing", urge: 9, outcome: "done", occurredAt: at("2026-11-01T10:00:00Z") },
      ],
    });
    const t = await getTreatment(admin, userId, { weeks: 2, now: NOW });
    expect(t.timeZone).toBe("Europe/Berlin");
    expect(t.from).toBe("2026-11-15T23:00:00.000Z"); // Monday Nov 16, 00:00 in Berlin
    expect(t.weeks).toEqual([
      { start: "2026-11-16", label: "Nov 16", practiceDone: 1, practicePlanned: null, urges: 2, resisted: 1, delayed: 0, done: 1, averageUrge: 7 },
      { start: "2026-11-23", label: "Nov 23", practiceDone: 1, practicePlanned: null, urges: 2, resisted: 1, delayed: 1, done: 0, averageUrge: 4.5 },
    ]);
    expect(t.freeSessions.map((s) => s.trigger)).toEqual(["tap", "stove", "door"]);
    expect([t.sessionCount, t.completedCount]).toEqual([3, 2]);
  });

  it("shows the check-in trend oldest first, and every safety event of the period newest first, with earlier ones counted", async () => {
    const { prisma, admin, patient } = await setup();
    const userId = patient.id;
    await prisma.weeklyCheckIn.createMany({
      data: [
        { userId, answers: [3, 3, 3, 2, 3], total: 14, createdAt: at("2026-11-10T09:00:00Z") },
        { userId, answers: [2, 2, 2, 2, 2], total: 10, createdAt: at("2026-11-17T09:00:00Z") },
        { userId, answers: [2, 1, 2, 1, 2], total: 8, createdAt: at("2026-11-24T09:00:00Z") },
      ],
    });
    await prisma.safetyEvent.createMany({
      data: [
        { userId, source: "thought", level: "crisis", categories: ["plan"], createdAt: at("2026-11-20T09:00:00Z") },
        { userId, source: "erp_trigger", level: "check_in", categories: ["wish_dead"], answer: "no", answeredAt: at("2026-11-24T09:05:00Z"), createdAt: at("2026-11-24T09:00:00Z") },
        { userId, source: "thought", level: "check_in", categories: ["wish_dead"], createdAt: at("2026-09-01T09:00:00Z") },
      ],
    });
    const t = await getTreatment(admin, userId, { weeks: 4, now: NOW });
    expect(t.checkIns.map((c) => c.total)).toEqual([14, 10, 8]);
    expect(t.safetyEvents.map((e) => [e.level, e.source, e.answer, e.categories])).toEqual([
      ["check_in", "erp_trigger", "no", ["wish_dead"]],
      ["crisis", "thought", null, ["plan"]],
    ]);
    expect([t.safetyEventCount, t.earlierSafetyEventCount]).toEqual([2, 1]);
  });

  it("shows the ladder in the person's order, each rung with its newest sessions, and the sessions outside it", async () => {
    const { prisma, admin, patient } = await setup();
    const userId = patient.id;
    const mine = await prisma.ladderRung.create({ data: { userId, situation: "Touch the bin lid", compulsionToResist: "No washing for an hour", expectedAnxiety: 6, position: 1 } });
    const suggested = await prisma.ladderRung.create({
      data: { userId, situation: "Use a public tap", compulsionToResist: "No sanitizer", expectedAnxiety: 4, position: 0, assignedById: admin.id, assignedAt: at("2026-11-10T09:00:00Z") },
    });
    for (let i = 0; i < 7; i++) {
      await prisma.erpSession.create({
        data: {
          userId, rungId: mine.id, trigger: "bin lid", anxietyLevel: 7, duration: 600, completed: true, completedAt: at(`2026-11-1${i}T10:00:00Z`),
          createdAt: at(`2026-11-1${i}T09:50:00Z`), anxietyPeak: 8, anxietyAfter: 3 + (i % 2), expectedOutcome: "I will get ill", expectedLikelihood: 80, outcomeHappened: "no", didCompulsion: i === 0,
        },
      });
    }
    await prisma.erpSession.create({ data: { userId, trigger: "a free one", anxietyLevel: 5, duration: 60, createdAt: at("2026-11-24T08:00:00Z"), expectedOutcome: "x".repeat(400) } });
    const t = await getTreatment(admin, userId, { weeks: 4, now: NOW });
    expect(t.ladder.map((r) => [r.step, r.situation, r.assignedBy, r.sessionCount, r.sessions.length])).toEqual([
      [1, "Use a public tap", (await prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).username, 0, 0],
      [2, "Touch the bin lid", null, 7, 5],
    ]);
    expect(t.ladder[1]!.sessions[0]).toMatchObject({ anxietyBefore: 7, anxietyPeak: 8, anxietyAfter: 3, expectedLikelihood: 80, outcomeHappened: "no", didCompulsion: false, createdAt: "2026-11-16T09:50:00.000Z" });
    expect(t.freeSessions.map((s) => s.trigger)).toEqual(["a free one"]);
    expect(t.freeSessions[0]!.expectedOutcome).toHaveLength(160);
    expect([t.freeSessionCount, t.sessionCount]).toEqual([1, 8]);
    expect(suggested.id).toBe(t.ladder[0]!.id);
  });

  it("lists the suggestions the patient declined in the period, newest first, with who suggested them", async () => {
    const { prisma, admin, patient } = await setup();
    const userId = patient.id;
    const suggestedAt = at("2026-11-02T09:00:00Z");
    for (const [situation, declinedAt] of [
      ["Touch the lift button", "2026-11-20T10:00:00Z"],
      ["Use a shared mug", "2026-11-24T10:00:00Z"],
      ["Long ago", "2026-01-05T10:00:00Z"],
    ] as const) {
      await prisma.declinedRung.create({ data: { userId, situation, compulsionToResist: "No washing", suggestedById: admin.id, suggestedAt, declinedAt: at(declinedAt) } });
    }
    const t = await getTreatment(admin, userId, { weeks: 4, now: NOW });
    const name = (await prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).username;
    expect(t.declinedRungs.map((d) => [d.situation, d.suggestedBy, d.suggestedAt, d.declinedAt])).toEqual([
      ["Use a shared mug", name, suggestedAt.toISOString(), "2026-11-24T10:00:00.000Z"],
      ["Touch the lift button", name, suggestedAt.toISOString(), "2026-11-20T10:00:00.000Z"],
    ]);
  });

  it("plans each week by the plan in force then: its days from the day it was set until it changed", async () => {
    const { prisma, admin, patient } = await setup();
    const userId = patient.id;
    // Mon, Wed, Fri from Nov 1; changed on Wednesday Nov 18 at 10:00 in Berlin to Tue and Sat.
    await prisma.practicePlanPeriod.create({ data: { userId, days: [1, 3, 5], activeFrom: at("2026-11-01T09:00:00Z"), activeUntil: at("2026-11-18T09:00:00Z") } });
    await prisma.practicePlanPeriod.create({ data: { userId, days: [2, 6], activeFrom: at("2026-11-18T09:00:00Z") } });
    await prisma.practicePlan.create({ data: { userId, days: [2, 6], reminderTime: "18:00", timeZone: "Europe/Berlin", status: "active", updatedAt: at("2026-11-18T09:00:00Z") } });
    const t = await getTreatment(admin, userId, { weeks: 4, now: NOW });
    // The week of the change: Monday and Wednesday under the old plan, Saturday under the new one.
    expect(t.weeks.map((w) => [w.start, w.practicePlanned])).toEqual([
      ["2026-11-02", 3],
      ["2026-11-09", 3],
      ["2026-11-16", 3],
      ["2026-11-23", 2],
    ]);
    expect(t.plan).toMatchObject({ days: [2, 6], status: "active", setBy: null });
  });

  it("is for staff only, 404 for an unknown patient, and audited as the caller says", async () => {
    const { admin, patient } = await setup();
    await expect(getTreatment(actorOf(patient), patient.id, { now: NOW })).rejects.toMatchObject({ status: 403 });
    await expect(getTreatment(admin, randomUUID(), { now: NOW })).rejects.toMatchObject({ status: 404 });
    await expect(getTreatment(admin, randomUUID(), { now: NOW, read: "part_of_detail" })).rejects.toMatchObject({ status: 404 });
    await getTreatment(admin, patient.id, { now: NOW });
    await getTreatment(admin, patient.id, { now: NOW, read: "view_report" });
    await getTreatment(admin, patient.id, { now: NOW, read: "part_of_detail" });
    expect(await audit(patient.id)).toEqual(["view_treatment", "view_report"]);
  });

  it("counts weeks in UTC when the patient's zone is unknown, and answers empty weeks for a new patient", async () => {
    const admin = actorOf(await createUser({ role: "admin" }));
    const patient = await createUser();
    const t = await getTreatment(admin, patient.id, { now: NOW });
    expect(t.timeZone).toBe("UTC");
    expect(t.weeks).toHaveLength(12);
    expect(t.weeks.at(-1)).toMatchObject({ start: "2026-11-23", practiceDone: 0, urges: 0, averageUrge: null });
    expect(t).toMatchObject({ checkIns: [], ladder: [], freeSessions: [], plan: null, safetyEvents: [], safetyEventCount: 0, earlierSafetyEventCount: 0 });
  });
});
