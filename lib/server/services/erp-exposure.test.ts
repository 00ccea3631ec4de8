// Decision 034 on the ERP session: a session from a ladder rung (its compulsion named), the expectancy before
// the exposure, the ratings, urges and questions after it, the texts through the risk assessment, the
// points for a compulsion resisted that never subtract for one done, and the new fields in the list.
import { describe, expect, it } from "vitest";
import { EXPECTED_OUTCOME_MAX, expectancySummary, LEARNED_MAX, peakAnxiety, RATINGS_MAX, suggestedMinutes } from "@/lib/domain/erp";
import { ErpMoodUpdate, ErpSessionCreate, ErpSessionView } from "@/lib/domain/erp-schemas";
import { LadderRungCreate } from "@/lib/domain/ladder-schemas";
import { RESISTED_POINTS, sessionPoints } from "@/lib/domain/levels";
import { db } from "@/lib/server/db";
import { findForbidden } from "@/lib/server/safety/guard";
import { actorOf, createUser } from "@/tests/factories";
import { completeErpSession, createErpSession, listErpSessions, RUNG_HAS_SUPPORT, RUNG_NOT_YOURS } from "./erp";
import { createLadderRung, listLadder } from "./ladder";
import { answerSafetyCheck } from "./safety";

const NOW = new Date("2026-11-25T12:00:00Z");
const create = (v: Record<string, unknown>) => ErpSessionCreate.parse(v);
const reflect = (v: Record<string, unknown>) => ErpMoodUpdate.parse({ mood: "same", ...v });

async function withRung(situation = "Lock the front door once and walk to the bus stop", compulsionToResist = "Do not go back to check the handle.") {
  const a = await createUser({ complete: true });
  const rung = await createLadderRung(actorOf(a), a.id, LadderRungCreate.parse({ situation, compulsionToResist, expectedAnxiety: 7 }), NOW);
  return { a, rung };
}

