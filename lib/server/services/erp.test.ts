import { describe, expect, it } from "vitest";
import { CRISIS_INTRO } from "@/lib/domain/crisis";
import { crisisContacts } from "@/lib/domain/crisis-lines";
import { ERP_NEEDS_VERIFIED_EMAIL, MAX_DURATION, TRIGGER_MAX } from "@/lib/domain/erp";
import { ErpChallenge, ErpChallengeQuery, ErpPauseUpdate, ErpSessionCreate, ErpSessionCreated, ErpMoodUpdate } from "@/lib/domain/erp-schemas";
import { progressAfterSession, sessionPoints } from "@/lib/domain/levels";
import { db } from "@/lib/server/db";
import { decodeCursor } from "@/lib/server/http/paging";
import { actorOf, createUser } from "@/tests/factories";
import {
  alternativeChallenge,
  challengeSession,
  completeErpSession,
  createErpSession,
  discardErpSession,
  ERP_PAGE,
  erpProgressSummary,
  listErpSessions,
  MAX_COUNTED_PAUSE_SECONDS,
  pauseSeconds,
  resumableErpSession,
  SESSION_HAS_SUPPORT,
  setErpPause,
} from "./erp";
import { BODY_NEEDS_CARE_NOW } from "../safety/answers";
import { answerSafetyCheck } from "./safety";

const input = (userId: string, over: Partial<ErpSessionCreate> = {}): ErpSessionCreate => ({
  userId,
  trigger: "Leaving home without re-checking the door lock",
  anxietyLevel: 6,
  duration: 30,
  ...over,
});

describe("ERP session input validation", () => {
  const userId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
  const valid = { userId, trigger: "Touching public doorknobs", anxietyLevel: 5, duration: 30 };
  const ok = (over: Record<string, unknown>) => ErpSessionCreate.safeParse({ ...valid, ...over }).success;

  it("accepts the boundaries and trims the trigger", () => {
    expect(ok({ anxietyLevel: 1 })).toBe(true);
    expect(ok({ anxietyLevel: 10 })).toBe(true);
    expect(ok({ duration: 1 })).toBe(true);
    expect(ok({ duration: MAX_DURATION })).toBe(true);
    expect(ok({ trigger: "x".repeat(TRIGGER_MAX) })).toBe(true);
    expect(ErpSessionCreate.parse({ ...valid, trigger: "  doorknobs  " }).trigger).toBe("doorknobs");
  });

  it("refuses every field out of range", () => {
    expect(ok({ anxietyLevel: 0 })).toBe(false);
    expect(ok({ anxietyLevel: 11 })).toBe(false);
    expect(ok({ anxietyLevel: 5.5 })).toBe(false);
    expect(ok({ anxietyLevel: "5" })).toBe(false);
    expect(ok({ duration: 0 })).toBe(false);
    expect(ok({ duration: -5 })).toBe(false);
    expect(ok({ duration: 2.5 })).toBe(false);
    expect(ok({ duration: MAX_DURATION + 1 })).toBe(false);
    expect(ok({ trigger: "" })).toBe(false);
    expect(ok({ trigger: "   " })).toBe(false);
    expect(ok({ trigger: "x".repeat(TRIGGER_MAX + 1) })).toBe(false);
    expect(ok({ userId: "not-a-uuid" })).toBe(false);
    expect(ErpSessionCreate.safeParse({ trigger: "x", anxietyLevel: 5, duration: 30 }).success).toBe(false);
  });

  it("accepts only the three moods", () => {
    for (const mood of ["better", "same", "worse"]) expect(ErpMoodUpdate.safeParse({ mood }).success).toBe(true);
    for (const mood of ["great", "", null, 1]) expect(ErpMoodUpdate.safeParse({ mood }).success).toBe(false);
  });
});

