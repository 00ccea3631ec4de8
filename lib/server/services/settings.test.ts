import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { DEFAULT_SETTINGS, UserSettingsPatch } from "@/lib/domain/settings";
import { actorOf, createUser, TEST_PASSWORD } from "@/tests/factories";
import { completeOnboarding } from "./onboarding";
import { addNote } from "./clinician-notes";
import { deleteAccount, exportUserData, getSettings, updateSettings } from "./settings";
import { verifyCredentials } from "./users";

describe("settings", () => {
  it("answers the defaults before anything is saved, without creating a row", async () => {
    const u = await createUser();
    expect(await getSettings(actorOf(u), u.id)).toEqual(DEFAULT_SETTINGS);
    expect(await (await db()).userSettings.count({ where: { userId: u.id } })).toBe(0);
  });

  it("saves a partial change and keeps the other switches", async () => {
    const u = await createUser();
    await updateSettings(actorOf(u), u.id, { shareProgress: true, country: null });
    const saved = await updateSettings(actorOf(u), u.id, { emailNotifications: false });
    expect(saved).toEqual({ emailNotifications: false, sessionReminders: true, shareProgress: true, timerSound: true, timerVibration: true, country: null, timeZone: null });
    expect(await getSettings(actorOf(u), u.id)).toEqual(saved);
  });

  it("keeps the ERP timer's sound and vibration switches (both on until turned off)", async () => {
    const u = await createUser();
    expect(await getSettings(actorOf(u), u.id)).toMatchObject({ timerSound: true, timerVibration: true });
    await updateSettings(actorOf(u), u.id, { timerSound: false });
    expect(await getSettings(actorOf(u), u.id)).toMatchObject({ timerSound: false, timerVibration: true });
    await updateSettings(actorOf(u), u.id, { timerVibration: false, timerSound: true });
    expect(await getSettings(actorOf(u), u.id)).toMatchObject({ timerSound: true, timerVibration: false });
    expect(UserSettingsPatch.safeParse({ timerSound: "yes" }).success).toBe(false);
  });

  it("refuses another user's settings, even for an admin", async () => {
    const a = await createUser();
    const b = await createUser();
    const admin = await createUser({ role: "admin" });
    await expect(getSettings(actorOf(b), a.id)).rejects.toMatchObject({ status: 403 });
    await expect(updateSettings(actorOf(b), a.id, { shareProgress: true, country: null })).rejects.toMatchObject({ status: 403 });
    await expect(getSettings(actorOf(admin), a.id)).rejects.toMatchObject({ status: 403 });
    expect(await getSettings(actorOf(a), a.id)).toEqual(DEFAULT_SETTINGS);
  });

  it("accepts only known switches with boolean values in a PATCH body", () => {
    expect(UserSettingsPatch.safeParse({ shareProgress: true, country: null }).success).toBe(true);
    expect(UserSettingsPatch.safeParse({}).success).toBe(false);
    expect(UserSettingsPatch.safeParse({ shareProgress: "yes" }).success).toBe(false);
    expect(UserSettingsPatch.safeParse({ role: "admin" }).success).toBe(false);
  });
});

async function userWithData() {
  const u = await createUser();
  const prisma = await db();
  await completeOnboarding(actorOf(u), u.id, {
    ocdType: "symmetry",
    primaryTriggers: ["uneven_objects"],
    commonCompulsions: ["arranging", "custom:tapping twice"],
    anxietySeverity: 4,
    readinessLevel: "easy",
    copingSkills: ["journaling"],
    previousErpExperience: true,
    interferenceLevel: "occasionally",
    avoidanceLevel: "low",
  });
  await prisma.thoughtLog.create({
    data: { userId: u.id, thought: "The frame is crooked", aiResponse: { reframe: "It can stay crooked" }, aiProvider: "local" },
  });
  // The exposure ladder (decisions 033, 034): a step and a session practised from it, with every new field.
  const rung = await prisma.ladderRung.create({ data: { userId: u.id, situation: "Tilt one frame", compulsionToResist: "Do not straighten it.", expectedAnxiety: 5, position: 0 } });
  await prisma.erpSession.create({
    data: {
      userId: u.id,
      trigger: "unaligned picture frames",
      anxietyLevel: 6,
      duration: 30,
      completed: true,
      mood: "better",
      rungId: rung.id,
      expectedOutcome: "I will have to fix it",
      expectedLikelihood: 70,
      anxietyPeak: 7,
      anxietyAfter: 3,
      ratings: [{ second: 10, anxiety: 7 }],
      urges: [{ second: 12 }],
      outcomeHappened: "no",
      learned: "It can stay crooked",
      didCompulsion: false,
    },
  });
  await updateSettings(actorOf(u), u.id, { sessionReminders: false });
  // Between sessions (decisions 027, 028, 037, 038): a log entry, a weekly check-in, a practice plan and an e-mail sent.
  await prisma.compulsionEntry.create({ data: { userId: u.id, kind: "ordering", urge: 6, outcome: "delayed", delayMinutes: 15, note: "the shelf again", occurredAt: new Date("2026-03-01T09:00:00Z") } });
  await prisma.weeklyCheckIn.create({ data: { userId: u.id, answers: [2, 1, 2, 3, 2], total: 10, createdAt: new Date("2026-03-02T09:00:00Z") } });
  await prisma.practicePlan.create({ data: { userId: u.id, days: [1, 4], reminderTime: "18:30", timeZone: "Europe/Berlin" } });
  await prisma.emailDispatch.create({ data: { userId: u.id, kind: "session_reminder", localDay: "2026-03-02", status: "sent", claimedAt: new Date(), sentAt: new Date() } });
  return u;
}

