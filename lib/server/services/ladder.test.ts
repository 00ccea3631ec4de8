// The exposure ladder: validation, ordering and moves, the 30-rung cap, the texts through the risk
// assessment, ownership, the audited admin read and the admin's assigned rung, session counts in one
// query, and suggestions that save nothing.
import { describe, expect, it } from "vitest";
import { LadderRungCreate, LadderRungSaved, LadderRungUpdate, LadderSuggestions } from "@/lib/domain/ladder-schemas";
import { COMPULSION_TO_RESIST_MAX, expectedAnxietyLabel, insertionIndex, LADDER_FULL, LADDER_MAX_RUNGS, PATIENT_LADDER_FULL, moveItem, RUNG_CHART_POINTS, SITUATION_MAX, suggestsMastery } from "@/lib/domain/ladder";
import { db } from "@/lib/server/db";
import { findForbidden } from "@/lib/server/safety/guard";
import { actorOf, createUser } from "@/tests/factories";
import { answerSafetyCheck } from "./safety";
import { exportUserData } from "./settings";
import {
  createLadderRung,
  deleteLadderRung,
  ladderProgress,
  listLadder,
  STAFF_TEXT_GUARDED,
  STAFF_TEXT_REFUSED,
  suggestLadderRungs,
  updateLadderRung,
} from "./ladder";

const NOW = new Date("2026-11-25T12:00:00Z");
const rung = (situation: string, expectedAnxiety: number, compulsionToResist = "Do not go back to check.") =>
  LadderRungCreate.parse({ situation, compulsionToResist, expectedAnxiety });
const patch = (v: Record<string, unknown>) => LadderRungUpdate.parse(v);
const situations = async (userId: string) => (await listLadder({ id: userId, role: "user" }, userId)).map((r) => r.situation);

describe("the ladder's rules", () => {
  it("takes a situation, a compulsion to resist and 0-10, trimmed and bounded, nothing else", () => {
    expect(rung("  Lock the door   once  ", 0)).toEqual({ situation: "Lock the door once", compulsionToResist: "Do not go back to check.", expectedAnxiety: 0 });
    expect(LadderRungCreate.safeParse({ situation: "   ", compulsionToResist: "x", expectedAnxiety: 3 }).success).toBe(false);
    expect(LadderRungCreate.safeParse({ situation: "x", compulsionToResist: "", expectedAnxiety: 3 }).success).toBe(false);
    expect(LadderRungCreate.safeParse({ situation: "a".repeat(SITUATION_MAX + 1), compulsionToResist: "x", expectedAnxiety: 3 }).success).toBe(false);
    expect(LadderRungCreate.safeParse({ situation: "x", compulsionToResist: "a".repeat(COMPULSION_TO_RESIST_MAX + 1), expectedAnxiety: 3 }).success).toBe(false);
    for (const bad of [-1, 11, 2.5, "3", null]) expect(LadderRungCreate.safeParse({ situation: "x", compulsionToResist: "y", expectedAnxiety: bad }).success).toBe(false);
    // Unknown fields are ignored, as on every route: never stored.
    expect(LadderRungCreate.parse({ situation: "x", compulsionToResist: "y", expectedAnxiety: 3, userId: "z" })).not.toHaveProperty("userId");
    expect(LadderRungUpdate.safeParse({}).success).toBe(false);
    expect(LadderRungUpdate.safeParse({ position: LADDER_MAX_RUNGS }).success).toBe(false);
    expect(LadderRungUpdate.safeParse({ mastered: "yes" }).success).toBe(false);
  });

  it("names expected anxiety with the anxiety scale's words, 0 as none", () => {
    expect([0, 1, 3, 6, 8, 10].map(expectedAnxietyLabel)).toEqual(["None", "Manageable", "Moderate", "Challenging", "Intense", "Overwhelming"]);
  });

  it("places a new rung after the last one expected to be no harder, and moves within bounds", () => {
    expect(insertionIndex([], 5)).toBe(0);
    expect(insertionIndex([2, 4, 6], 5)).toBe(2);
    expect(insertionIndex([2, 4, 6], 1)).toBe(0);
    expect(insertionIndex([2, 4, 6], 6)).toBe(3);
    // After a person's own move ([6, 2]) a 3 goes after the 2, not between them by value.
    expect(insertionIndex([6, 2], 3)).toBe(2);
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 1, 29)).toEqual(["a", "c", "b"]);
  });
});