describe("ERP sessions service", () => {
  it("creates a session with graded guidance and stores it unfinished", async () => {
    const user = await createUser({ complete: true });
    const created = await createErpSession(actorOf(user), input(user.id, { duration: 45 }));
    expect(created.guidance.task.duration).toBe(45);
    expect(created.guidance.task.description).toMatch(/Do not go back to check/);
    const prisma = await db();
    const row = await prisma.erpSession.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ completed: false, completedAt: null, mood: null, aiProvider: "local", anxietyLevel: 6, duration: 45 });
    expect(row.guidance).toEqual(created.guidance);
  });

  it("refuses to create a session for someone else, even as an admin", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await expect(createErpSession(actorOf(b), input(a.id))).rejects.toMatchObject({ status: 403 });
    await expect(createErpSession(actorOf(admin), input(a.id))).rejects.toMatchObject({ status: 403 });
    expect((await listErpSessions(actorOf(a), a.id)).items).toEqual([]);
  });

  it("lets only the owner complete a session; another user or an admin gets 403 and nothing changes", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const { id } = await createErpSession(actorOf(a), input(a.id));
    await expect(completeErpSession(actorOf(b), id, { mood: "better" })).rejects.toMatchObject({ status: 403 });
    await expect(completeErpSession(actorOf(admin), id, { mood: "better" })).rejects.toMatchObject({ status: 403 });
    const [session] = (await listErpSessions(actorOf(a), a.id)).items;
    expect(session).toMatchObject({ completed: false, mood: null });
    await expect(completeErpSession(actorOf(a), "00000000-0000-4000-8000-000000000000", { mood: "same" })).rejects.toMatchObject({ status: 404 });
  });

  it("lets the owner and an admin list sessions (the admin read is audited) but not another user", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await createErpSession(actorOf(a), input(a.id, { trigger: "first" }));
    await createErpSession(actorOf(a), input(a.id, { trigger: "second" }));
    await expect(listErpSessions(actorOf(b), a.id)).rejects.toMatchObject({ status: 403 });
    const own = (await listErpSessions(actorOf(a), a.id)).items;
    expect(own.map((s) => s.trigger)).toEqual(["second", "first"]);
    expect(own[0]).not.toHaveProperty("guidance");
    const prisma = await db();
    expect(await prisma.adminAuditLog.count({ where: { targetUserId: a.id } })).toBe(0);
    expect((await listErpSessions(actorOf(admin), a.id)).items).toHaveLength(2);
    const audit = await prisma.adminAuditLog.findMany({ where: { targetUserId: a.id } });
    expect(audit).toMatchObject([{ adminId: admin.id, action: "view_erp_sessions" }]);
    await expect(listErpSessions(actorOf(admin), "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ status: 404 });
  });

  it("completes once: the second PATCH keeps the points and the first completion time", async () => {
    const user = await createUser({ complete: true });
    const actor = actorOf(user);
    const { id } = await createErpSession(actor, input(user.id, { anxietyLevel: 8 }));
    const first = await completeErpSession(actor, id, { mood: "better" }, new Date("2026-02-01T10:00:00Z"));
    const expected = progressAfterSession(user, { anxietyLevel: 8 });
    expect(first.progress).toEqual(expected);
    expect(first.progress.erpScore).toBe(user.erpScore + sessionPoints(8));
    expect(first.session).toMatchObject({ completed: true, mood: "better", completedAt: "2026-02-01T10:00:00.000Z" });

    const second = await completeErpSession(actor, id, { mood: "worse" }, new Date("2026-02-01T11:00:00Z"));
    expect(second.progress).toEqual(expected);
    expect(second.session).toMatchObject({ completed: true, mood: "worse", completedAt: "2026-02-01T10:00:00.000Z" });
    const prisma = await db();
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect({ erpScore: row.erpScore, currentLevel: row.currentLevel, braveryScore: row.braveryScore }).toEqual(expected);
  });

  it("counts points once when two completions of the same session race", async () => {
    const user = await createUser({ complete: true });
    const actor = actorOf(user);
    const { id } = await createErpSession(actor, input(user.id, { anxietyLevel: 5 }));
    await Promise.all([completeErpSession(actor, id, { mood: "better" }), completeErpSession(actor, id, { mood: "same" })]);
    const prisma = await db();
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.erpScore).toBe(sessionPoints(5));
  });

  it("adds up points over several sessions and raises the level", async () => {
    const user = await createUser({ complete: true });
    const actor = actorOf(user);
    let expected = { erpScore: user.erpScore, braveryScore: user.braveryScore, currentLevel: user.currentLevel };
    for (let i = 0; i < 4; i++) {
      const { id } = await createErpSession(actor, input(user.id, { anxietyLevel: 10 }));
      await completeErpSession(actor, id, { mood: "same" });
      expected = progressAfterSession(expected, { anxietyLevel: 10 });
    }
    const prisma = await db();
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.erpScore).toBe(120);
    expect(row.currentLevel).toBe(2);
    expect({ erpScore: row.erpScore, currentLevel: row.currentLevel, braveryScore: row.braveryScore }).toEqual(expected);
  });

  it("leaves an unfinished session 'In Progress' (completed=false) while others complete", async () => {
    const user = await createUser({ complete: true });
    const actor = actorOf(user);
    const unfinished = await createErpSession(actor, input(user.id, { trigger: "left unfinished" }));
    const done = await createErpSession(actor, input(user.id, { trigger: "finished" }));
    await completeErpSession(actor, done.id, { mood: "better" });
    const list = (await listErpSessions(actor, user.id)).items;
    expect(list.find((s) => s.id === unfinished.id)).toMatchObject({ completed: false, completedAt: null, mood: null });
    expect(list.find((s) => s.id === done.id)).toMatchObject({ completed: true, mood: "better" });
  });

  it("offers a task from the profile when there is no session yet, without writing one", async () => {
    const user = await createUser({ complete: true });
    const { guidance } = await alternativeChallenge(actorOf(user), user.id);
    expect(guidance.task.duration).toBe(30);
    expect(guidance.task.description).toMatch(/Do not go back to check/);
    expect((await listErpSessions(actorOf(user), user.id)).items).toEqual([]);
  });

  it("offers a different task for the current session and remembers it, so the next one differs again", async () => {
    const user = await createUser({ complete: true });
    const actor = actorOf(user);
    const created = await createErpSession(actor, input(user.id));
    const alt1 = await alternativeChallenge(actor, user.id);
    expect(alt1.guidance.task.description).not.toBe(created.guidance.task.description);
    expect(alt1.guidance.task.duration).toBe(30);
    const alt2 = await alternativeChallenge(actor, user.id);
    expect(alt2.guidance.task.description).not.toBe(alt1.guidance.task.description);
    const prisma = await db();
    const row = await prisma.erpSession.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.guidance).toEqual(alt2.guidance);
    const b = await createUser({ complete: true });
    await expect(alternativeChallenge(actorOf(b), user.id)).rejects.toMatchObject({ status: 403 });
  });

  it("checks what HEAD checks, and stores nothing: only the person (403 for anyone else, whether or not the id exists), the session named", async () => {
    const user = await createUser({ complete: true });
    const actor = actorOf(user);
    const created = await createErpSession(actor, input(user.id));
    const before = await (await db()).erpSession.findUniqueOrThrow({ where: { id: created.id } });
    expect((await challengeSession(actor, user.id))?.id).toBe(created.id);
    expect((await challengeSession(actor, user.id, created.id))?.id).toBe(created.id);
    const b = await createUser({ complete: true });
    const admin = await createUser({ role: "admin", complete: true });
    await expect(challengeSession(actorOf(b), user.id)).rejects.toMatchObject({ status: 403 });
    await expect(challengeSession(actorOf(admin), user.id)).rejects.toMatchObject({ status: 403 });
    await expect(challengeSession(actorOf(b), "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ status: 403 });
    await expect(challengeSession(actor, user.id, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ status: 404 });
    expect(await (await db()).erpSession.findUniqueOrThrow({ where: { id: created.id } })).toEqual(before);
    await completeErpSession(actor, created.id, { mood: "same" });
    await expect(challengeSession(actor, user.id, created.id)).rejects.toMatchObject({ status: 409 });
  });

  it("a trigger that tells of being hurt by someone: the abuse and children's lines first, in the task asked for instead too", async () => {
    const user = await createUser({ complete: true });
    const created = await createErpSession(actorOf(user), input(user.id, { trigger: "dad punches me in the stomach so the bruises don't show" }), "GB");
    expect(created.risk).toMatchObject({ level: "crisis", categories: ["harmed"] });
    expect(created.guidance.crisis).toEqual({ intro: CRISIS_INTRO, resources: crisisContacts("GB", { beingHarmed: true }), beingHarmed: true });
    const alt = await alternativeChallenge(actorOf(user), user.id, "GB");
    expect(alt.guidance.crisis?.beingHarmed).toBe(true);
  });

  it("a trigger that tells of a body needing care now says so before the lines, in the task asked for instead too", async () => {
    const user = await createUser({ complete: true });
    const trigger = "I took the whole box of my tablets an hour ago and now my chest is tight";
    const created = await createErpSession(actorOf(user), input(user.id, { trigger }), "GB");
    expect(created.risk.level).toBe("crisis");
    expect(created.guidance.crisis).toEqual({ intro: CRISIS_INTRO, resources: crisisContacts("GB"), firstStep: BODY_NEEDS_CARE_NOW });
    expect(created.guidance.guidance.indexOf(BODY_NEEDS_CARE_NOW)).toBeLessThan(created.guidance.guidance.indexOf(crisisContacts("GB")[0]!.contact));
    const alt = await alternativeChallenge(actorOf(user), user.id, "GB");
    expect(alt.guidance.crisis?.firstStep).toBe(BODY_NEEDS_CARE_NOW);
  });

  it.each([
    "I want to die, it's hopeless",
    "Unwanted harming thoughts near loved ones; I'm so anxious all the time that I want to die",
    "kms",
  ])("never sets an exposure for a trigger that signals risk (%s): crisis resources instead", async (trigger) => {
    const user = await createUser({ complete: true });
    const created = await createErpSession(actorOf(user), input(user.id, { trigger, duration: 40 }), "GB");
    expect(ErpSessionCreated.parse(created)).toEqual(created);
    expect(created.risk.level).toBe("crisis");
    expect(created.checkIn).toBeNull();
    expect(created.guidance.crisis).toEqual({ intro: CRISIS_INTRO, resources: crisisContacts("GB") });
    expect(created.guidance.task.duration).toBe(40);
    expect(created.guidance.task.description).toMatch(/No exposure today/);
    for (const r of crisisContacts("GB")) expect(created.guidance.guidance).toContain(r.contact);
    const row = await (await db()).erpSession.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ aiProvider: "safety", completed: false });
    expect(row.guidance).toEqual(created.guidance);
    // Asking for a different task does not turn it into an exposure either.
    const alt = await alternativeChallenge(actorOf(user), user.id, "GB");
    expect(ErpChallenge.parse(alt)).toEqual(alt);
    expect(alt.guidance.crisis?.resources).toEqual(crisisContacts("GB"));
    const event = await (await db()).safetyEvent.findUniqueOrThrow({ where: { erpSessionId: created.id } });
    expect(event).toMatchObject({ userId: user.id, source: "erp_trigger", level: "crisis", answer: null });
    // Nothing to complete, and no points for it.
    await expect(completeErpSession(actorOf(user), created.id, { mood: "better" })).rejects.toMatchObject({ status: 409 });
    expect((await (await db()).user.findUniqueOrThrow({ where: { id: user.id } })).erpScore).toBe(0);
  });

  it("asks the check-in before the task for an ambiguous trigger, and shows the task after a No", async () => {
    const user = await createUser({ complete: true });
    const created = await createErpSession(actorOf(user), input(user.id, { trigger: "Death is on my mind a lot." }), "US");
    expect(created.risk.level).toBe("check_in");
    expect(created.checkIn).toMatchObject({ question: "Are you having thoughts of ending your life?", answer: null });
    expect(created.guidance.crisis).toBeUndefined();
    // "Try a different task" keeps asking until the question is answered.
    expect((await alternativeChallenge(actorOf(user), user.id)).checkIn?.id).toBe(created.checkIn!.id);
    const no = await answerSafetyCheck(actorOf(user), created.checkIn!.id, { answer: "no" }, "US");
    expect(no).toMatchObject({ level: "none", erpSessionId: created.id });
    expect("guidance" in no && no.guidance.task.description).toBeTruthy();
    expect((await alternativeChallenge(actorOf(user), user.id)).checkIn?.answer).toBe("no");
  });

  it("turns the session into crisis resources when the check-in is answered Yes", async () => {
    const user = await createUser({ complete: true });
    const created = await createErpSession(actorOf(user), input(user.id, { trigger: "Death is on my mind a lot." }), "US");
    const yes = await answerSafetyCheck(actorOf(user), created.checkIn!.id, { answer: "yes" }, "US");
    expect(yes.level).toBe("crisis");
    expect("guidance" in yes && yes.guidance.crisis?.resources).toEqual(crisisContacts("US"));
    const row = await (await db()).erpSession.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.aiProvider).toBe("safety");
    expect((await alternativeChallenge(actorOf(user), user.id, "US")).guidance.crisis).toBeDefined();
  });

  it("keeps the exposure for an intrusive harm thought as the trigger", async () => {
    const user = await createUser({ complete: true });
    const created = await createErpSession(actorOf(user), input(user.id, { trigger: "Holding a kitchen knife while cooking; what if I stab my partner" }));
    expect(created.guidance.crisis).toBeUndefined();
    const row = await (await db()).erpSession.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.aiProvider).toBe("local");
  });
});