describe("download my data", () => {
  it("holds the profile, thought logs, ERP sessions and settings, and never the password hash", async () => {
    const u = await userWithData();
    const data = await exportUserData(actorOf(u), u.id, new Date("2026-03-04T05:06:07Z"));
    expect(data.exportedAt).toBe("2026-03-04T05:06:07.000Z");
    expect(data.profile).toMatchObject({ id: u.id, username: u.username, ocdType: "symmetry", commonCompulsions: ["arranging", "custom:tapping twice"] });
    expect(data.thoughtLogs).toEqual([expect.objectContaining({ thought: "The frame is crooked", aiResponse: { reframe: "It can stay crooked" } })]);
    expect(data.erpSessions).toEqual([
      expect.objectContaining({
        trigger: "unaligned picture frames",
        anxietyLevel: 6,
        mood: "better",
        completed: true,
        expectedOutcome: "I will have to fix it",
        expectedLikelihood: 70,
        anxietyPeak: 7,
        anxietyAfter: 3,
        ratings: [{ second: 10, anxiety: 7 }],
        urges: [{ second: 12 }],
        outcomeHappened: "no",
        learned: "It can stay crooked",
        didCompulsion: false,
      }),
    ]);
    expect(data.exposureLadder).toEqual([
      expect.objectContaining({ situation: "Tilt one frame", compulsionToResist: "Do not straighten it.", expectedAnxiety: 5, position: 0, mastered: false, suggestedByClinician: false, suggestedBy: null }),
    ]);
    expect(data.erpSessions[0]!.rungId).toBe(data.exposureLadder[0]!.id);
    expect(data.settings).toEqual({ emailNotifications: true, sessionReminders: false, shareProgress: false, timerSound: true, timerVibration: true, country: null, timeZone: null });
    expect(data.compulsionLog).toEqual([expect.objectContaining({ kind: "ordering", urge: 6, outcome: "delayed", delayMinutes: 15, note: "the shelf again" })]);
    expect(data.weeklyCheckIns).toEqual([expect.objectContaining({ answers: [2, 1, 2, 3, 2], total: 10 })]);
    expect(data.practicePlan).toMatchObject({ days: [1, 4], reminderTime: "18:30", timeZone: "Europe/Berlin", status: "active", setBy: null });
    expect(data.emailsSent).toEqual([expect.objectContaining({ kind: "session_reminder", localDay: "2026-03-02", status: "sent" })]);
    expect(data.clinicianNotes).toEqual([]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(u.passwordHash);
    expect(text).not.toMatch(/passwordHash|sessionVersion|aiProvider/);
  });

  it("names the clinician notes on the person, with author and time, but not their staff-only text", async () => {
    const u = await userWithData();
    const admin = await createUser({ role: "admin" });
    const note = await addNote(actorOf(admin), u.id, { text: "Staff-only: review the ladder next week" }, new Date("2026-03-01T10:00:00Z"));
    const data = await exportUserData(actorOf(u), u.id);
    expect(data.clinicianNotes).toEqual([{ id: note.id, authorName: admin.username, createdAt: new Date("2026-03-01T10:00:00Z"), editedAt: null }]);
    expect(JSON.stringify(data)).not.toContain("review the ladder");
  });

  it("is refused for another user and for an admin", async () => {
    const a = await userWithData();
    const b = await createUser();
    const admin = await createUser({ role: "admin" });
    await expect(exportUserData(actorOf(b), a.id)).rejects.toMatchObject({ status: 403 });
    await expect(exportUserData(actorOf(admin), a.id)).rejects.toMatchObject({ status: 403 });
  });
});

describe("delete my account", () => {
  it("keeps everything when the password is wrong", async () => {
    const u = await userWithData();
    await expect(deleteAccount(actorOf(u), u.id, "not my password", "10.0.0.1")).rejects.toMatchObject({
      status: 403,
      message: "That password is not correct. Your account has not been deleted.",
    });
    expect(await (await db()).user.count({ where: { id: u.id } })).toBe(1);
  });

  it("removes the user and every row of theirs, so signing in fails", async () => {
    const u = await userWithData();
    const other = await userWithData();
    const prisma = await db();
    await prisma.rateLimitHit.create({ data: { key: `ai:${u.id}` } });
    await addNote(actorOf(await createUser({ role: "admin" })), u.id, { text: "Seen today" });
    await deleteAccount(actorOf(u), u.id, TEST_PASSWORD, "10.0.0.2");
    const where = { userId: u.id };
    expect(await prisma.user.count({ where: { id: u.id } })).toBe(0);
    expect(await prisma.thoughtLog.count({ where })).toBe(0);
    expect(await prisma.erpSession.count({ where })).toBe(0);
    expect(await prisma.userSettings.count({ where })).toBe(0);
    expect(await prisma.emailVerificationToken.count({ where })).toBe(0);
    expect(await prisma.compulsionEntry.count({ where })).toBe(0);
    expect(await prisma.weeklyCheckIn.count({ where })).toBe(0);
    expect(await prisma.practicePlan.count({ where })).toBe(0);
    expect(await prisma.emailDispatch.count({ where })).toBe(0);
    expect(await prisma.ladderRung.count({ where })).toBe(0);
    expect(await prisma.rateLimitHit.count({ where: { key: `ai:${u.id}` } })).toBe(0);
    expect(await prisma.clinicianNote.count({ where: { patientId: u.id } })).toBe(0);
    expect(await verifyCredentials(u.username, TEST_PASSWORD)).toBeNull();
    // other people's data is untouched
    expect(await prisma.thoughtLog.count({ where: { userId: other.id } })).toBe(1);
    expect(await prisma.compulsionEntry.count({ where: { userId: other.id } })).toBe(1);
    expect(await prisma.practicePlan.count({ where: { userId: other.id } })).toBe(1);
    expect(await prisma.ladderRung.count({ where: { userId: other.id } })).toBe(1);
  });

  it("refuses to delete someone else's account, even for an admin", async () => {
    const a = await createUser();
    const admin = await createUser({ role: "admin" });
    await expect(deleteAccount(actorOf(admin), a.id, TEST_PASSWORD, "10.0.0.3")).rejects.toMatchObject({ status: 403 });
    expect(await (await db()).user.count({ where: { id: a.id } })).toBe(1);
  });

  it("counts wrong passwords as failed sign-ins, then throttles", async () => {
    const u = await createUser();
    for (let i = 0; i < 5; i++) {
      await expect(deleteAccount(actorOf(u), u.id, `wrong ${i}`, "10.0.0.4")).rejects.toMatchObject({ status: 403 });
    }
    await expect(deleteAccount(actorOf(u), u.id, TEST_PASSWORD, "10.0.0.4")).rejects.toMatchObject({ status: 429 });
  });
});

describe("the last admin", () => {
  it("cannot delete their account while no other admin exists", async () => {
    const prisma = await db();
    await prisma.user.updateMany({ where: { role: "admin" }, data: { role: "user" } });
    const admin = await createUser({ role: "admin" });
    await expect(deleteAccount(actorOf(admin), admin.id, TEST_PASSWORD, "10.0.0.8")).rejects.toMatchObject({ status: 409 });
    expect(await prisma.user.findUnique({ where: { id: admin.id } })).not.toBeNull();
    await createUser({ role: "admin" });
    await deleteAccount(actorOf(admin), admin.id, TEST_PASSWORD, "10.0.0.8");
    expect(await prisma.user.findUnique({ where: { id: admin.id } })).toBeNull();
  });
});

describe("the time zone", () => {
  it("keeps an IANA zone the browser reports, and refuses offsets, abbreviations and made-up names", async () => {
    const u = await createUser();
    expect((await updateSettings(actorOf(u), u.id, UserSettingsPatch.parse({ timeZone: "America/New_York" }))).timeZone).toBe("America/New_York");
    for (const bad of ["+01:00", "CET1", "Mars/Olympus_Mons", "Europe/Berlin; DROP", ""]) {
      expect(UserSettingsPatch.safeParse({ timeZone: bad }).success, bad).toBe(false);
    }
    expect(UserSettingsPatch.safeParse({ timeZone: "UTC" }).success).toBe(true);
    expect(UserSettingsPatch.safeParse({ timeZone: "America/Argentina/Buenos_Aires" }).success).toBe(true);
  });
});