describe("adding and listing rungs", () => {
  it("answers 201's rung, keeps the ladder ordered by expected anxiety, positions 0..n-1", async () => {
    const a = await createUser({ complete: true });
    const first = await createLadderRung(actorOf(a), a.id, rung("Lock the door once and walk away", 6), NOW);
    expect(LadderRungSaved.parse(first)).toEqual(first);
    expect(first).toMatchObject({ userId: a.id, position: 0, mastered: false, sessionCount: 0, suggestedByClinician: false, checkIn: null, crisis: false, risk: { level: "none" } });
    await createLadderRung(actorOf(a), a.id, rung("Look at the stove once", 2), NOW);
    await createLadderRung(actorOf(a), a.id, rung("Leave the house with the kettle plugged in", 9), NOW);
    await createLadderRung(actorOf(a), a.id, rung("Send an email after one read", 6), NOW);
    const ladder = await listLadder(actorOf(a), a.id);
    expect(ladder.map((r) => [r.position, r.expectedAnxiety])).toEqual([[0, 2], [1, 6], [2, 6], [3, 9]]);
    expect(ladder[2]!.situation).toBe("Send an email after one read");
  });

  it("holds at most 30 rungs (409), even when two requests race", async () => {
    const a = await createUser({ complete: true });
    for (let i = 0; i < LADDER_MAX_RUNGS - 1; i++) await createLadderRung(actorOf(a), a.id, rung(`Step ${i}`, i % 11), NOW);
    const results = await Promise.allSettled([createLadderRung(actorOf(a), a.id, rung("One more", 3), NOW), createLadderRung(actorOf(a), a.id, rung("And another", 3), NOW)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { status: 409 } });
    const ladder = await listLadder(actorOf(a), a.id);
    expect(ladder).toHaveLength(LADDER_MAX_RUNGS);
    expect(ladder.map((r) => r.position)).toEqual([...Array(LADDER_MAX_RUNGS).keys()]);
    // Told to the one adding: the person removes a step; a clinician is told that only the person can.
    await expect(createLadderRung(actorOf(a), a.id, rung("One more", 4), NOW)).rejects.toMatchObject({ status: 409, message: LADDER_FULL });
    const admin = await createUser({ role: "admin" });
    await expect(createLadderRung(actorOf(admin), a.id, rung("One more", 4), NOW)).rejects.toMatchObject({ status: 409, message: PATIENT_LADDER_FULL });
  });

  it("is only the person's to add to, or an admin's; others get 403 and an unknown person 404", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await expect(createLadderRung(actorOf(b), a.id, rung("x", 3), NOW)).rejects.toMatchObject({ status: 403 });
    await expect(createLadderRung(actorOf(admin), crypto.randomUUID(), rung("x", 3), NOW)).rejects.toMatchObject({ status: 404 });
    await expect(listLadder(actorOf(b), a.id)).rejects.toMatchObject({ status: 403 });
  });

  it("records an admin's read in the audit log, and an assigned rung with who added it", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const assigned = await createLadderRung(actorOf(admin), a.id, rung("Touch the bin lid and make a sandwich", 7, "Do not wash your hands before eating."), NOW);
    expect(assigned).toMatchObject({ userId: a.id, suggestedByClinician: true });
    expect((await (await db()).ladderRung.findUniqueOrThrow({ where: { id: assigned.id } })).assignedById).toBe(admin.id);
    expect(await listLadder(actorOf(admin), a.id)).toHaveLength(1);
    const audit = await (await db()).adminAuditLog.findMany({ where: { targetUserId: a.id }, orderBy: { id: "asc" } });
    expect(audit.map((r) => [r.adminId, r.action])).toEqual([
      [admin.id, "assign_ladder_rung"],
      [admin.id, "view_ladder"],
    ]);
    // The person sees it as their clinician's suggestion, and may decline it; the admin may not change it.
    const [mine] = await listLadder(actorOf(a), a.id);
    expect(mine).toMatchObject({ suggestedByClinician: true });
    await expect(updateLadderRung(actorOf(admin), a.id, assigned.id, patch({ mastered: true }), NOW)).rejects.toMatchObject({ status: 403 });
    await expect(deleteLadderRung(actorOf(admin), a.id, assigned.id)).rejects.toMatchObject({ status: 403 });
    await deleteLadderRung(actorOf(a), a.id, assigned.id);
    expect(await listLadder(actorOf(a), a.id)).toEqual([]);
  });

  it("a suggestion the person rewrites becomes their own step: removing it later declines nothing in the clinician's name", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const suggested = await createLadderRung(actorOf(admin), a.id, rung("Touch a shared keyboard", 5, "Do not wipe it first."), NOW);
    const rewritten = await updateLadderRung(actorOf(a), a.id, suggested.id, patch({ situation: "Look at a shared keyboard" }), NOW);
    expect(rewritten).toMatchObject({ situation: "Look at a shared keyboard", suggestedByClinician: false });
    await deleteLadderRung(actorOf(a), a.id, suggested.id);
    expect(await (await db()).declinedRung.count({ where: { userId: a.id } })).toBe(0);
  });

  it("keeps a declined suggestion as declined, with who suggested it and when; a person's own step goes without a trace", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const suggested = await createLadderRung(actorOf(admin), a.id, rung("Hold a doorknob for a minute", 5, "Do not wash afterwards."), NOW);
    const own = await createLadderRung(actorOf(a), a.id, rung("Leave the lamp on", 3), NOW);
    await deleteLadderRung(actorOf(a), a.id, suggested.id);
    await deleteLadderRung(actorOf(a), a.id, own.id);
    const declined = await (await db()).declinedRung.findMany({ where: { userId: a.id } });
    expect(declined).toEqual([
      expect.objectContaining({ situation: "Hold a doorknob for a minute", compulsionToResist: "Do not wash afterwards.", suggestedById: admin.id, suggestedAt: NOW }),
    ]);
    // The person's export holds it; when the account goes, the record goes with it.
    const exported = await exportUserData(actorOf(a), a.id, NOW);
    expect(exported.declinedSuggestions).toEqual([expect.objectContaining({ situation: "Hold a doorknob for a minute", suggestedBy: admin.username, suggestedAt: NOW })]);
    await (await db()).user.delete({ where: { id: a.id } });
    expect(await (await db()).declinedRung.count({ where: { userId: a.id } })).toBe(0);
  });

  it("keeps 'suggested by your clinician' when the clinician's account is gone", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await createLadderRung(actorOf(admin), a.id, rung("Tilt one frame", 3, "Do not go back to check."), NOW);
    await (await db()).user.delete({ where: { id: admin.id } });
    expect((await listLadder(actorOf(a), a.id))[0]).toMatchObject({ suggestedByClinician: true });
  });

  it("tells the person a clinician suggested a step, never which staff account did (decision 046)", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const assigned = await createLadderRung(actorOf(admin), a.id, rung("Touch a lift button", 4, "Do not wipe your finger."), NOW);
    const ladder = await listLadder(actorOf(a), a.id);
    expect(ladder).toEqual([expect.objectContaining({ id: assigned.id, suggestedByClinician: true })]);
    expect(JSON.stringify(ladder)).not.toContain(admin.id);
    expect(JSON.stringify(assigned)).not.toContain(admin.id);
    expect(Object.keys(ladder[0]!)).not.toContain("assignedById");
  });

  it("refuses a clinician's text that reads as a crisis or that reassures or promises the anxiety will pass, and records nothing for the person", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await expect(createLadderRung(actorOf(admin), a.id, rung("I want to kill myself", 5), NOW)).rejects.toMatchObject({ status: 400, message: STAFF_TEXT_REFUSED });
    await expect(createLadderRung(actorOf(admin), a.id, rung("Touch the door handle", 5, "Remember you're safe, so do not wash."), NOW)).rejects.toMatchObject({ status: 400, message: STAFF_TEXT_GUARDED });
    await expect(createLadderRung(actorOf(admin), a.id, rung("Touch the door handle", 5, "Do not wash until the anxiety goes away."), NOW)).rejects.toMatchObject({ status: 400, message: STAFF_TEXT_GUARDED });
    expect(await (await db()).safetyEvent.count({ where: { userId: a.id } })).toBe(0);
    expect(await listLadder(actorOf(a), a.id)).toEqual([]);
  });
});