const CHECK_IN_TRIGGER = "Death is on my mind a lot.";

describe("unverified accounts", () => {
  it("cannot start an ERP session (403 with the reason) and nothing is stored", async () => {
    const user = await createUser({ complete: true, emailVerified: false });
    await expect(createErpSession(actorOf(user), input(user.id))).rejects.toMatchObject({ status: 403, message: ERP_NEEDS_VERIFIED_EMAIL });
    expect(await (await db()).erpSession.count({ where: { userId: user.id } })).toBe(0);
    await (await db()).user.update({ where: { id: user.id }, data: { emailVerified: true } });
    await expect(createErpSession(actorOf(user), input(user.id))).resolves.toMatchObject({ id: expect.any(String) });
  });
});

describe("discarding an unfinished session", () => {
  it("deletes the owner's unfinished session, and refuses a finished one (409)", async () => {
    const user = await createUser({ complete: true });
    const open = await createErpSession(actorOf(user), input(user.id));
    const done = await createErpSession(actorOf(user), input(user.id));
    await completeErpSession(actorOf(user), done.id, { mood: "same" });
    await discardErpSession(actorOf(user), open.id);
    await expect(discardErpSession(actorOf(user), done.id)).rejects.toMatchObject({ status: 409 });
    expect(((await listErpSessions(actorOf(user), user.id)).items).map((s) => s.id)).toEqual([done.id]);
    await expect(discardErpSession(actorOf(user), open.id)).rejects.toMatchObject({ status: 404 });
  });

  it("refuses another user and an admin (403)", async () => {
    const user = await createUser({ complete: true });
    const other = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const open = await createErpSession(actorOf(user), input(user.id));
    await expect(discardErpSession(actorOf(other), open.id)).rejects.toMatchObject({ status: 403 });
    await expect(discardErpSession(actorOf(admin), open.id)).rejects.toMatchObject({ status: 403 });
    expect((await listErpSessions(actorOf(user), user.id)).items).toHaveLength(1);
  });

  it("keeps the safety event of the discarded session's trigger", async () => {
    const user = await createUser({ complete: true });
    const asked = await createErpSession(actorOf(user), input(user.id, { trigger: CHECK_IN_TRIGGER }));
    await discardErpSession(actorOf(user), asked.id);
    const event = await (await db()).safetyEvent.findUniqueOrThrow({ where: { id: asked.checkIn!.id } });
    expect(event).toMatchObject({ userId: user.id, source: "erp_trigger", level: "check_in", erpSessionId: null });
  });
});

