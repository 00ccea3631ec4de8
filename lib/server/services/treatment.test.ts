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
    expect(t.sessions.map((s) => s.trigger)).toEqual(["tap", "stove", "door"]);
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
    expect(t).toMatchObject({ checkIns: [], sessions: [], safetyEvents: [], safetyEventCount: 0, earlierSafetyEventCount: 0 });
  });
});