describe("the person's texts through the risk assessment", () => {
  it("answers a crisis with the crisis flag, records the event without the words, and offers no exposure from it", async () => {
    const a = await createUser({ complete: true });
    const saved = await createLadderRung(actorOf(a), a.id, rung("I want to die", 5), NOW);
    expect(saved.risk.level).toBe("crisis");
    expect(saved.crisis).toBe(true);
    const event = await (await db()).safetyEvent.findFirstOrThrow({ where: { userId: a.id } });
    expect(event).toMatchObject({ source: "ladder_rung", level: "crisis" });
    expect(JSON.stringify(event)).not.toContain("die");
    expect((await listLadder(actorOf(a), a.id))[0]).toMatchObject({ crisis: true });
  });

  it("answers a crisis that calls for a practical step with that step first, on adding and on rewriting", async () => {
    const a = await createUser({ complete: true });
    const added = await createLadderRung(actorOf(a), a.id, rung("I can smell gas in the flat and I'm not opening the windows, I want it to end", 9), NOW);
    expect(added).toMatchObject({ crisis: true, firstStep: expect.stringContaining("gas") });
    const plain = await createLadderRung(actorOf(a), a.id, rung("I want to die", 5), NOW);
    expect(plain).not.toHaveProperty("firstStep");
    const rewritten = await updateLadderRung(actorOf(a), a.id, plain.id, { situation: "I took the whole box of my tablets an hour ago and now my chest is tight" }, NOW);
    expect(rewritten).toMatchObject({ crisis: true, firstStep: expect.stringContaining("emergency number") });
    expect(LadderRungSaved.parse(rewritten).firstStep).toBe(rewritten.firstStep);
  });

  it("marks a step that tells of being hurt by someone, so its panel lists the lines for that first", async () => {
    const a = await createUser({ complete: true });
    const saved = await createLadderRung(actorOf(a), a.id, rung("going home when dad punches me in the stomach so the bruises don't show", 8), NOW);
    expect(saved).toMatchObject({ crisis: true, beingHarmed: true });
    expect((await listLadder(actorOf(a), a.id))[0]).toMatchObject({ crisis: true, beingHarmed: true });
    const other = await createLadderRung(actorOf(a), a.id, rung("I want to die", 5), NOW);
    expect(other).not.toHaveProperty("beingHarmed");
  });

  it("assesses the compulsion's text too, and asks the check-in for an ambiguous one; Yes makes it a crisis", async () => {
    const a = await createUser({ complete: true });
    const asked = await createLadderRung(actorOf(a), a.id, rung("Leave the house once", 4, "Death is on my mind a lot."), NOW);
    expect(asked.risk.level).toBe("check_in");
    expect(asked.checkIn).toMatchObject({ answer: null });
    expect(asked.crisis).toBe(false);
    expect(await answerSafetyCheck(actorOf(a), asked.checkIn!.id, { answer: "yes" }, "GB")).toEqual({ level: "crisis", ladderRungId: asked.id });
    expect((await listLadder(actorOf(a), a.id))[0]).toMatchObject({ crisis: true, checkIn: { answer: "yes" } });
  });

  it("assesses changed texts again and carries the new answer; unchanged texts are not assessed again", async () => {
    const a = await createUser({ complete: true });
    const saved = await createLadderRung(actorOf(a), a.id, rung("Lock the door once", 4), NOW);
    const crisis = await updateLadderRung(actorOf(a), a.id, saved.id, patch({ situation: "I want to die" }), NOW);
    expect(crisis).toMatchObject({ crisis: true, risk: { level: "crisis" } });
    const again = await updateLadderRung(actorOf(a), a.id, saved.id, patch({ situation: "I want to die", expectedAnxiety: 5 }), NOW);
    expect(again.risk.level).toBe("none");
    expect(await (await db()).safetyEvent.count({ where: { userId: a.id } })).toBe(1);
    const calm = await updateLadderRung(actorOf(a), a.id, saved.id, patch({ situation: "Lock the door once and leave" }), NOW);
    expect(calm).toMatchObject({ crisis: false, checkIn: null, situation: "Lock the door once and leave" });
    // The history stays for clinicians.
    expect(await (await db()).safetyEvent.count({ where: { userId: a.id } })).toBe(1);
  });
});