describe("pausing the timed exercise", () => {
  it("records each pause and its length with the server's clock; repeats count once", async () => {
    const user = await createUser({ complete: true });
    const s = await createErpSession(actorOf(user), input(user.id));
    const t0 = new Date("2026-07-01T09:00:00Z");
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    expect(await setErpPause(actorOf(user), s.id, true, at(0))).toEqual({ paused: true, pauseCount: 1, pausedSeconds: 0 });
    expect(await setErpPause(actorOf(user), s.id, true, at(3))).toEqual({ paused: true, pauseCount: 1, pausedSeconds: 0 });
    expect(await setErpPause(actorOf(user), s.id, false, at(12))).toEqual({ paused: false, pauseCount: 1, pausedSeconds: 12 });
    expect(await setErpPause(actorOf(user), s.id, false, at(20))).toEqual({ paused: false, pauseCount: 1, pausedSeconds: 12 });
    await setErpPause(actorOf(user), s.id, true, at(30));
    expect(await setErpPause(actorOf(user), s.id, false, at(35))).toEqual({ paused: false, pauseCount: 2, pausedSeconds: 17 });
    const [listed] = (await listErpSessions(actorOf(user), user.id)).items;
    expect(listed).toMatchObject({ pauseCount: 2, pausedSeconds: 17 });
  });

  it("refuses to pause a session that showed crisis support (409), as completing it is refused", async () => {
    const user = await createUser({ complete: true });
    const s = await createErpSession(actorOf(user), input(user.id, { trigger: "I want to kill myself tonight" }));
    expect(s.risk.level).toBe("crisis");
    await expect(setErpPause(actorOf(user), s.id, true)).rejects.toMatchObject({ status: 409, message: SESSION_HAS_SUPPORT });
    await expect(completeErpSession(actorOf(user), s.id, { mood: "better" })).rejects.toMatchObject({ status: 409, message: SESSION_HAS_SUPPORT });
  });

  it("counts two simultaneous pause requests once", async () => {
    const user = await createUser({ complete: true });
    const s = await createErpSession(actorOf(user), input(user.id));
    await Promise.all([setErpPause(actorOf(user), s.id, true), setErpPause(actorOf(user), s.id, true)]);
    const [listed] = (await listErpSessions(actorOf(user), user.id)).items;
    expect(listed!.pauseCount).toBe(1);
  });

  it("ends a pause still open when the session completes, and refuses pauses after that (409)", async () => {
    const user = await createUser({ complete: true });
    const s = await createErpSession(actorOf(user), input(user.id));
    const t0 = new Date("2026-07-02T09:00:00Z");
    await setErpPause(actorOf(user), s.id, true, t0);
    const done = await completeErpSession(actorOf(user), s.id, { mood: "better" }, new Date(t0.getTime() + 8000));
    expect(done.session).toMatchObject({ completed: true, pauseCount: 1, pausedSeconds: 8 });
    await expect(setErpPause(actorOf(user), s.id, true)).rejects.toMatchObject({ status: 409 });
  });

  it("counts a forgotten pause for at most an hour", () => {
    const t0 = new Date("2026-07-03T09:00:00Z");
    expect(pauseSeconds(t0, new Date(t0.getTime() + 1499))).toBe(1);
    expect(pauseSeconds(t0, new Date(t0.getTime() + 3 * 86_400_000))).toBe(MAX_COUNTED_PAUSE_SECONDS);
    expect(pauseSeconds(t0, new Date(t0.getTime() - 5000))).toBe(0);
  });

  it("is only for the owner (403 for another user and an admin, 404 for an unknown id)", async () => {
    const user = await createUser({ complete: true });
    const other = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const s = await createErpSession(actorOf(user), input(user.id));
    await expect(setErpPause(actorOf(other), s.id, true)).rejects.toMatchObject({ status: 403 });
    await expect(setErpPause(actorOf(admin), s.id, true)).rejects.toMatchObject({ status: 403 });
    await expect(setErpPause(actorOf(user), "7c9e6679-7425-40de-944b-e07fc1f90ae7", true)).rejects.toMatchObject({ status: 404 });
    expect(((await listErpSessions(actorOf(user), user.id)).items)[0]!.pauseCount).toBe(0);
    expect(ErpPauseUpdate.safeParse({ paused: "yes" }).success).toBe(false);
  });
});