describe("the new fields' rules", () => {
  const userId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
  const base = { userId, trigger: "doors", anxietyLevel: 5, duration: 30 };
  it("takes an optional rung, feared outcome (trimmed, 500 at most) and likelihood 0-100", () => {
    expect(create({ ...base, expectedOutcome: "  the house gets burgled  ", expectedLikelihood: 80 })).toMatchObject({ expectedOutcome: "the house gets burgled", expectedLikelihood: 80 });
    expect(create({ ...base, expectedOutcome: "   " }).expectedOutcome).toBeNull();
    // Text that shows nothing (zero-width spaces, a blank braille cell) is no feared outcome either.
    expect(create({ ...base, expectedOutcome: "\u200b\u2800 \u200d" }).expectedOutcome).toBeNull();
    expect(reflect({ learned: " \u200b\u00ad " }).learned).toBeNull();
    expect(create(base)).not.toHaveProperty("expectedOutcome");
    for (const bad of [{ expectedLikelihood: 101 }, { expectedLikelihood: -1 }, { expectedLikelihood: 50.5 }, { expectedOutcome: "a".repeat(EXPECTED_OUTCOME_MAX + 1) }, { rungId: "x" }]) {
      expect(ErpSessionCreate.safeParse({ ...base, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("still needs the spec's mood, and bounds ratings, urges, answers and the lesson", () => {
    expect(ErpMoodUpdate.safeParse({ anxietyAfter: 3 }).success).toBe(false);
    expect(reflect({})).toEqual({ mood: "same" });
    const many = Array.from({ length: RATINGS_MAX + 1 }, (_, i) => ({ second: i, anxiety: 5 }));
    for (const bad of [
      { anxietyAfter: 11 },
      { anxietyPeak: -1 },
      { ratings: many },
      { ratings: [{ second: -1, anxiety: 3 }] },
      { urges: [{ second: 1.5 }] },
      { outcomeHappened: "maybe" },
      { learned: "a".repeat(LEARNED_MAX + 1) },
      { didCompulsion: "no" },
    ]) {
      expect(ErpMoodUpdate.safeParse({ mood: "same", ...bad }).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
    }
  });

  it("suggests realistic minutes for a rung, longer for harder steps", () => {
    expect([0, 3, 4, 6, 7, 10].map(suggestedMinutes)).toEqual([10, 10, 15, 15, 20, 20]);
  });

  it("finds the peak from the taps and the rating before", () => {
    expect(peakAnxiety(6, [])).toBe(6);
    expect(peakAnxiety(6, [{ second: 10, anxiety: 8 }, { second: 40, anxiety: 4 }])).toBe(8);
  });

  it("says expectancy against outcome in plain words", () => {
    const s = (expectedLikelihood: number | null, outcomeHappened: "yes" | "no" | "partly" | null) => ({ expectedLikelihood, outcomeHappened });
    expect(expectancySummary([s(80, "no"), s(80, "no"), s(80, "no"), s(80, "no")])).toBe("You expected 80%; it happened 0 of 4 times.");
    expect(expectancySummary([s(90, "yes"), s(70, "partly"), s(50, "no")])).toBe("You expected 70% on average; it happened 1 of 3 times (partly once).");
    expect(expectancySummary([s(null, "no")])).toBe("What you feared: it happened 0 of 1 time.");
    expect(expectancySummary([s(80, null)])).toBeNull();
  });
});

describe("a session from a rung", () => {
  it("stores the rung and the expectancy, and the guidance practises the rung and names its compulsion", async () => {
    const { a, rung } = await withRung();
    const created = await createErpSession(actorOf(a), create({ userId: a.id, trigger: rung.situation, anxietyLevel: 7, duration: 15 * 60, rungId: rung.id, expectedOutcome: "Someone breaks in", expectedLikelihood: 80 }));
    expect(created.guidance.task.description).toContain("Lock the front door once and walk to the bus stop.");
    expect(created.guidance.task.description).toContain("Do not go back to check the handle.");
    expect(created.guidance.guidance).toContain("Your plan for the compulsion: Do not go back to check the handle.");
    expect(created.guidance.guidance).toContain("15 minutes");
    expect(created.guidance.guidance).not.toMatch(/until the anxiety (goes|has gone) away/i);
    expect(findForbidden(created.guidance.task.description, created.guidance.guidance, created.guidance.encouragement)).toBeNull();
    const [listed] = (await listErpSessions(actorOf(a), a.id)).items;
    expect(ErpSessionView.parse(listed)).toMatchObject({ rungId: rung.id, expectedOutcome: "Someone breaks in", expectedLikelihood: 80, ratings: [], urges: [], didCompulsion: null });
  });

  it("keeps a free session as the spec has it: no rung, no expectancy", async () => {
    const a = await createUser({ complete: true });
    const created = await createErpSession(actorOf(a), create({ userId: a.id, trigger: "Touching public doorknobs", anxietyLevel: 5, duration: 30 }));
    expect(Object.keys(created).sort()).toEqual(["checkIn", "guidance", "id", "risk"]);
    expect((await listErpSessions(actorOf(a), a.id)).items[0]).toMatchObject({ rungId: null, expectedOutcome: null, expectedLikelihood: null });
  });

  it("refuses someone else's rung like an unknown one, and a rung that showed crisis resources", async () => {
    const { rung } = await withRung();
    const b = await createUser({ complete: true });
    await expect(createErpSession(actorOf(b), create({ userId: b.id, trigger: "doors", anxietyLevel: 5, duration: 30, rungId: rung.id }))).rejects.toMatchObject({ status: 400, message: RUNG_NOT_YOURS });
    const { a, rung: crisis } = await withRung("I want to die");
    await expect(createErpSession(actorOf(a), create({ userId: a.id, trigger: "doors", anxietyLevel: 5, duration: 30, rungId: crisis.id }))).rejects.toMatchObject({ status: 409, message: RUNG_HAS_SUPPORT });
    expect(await (await db()).erpSession.count({ where: { userId: { in: [a.id, b.id] } } })).toBe(0);
  });

  it("assesses the feared outcome with the trigger: a crisis gets crisis resources and no task, one event", async () => {
    const { a, rung } = await withRung();
    const created = await createErpSession(actorOf(a), create({ userId: a.id, trigger: rung.situation, anxietyLevel: 7, duration: 600, rungId: rung.id, expectedOutcome: "I will kill myself tonight" }));
    expect(created.risk.level).toBe("crisis");
    expect(created.guidance.crisis).toBeTruthy();
    const events = await (await db()).safetyEvent.findMany({ where: { userId: a.id } });
    expect(events.map((e) => [e.source, e.level, e.erpSessionId])).toEqual([["erp_trigger", "crisis", created.id]]);
  });

  it("reads the feared outcome as a fear: a harm obsession written bare gets its exposure, harm to oneself is asked about", async () => {
    const { a, rung } = await withRung();
    const harm = await createErpSession(actorOf(a), create({ userId: a.id, trigger: rung.situation, anxietyLevel: 8, duration: 600, rungId: rung.id, expectedOutcome: "I will stab my baby" }));
    expect(harm.risk.level).toBe("none");
    expect(harm.guidance.crisis).toBeFalsy();
    expect(harm.guidance.task.description).toBeTruthy();
    const self = await createErpSession(actorOf(a), create({ userId: a.id, trigger: rung.situation, anxietyLevel: 8, duration: 600, rungId: rung.id, expectedOutcome: "I'll jump off the balcony" }));
    expect(self.risk.level).toBe("check_in");
    const revealed = await createErpSession(actorOf(a), create({ userId: a.id, trigger: rung.situation, anxietyLevel: 8, duration: 600, rungId: rung.id, expectedOutcome: "that someone finds me before the pills work" }));
    expect(revealed.risk.level).toBe("crisis");
    const events = await (await db()).safetyEvent.findMany({ where: { userId: a.id }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => [e.level, e.erpSessionId])).toEqual([["check_in", self.id], ["crisis", revealed.id]]);
  });
});

describe("after the exposure", () => {
  it("stores anxiety after, the peak from the taps, ratings in order, urges and the answers; the list returns them", async () => {
    const { a, rung } = await withRung();
    const { id } = await createErpSession(actorOf(a), create({ userId: a.id, trigger: rung.situation, anxietyLevel: 6, duration: 600, rungId: rung.id, expectedLikelihood: 80 }));
    const done = await completeErpSession(
      actorOf(a),
      id,
      reflect({ mood: "better", anxietyAfter: 3, ratings: [{ second: 120, anxiety: 5 }, { second: 30, anxiety: 8 }], urges: [{ second: 45 }], outcomeHappened: "no", learned: "The anxiety came down on its own", didCompulsion: false }),
      NOW,
    );
    expect(done.session).toMatchObject({
      completed: true,
      anxietyAfter: 3,
      anxietyPeak: 8,
      ratings: [{ second: 30, anxiety: 8 }, { second: 120, anxiety: 5 }],
      urges: [{ second: 45 }],
      outcomeHappened: "no",
      learned: "The anxiety came down on its own",
      didCompulsion: false,
    });
    expect(done.risk.level).toBe("none");
    expect(done.checkIn).toBeNull();
    expect((await listErpSessions(actorOf(a), a.id)).items[0]).toEqual(done.session);
    expect((await listLadder(actorOf(a), a.id))[0]!.sessionCount).toBe(1);
  });

  it("adds the points for a compulsion resisted once; a compulsion done keeps the exposure's full points and takes nothing", async () => {
    const prisma = await db();
    const score = async (id: string) => prisma.user.findUniqueOrThrow({ where: { id }, select: { erpScore: true, braveryScore: true } });
    const a = await createUser({ complete: true });
    const before = await score(a.id);
    const s1 = await createErpSession(actorOf(a), create({ userId: a.id, trigger: "doors", anxietyLevel: 6, duration: 30 }));
    await completeErpSession(actorOf(a), s1.id, reflect({ didCompulsion: false }), NOW);
    const afterResisted = await score(a.id);
    expect(afterResisted.erpScore - before.erpScore).toBe(sessionPoints(6) + RESISTED_POINTS);
    // Correcting the answer later changes no points, either way.
    await completeErpSession(actorOf(a), s1.id, reflect({ didCompulsion: true }), NOW);
    expect(await score(a.id)).toEqual(afterResisted);
    const s2 = await createErpSession(actorOf(a), create({ userId: a.id, trigger: "doors", anxietyLevel: 6, duration: 30 }));
    const done = await completeErpSession(actorOf(a), s2.id, reflect({ didCompulsion: true, outcomeHappened: "yes" }), NOW);
    expect(done.session).toMatchObject({ didCompulsion: true, outcomeHappened: "yes" });
    const afterDone = await score(a.id);
    expect(afterDone.erpScore - afterResisted.erpScore).toBe(sessionPoints(6));
    expect(afterDone.braveryScore).toBeGreaterThan(afterResisted.braveryScore);
  });

  it("leaves out fields as they were, and a later answer corrects them", async () => {
    const a = await createUser({ complete: true });
    const { id } = await createErpSession(actorOf(a), create({ userId: a.id, trigger: "doors", anxietyLevel: 6, duration: 30 }));
    await completeErpSession(actorOf(a), id, reflect({ anxietyAfter: 4, learned: "I can wait" }), NOW);
    const later = await completeErpSession(actorOf(a), id, reflect({ mood: "better", outcomeHappened: "partly" }), NOW);
    expect(later.session).toMatchObject({ mood: "better", anxietyAfter: 4, learned: "I can wait", outcomeHappened: "partly" });
  });

  it("assesses what the person learned: a crisis is answered and recorded, a check-in is asked and Yes shows support", async () => {
    const a = await createUser({ complete: true });
    const s1 = await createErpSession(actorOf(a), create({ userId: a.id, trigger: "doors", anxietyLevel: 6, duration: 30 }));
    const crisis = await completeErpSession(actorOf(a), s1.id, reflect({ learned: "I learned nobody would miss me if I was gone" }), NOW);
    expect(crisis.risk.level).toBe("crisis");
    expect(crisis.session.completed).toBe(true);
    const event = await (await db()).safetyEvent.findFirstOrThrow({ where: { userId: a.id } });
    expect(event).toMatchObject({ source: "erp_reflection", level: "crisis" });
    expect(JSON.stringify(event)).not.toContain("miss me");

    const s2 = await createErpSession(actorOf(a), create({ userId: a.id, trigger: "doors", anxietyLevel: 6, duration: 30 }));
    const asked = await completeErpSession(actorOf(a), s2.id, reflect({ learned: "Death is on my mind a lot." }), NOW);
    expect(asked.checkIn).toMatchObject({ answer: null });
    expect(await answerSafetyCheck(actorOf(a), asked.checkIn!.id, { answer: "yes" }, "GB")).toEqual({ level: "crisis" });
  });
});