describe("changing and removing rungs", () => {
  it("moves a rung and closes up the others; a move past the end goes last", async () => {
    const a = await createUser({ complete: true });
    for (const [s, n] of [["one", 1], ["two", 2], ["three", 3], ["four", 4]] as const) await createLadderRung(actorOf(a), a.id, rung(s, n), NOW);
    const [one] = await listLadder(actorOf(a), a.id);
    expect((await updateLadderRung(actorOf(a), a.id, one!.id, patch({ position: 2 }), NOW)).position).toBe(2);
    expect(await situations(a.id)).toEqual(["two", "three", "one", "four"]);
    await updateLadderRung(actorOf(a), a.id, one!.id, patch({ position: 29 }), NOW);
    expect(await situations(a.id)).toEqual(["two", "three", "four", "one"]);
    const ladder = await listLadder(actorOf(a), a.id);
    await deleteLadderRung(actorOf(a), a.id, ladder[1]!.id);
    expect((await listLadder(actorOf(a), a.id)).map((r) => [r.position, r.situation])).toEqual([[0, "two"], [1, "four"], [2, "one"]]);
  });

  it("marks a rung mastered with the date, and unmarks it", async () => {
    const a = await createUser({ complete: true });
    const saved = await createLadderRung(actorOf(a), a.id, rung("Lock the door once", 4), NOW);
    expect(await updateLadderRung(actorOf(a), a.id, saved.id, patch({ mastered: true }), NOW)).toMatchObject({ mastered: true, masteredAt: NOW.toISOString() });
    expect(await updateLadderRung(actorOf(a), a.id, saved.id, patch({ mastered: false }), NOW)).toMatchObject({ mastered: false, masteredAt: null });
  });

  it("answers 404 for a rung that is not the person's, 403 for someone else's ladder", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    const saved = await createLadderRung(actorOf(a), a.id, rung("Lock the door once", 4), NOW);
    await expect(updateLadderRung(actorOf(b), b.id, saved.id, patch({ mastered: true }), NOW)).rejects.toMatchObject({ status: 404 });
    await expect(updateLadderRung(actorOf(b), a.id, saved.id, patch({ mastered: true }), NOW)).rejects.toMatchObject({ status: 403 });
    await expect(deleteLadderRung(actorOf(b), b.id, saved.id)).rejects.toMatchObject({ status: 404 });
    await expect(deleteLadderRung(actorOf(b), a.id, saved.id)).rejects.toMatchObject({ status: 403 });
    expect(await listLadder(actorOf(a), a.id)).toHaveLength(1);
  });

  it("counts each rung's completed sessions, and a removed rung's sessions stay in the history", async () => {
    const a = await createUser({ complete: true });
    const saved = await createLadderRung(actorOf(a), a.id, rung("Lock the door once", 4), NOW);
    const other = await createLadderRung(actorOf(a), a.id, rung("Look at the stove once", 2), NOW);
    const prisma = await db();
    const base = { userId: a.id, trigger: "Lock the door once", anxietyLevel: 4, duration: 600 };
    await prisma.erpSession.createMany({
      data: [
        { ...base, rungId: saved.id, completed: true, completedAt: NOW },
        { ...base, rungId: saved.id, completed: true, completedAt: NOW },
        { ...base, rungId: saved.id, completed: false },
        { ...base, completed: true, completedAt: NOW },
      ],
    });
    const counts = Object.fromEntries((await listLadder(actorOf(a), a.id)).map((r) => [r.id, r.sessionCount]));
    expect(counts).toEqual({ [saved.id]: 2, [other.id]: 0 });
    await deleteLadderRung(actorOf(a), a.id, saved.id);
    expect(await prisma.erpSession.count({ where: { userId: a.id } })).toBe(4);
  });
});