describe("resuming an unfinished session", () => {
  it("gives the owner the session's task, and nothing for someone else's or a finished one", async () => {
    const user = await createUser({ complete: true });
    const other = await createUser({ complete: true });
    const s = await createErpSession(actorOf(user), input(user.id));
    expect(await resumableErpSession(actorOf(user), s.id)).toEqual({ id: s.id, guidance: s.guidance, checkIn: null, paused: false, expectedOutcome: null, expectedLikelihood: null });
    expect(await resumableErpSession(actorOf(other), s.id)).toBeNull();
    await setErpPause(actorOf(user), s.id, true);
    expect((await resumableErpSession(actorOf(user), s.id))?.paused).toBe(true);
    await completeErpSession(actorOf(user), s.id, { mood: "same" });
    expect(await resumableErpSession(actorOf(user), s.id)).toBeNull();
    // Its expectancy goes with it: step 4 asks whether what was feared happened (decision 034).
    const expecting = await createErpSession(actorOf(user), input(user.id, { expectedLikelihood: 60 }));
    expect(await resumableErpSession(actorOf(user), expecting.id)).toMatchObject({ expectedOutcome: null, expectedLikelihood: 60 });
  });

  it("asks a check-in that still waits before the task", async () => {
    const user = await createUser({ complete: true });
    const s = await createErpSession(actorOf(user), input(user.id, { trigger: CHECK_IN_TRIGGER }));
    expect((await resumableErpSession(actorOf(user), s.id))?.checkIn).toMatchObject({ id: s.checkIn!.id, answer: null });
    await answerSafetyCheck(actorOf(user), s.checkIn!.id, { answer: "no" }, null);
    expect((await resumableErpSession(actorOf(user), s.id))?.checkIn).toBeNull();
  });

  it("swaps the task of the named session, not of the latest one", async () => {
    const user = await createUser({ complete: true });
    const older = await createErpSession(actorOf(user), input(user.id, { trigger: "Touching public doorknobs" }));
    const latest = await createErpSession(actorOf(user), input(user.id));
    const alt = await alternativeChallenge(actorOf(user), user.id, null, older.id);
    const prisma = await db();
    expect((await prisma.erpSession.findUniqueOrThrow({ where: { id: older.id } })).guidance).toEqual(alt.guidance);
    expect((await prisma.erpSession.findUniqueOrThrow({ where: { id: latest.id } })).guidance).toEqual(latest.guidance);
    const other = await createUser({ complete: true });
    await expect(alternativeChallenge(actorOf(other), other.id, null, older.id)).rejects.toMatchObject({ status: 404 });
    // Finished in another tab since: said as it is, not "not found".
    await completeErpSession(actorOf(user), older.id, { mood: "better" });
    await expect(alternativeChallenge(actorOf(user), user.id, null, older.id)).rejects.toMatchObject({ status: 409, message: "This session is already finished." });
    expect(ErpChallengeQuery.safeParse({ session: "nope" }).success).toBe(false);
  });
});