describe("suggestions", () => {
  it("offers 8-12 graded, guarded steps from the onboarding answers, saves nothing, and skips what is on the ladder", async () => {
    const a = await createUser({ complete: true });
    const { suggestions } = LadderSuggestions.parse(await suggestLadderRungs(actorOf(a), a.id));
    expect(suggestions.length).toBeGreaterThanOrEqual(8);
    expect(suggestions.length).toBeLessThanOrEqual(12);
    expect(suggestions.map((s) => s.expectedAnxiety)).toEqual([...suggestions.map((s) => s.expectedAnxiety)].sort((x, y) => x - y));
    for (const s of suggestions) expect(findForbidden(s.situation, s.compulsionToResist)).toBeNull();
    // The person's onboarding trigger (doors and locks) comes first among the gentlest steps.
    expect(suggestions[0]!.situation).toMatch(/lock/i);
    expect(await listLadder(actorOf(a), a.id)).toEqual([]);
    await createLadderRung(actorOf(a), a.id, LadderRungCreate.parse(suggestions[0]), NOW);
    const again = await suggestLadderRungs(actorOf(a), a.id);
    expect(again.suggestions.map((s) => s.situation)).not.toContain(suggestions[0]!.situation);
  });

  it("is only for the person themself", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await expect(suggestLadderRungs(actorOf(admin), a.id)).rejects.toMatchObject({ status: 403 });
  });
});