describe("a long history (decision 058)", () => {
  const base = new Date("2026-10-01T09:00:00.000Z");
  async function history(userId: string, n: number) {
    await (await db()).erpSession.createMany({
      data: Array.from({ length: n }, (_, i) => {
        const createdAt = new Date(base.getTime() + Math.floor(i / 2) * 3_600_000); // pairs share an instant
        const completed = i % 5 !== 0;
        return { userId, trigger: `trigger ${i}`, anxietyLevel: 1 + (i % 10), duration: 30, completed, createdAt, completedAt: completed ? createdAt : null };
      }),
    });
  }

  it("pages every session by cursor, newest first, none lost or repeated", async () => {
    const user = await createUser({ complete: true });
    await history(user.id, 47);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listErpSessions>> = await listErpSessions(actorOf(user), user.id, { limit: 10, cursor: cursor ? decodeCursor(cursor, "erp-sessions")! : undefined });
      seen.push(...page.items.map((s) => s.trigger));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(47);
    expect(new Set(seen).size).toBe(47);
    expect(seen[0]).toBe("trigger 46");
    expect((await listErpSessions(actorOf(user), user.id)).items).toHaveLength(ERP_PAGE.default);
    expect((await listErpSessions(actorOf(user), user.id, { limit: 10_000 })).items.length).toBeLessThanOrEqual(ERP_PAGE.max);
  });

  it("counts every completed session and charts the latest completed ones, oldest first", async () => {
    const user = await createUser({ complete: true });
    await history(user.id, 47);
    const { completed, recent } = await erpProgressSummary(actorOf(user), user.id, 12);
    expect(completed).toBe(47 - 10); // every fifth is unfinished
    expect(recent).toHaveLength(12);
    expect(recent.every((s) => s.completed)).toBe(true);
    expect(recent.at(-1)!.trigger).toBe("trigger 46");
    const times = recent.map((s) => s.completedAt!);
    expect([...times].sort()).toEqual(times);
  });

  it("the summary is refused for another person (403) like the list", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    await expect(erpProgressSummary(actorOf(b), a.id, 12)).rejects.toMatchObject({ status: 403 });
  });
});