describe("progress per rung", () => {
  it("gives each rung's latest sessions (before, peak, after) and its expectancy against what happened, in two queries", async () => {
    const a = await createUser({ complete: true });
    const saved = await createLadderRung(actorOf(a), a.id, rung("Lock the door once", 6), NOW);
    await createLadderRung(actorOf(a), a.id, rung("Look at the stove once", 2), NOW);
    const prisma = await db();
    const base = { userId: a.id, trigger: "Lock the door once", anxietyLevel: 6, duration: 600, rungId: saved.id, completed: true, expectedLikelihood: 80 };
    await prisma.erpSession.createMany({
      data: Array.from({ length: 10 }, (_, i) => ({
        ...base,
        completedAt: new Date(NOW.getTime() + i * 86_400_000),
        anxietyPeak: 8 - Math.min(i, 5),
        anxietyAfter: i < 8 ? 5 : 2,
        outcomeHappened: i === 0 ? "partly" : "no",
        didCompulsion: false,
      })),
    });
    const [progress, ...rest] = await ladderProgress(actorOf(a), a.id);
    expect(rest).toEqual([]);
    expect(progress).toMatchObject({ rungId: saved.id, completed: 10, expectancy: "You expected 80%; it happened 0 of 10 times (partly once).", masterySuggested: true });
    expect(progress!.sessions).toHaveLength(RUNG_CHART_POINTS);
    expect(progress!.sessions.map((s) => s.completedAt)).toEqual([...progress!.sessions.map((s) => s.completedAt)].sort());
    expect(progress!.sessions.at(-1)).toMatchObject({ before: 6, peak: 3, after: 2, outcomeHappened: "no" });
  });

  it("suggests mastery after three sessions, the latest two without the compulsion and without the fear fully happening, whatever the anxiety", async () => {
    const held = { didCompulsion: false, outcomeHappened: "no" } as const;
    // Too few sessions.
    expect(suggestsMastery([held, held])).toBe(false);
    // Three, the latest two held back: the first may have been anything.
    expect(suggestsMastery([{ didCompulsion: true, outcomeHappened: "yes" }, held, held])).toBe(true);
    // "partly" is not the fear fully happening; an unanswered question does not stand in the way.
    expect(suggestsMastery([held, { didCompulsion: false, outcomeHappened: "partly" }, { didCompulsion: false, outcomeHappened: null }])).toBe(true);
    // The compulsion done, or not answered, in either of the latest two.
    expect(suggestsMastery([held, held, { didCompulsion: true, outcomeHappened: "no" }])).toBe(false);
    expect(suggestsMastery([held, { didCompulsion: null, outcomeHappened: "no" }, held])).toBe(false);
    // What they feared happened in one of the latest two.
    expect(suggestsMastery([held, { didCompulsion: false, outcomeHappened: "yes" }, held])).toBe(false);
  });

  it("reads mastery from the sessions' answers, not from how anxious they ended", async () => {
    const a = await createUser({ complete: true });
    const saved = await createLadderRung(actorOf(a), a.id, rung("Leave the door after one check", 6, "Do not go back."), NOW);
    const prisma = await db();
    const at = (i: number) => new Date(NOW.getTime() + i * 86_400_000);
    const base = { userId: a.id, trigger: "Leave the door after one check", anxietyLevel: 7, duration: 600, rungId: saved.id, completed: true };
    // Ending high, but held back and the feared outcome did not come: suggested.
    await prisma.erpSession.createMany({
      data: [0, 1, 2].map((i) => ({ ...base, completedAt: at(i), anxietyAfter: 7, didCompulsion: false, outcomeHappened: i === 2 ? "partly" : "no" })),
    });
    expect((await ladderProgress(actorOf(a), a.id))[0]).toMatchObject({ completed: 3, masterySuggested: true });
    // Ending at 1/10 after doing the compulsion: not suggested.
    await prisma.erpSession.create({ data: { ...base, completedAt: at(3), anxietyAfter: 1, didCompulsion: true, outcomeHappened: "no" } });
    expect((await ladderProgress(actorOf(a), a.id))[0]).toMatchObject({ completed: 4, masterySuggested: false });
  });

  it("reads like every staff read", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    await expect(ladderProgress(actorOf(b), a.id)).rejects.toMatchObject({ status: 403 });
  });
});
