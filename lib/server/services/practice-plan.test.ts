// The practice plan: validation, the person's own plan, a clinician's suggestion (recorded, audited,
// kept or declined by the patient), and who may do what.
import { describe, expect, it } from "vitest";
import { PracticePlanInput } from "@/lib/domain/practice-plan";
import { db } from "@/lib/server/db";
import { actorOf, createUser } from "@/tests/factories";
import { LadderRungCreate, LadderRungUpdate } from "@/lib/domain/ladder-schemas";
import { createLadderRung, updateLadderRung } from "./ladder";
import { deletePracticePlan, getPracticePlan, planRungChoices, putPracticePlan, PLAN_RUNG_HAS_SUPPORT } from "./practice-plan";

const input = (over: Record<string, unknown> = {}) => PracticePlanInput.parse({ days: [4, 1], reminderTime: "18:30", timeZone: "Europe/Berlin", ...over });

describe("PracticePlanInput", () => {
  it("takes weekdays 1-7 once each, a 24-hour time and an IANA zone", () => {
    expect(input()).toEqual({ rungIds: [], days: [4, 1], reminderTime: "18:30", timeZone: "Europe/Berlin" });
    for (const bad of [{ days: [] }, { days: [0] }, { days: [8] }, { days: [1, 1] }, { days: [1.5] }, { reminderTime: "6:30" }, { reminderTime: "24:00" }, { timeZone: "CET+1" }, { timeZone: "Nowhere/Special" }]) {
      expect(PracticePlanInput.safeParse({ days: [1], reminderTime: "18:30", timeZone: "UTC", ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
    expect(PracticePlanInput.safeParse({ days: [1], reminderTime: "18:30", timeZone: "UTC", rungIds: ["not-a-uuid"] }).success).toBe(false);
  });
});

describe("the person's own plan", () => {
  it("is null until set, then active, with the days in order and nobody else named", async () => {
    const a = await createUser({ complete: true });
    expect(await getPracticePlan(actorOf(a), a.id)).toBeNull();
    const plan = await putPracticePlan(actorOf(a), a.id, input());
    expect(plan).toMatchObject({ userId: a.id, days: [1, 4], reminderTime: "18:30", timeZone: "Europe/Berlin", status: "active", setBy: null, rungs: [] });
    expect(await getPracticePlan(actorOf(a), a.id)).toEqual(plan);
    const changed = await putPracticePlan(actorOf(a), a.id, input({ days: [7], reminderTime: "07:00", timeZone: "America/Chicago" }));
    expect(changed).toMatchObject({ days: [7], reminderTime: "07:00", timeZone: "America/Chicago", status: "active" });
  });

  it("is removed by its owner, and only by them", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await putPracticePlan(actorOf(a), a.id, input());
    await expect(deletePracticePlan(actorOf(b), a.id)).rejects.toMatchObject({ status: 403 });
    await expect(deletePracticePlan(actorOf(admin), a.id)).rejects.toMatchObject({ status: 403 });
    await deletePracticePlan(actorOf(a), a.id);
    expect(await getPracticePlan(actorOf(a), a.id)).toBeNull();
    await expect(deletePracticePlan(actorOf(a), a.id)).rejects.toMatchObject({ status: 404 });
  });

  it("is refused to other patients, read or written", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    await putPracticePlan(actorOf(a), a.id, input());
    await expect(getPracticePlan(actorOf(b), a.id)).rejects.toMatchObject({ status: 403 });
    await expect(putPracticePlan(actorOf(b), a.id, input())).rejects.toMatchObject({ status: 403 });
    expect((await getPracticePlan(actorOf(a), a.id))!.days).toEqual([1, 4]);
  });
});

describe("the rungs of a plan", () => {
  async function rungs(userId: string, n: number) {
    const prisma = await db();
    const made = [];
    for (let i = 0; i < n; i++) {
      made.push(await prisma.ladderRung.create({ data: { userId, situation: `Step ${i}`, compulsionToResist: `Ritual ${i}`, expectedAnxiety: 2 + i, position: i } }));
    }
    return made;
  }

  it("names the person's own rungs in the order chosen, and leaves when a rung is deleted", async () => {
    const a = await createUser({ complete: true });
    const [r0, r1, r2] = await rungs(a.id, 3);
    const plan = await putPracticePlan(actorOf(a), a.id, input({ rungIds: [r2!.id, r0!.id] }));
    expect(plan.rungs).toEqual([
      { id: r2!.id, situation: "Step 2", compulsionToResist: "Ritual 2", expectedAnxiety: 4 },
      { id: r0!.id, situation: "Step 0", compulsionToResist: "Ritual 0", expectedAnxiety: 2 },
    ]);
    await (await db()).ladderRung.delete({ where: { id: r2!.id } });
    expect((await getPracticePlan(actorOf(a), a.id))!.rungs.map((r) => r.id)).toEqual([r0!.id]);
    expect((await putPracticePlan(actorOf(a), a.id, input({ rungIds: [r1!.id] }))).rungs.map((r) => r.situation)).toEqual(["Step 1"]);
  });

  it("never holds a step that showed crisis support: refused when chosen, left out when its text turns to one", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const step = (situation: string) => createLadderRung(actorOf(a), a.id, LadderRungCreate.parse({ situation, compulsionToResist: "No washing", expectedAnxiety: 3 }));
    const crisis = await step("I want to kill myself");
    const ordinary = await step("Touch the bin lid");
    for (const actor of [actorOf(a), actorOf(admin)]) {
      await expect(putPracticePlan(actor, a.id, input({ rungIds: [ordinary.id, crisis.id] }))).rejects.toMatchObject({ status: 409, message: PLAN_RUNG_HAS_SUPPORT });
    }
    expect((await planRungChoices(actorOf(a), a.id)).map((r) => r.id)).toEqual([ordinary.id]);
    await putPracticePlan(actorOf(a), a.id, input({ rungIds: [ordinary.id] }));
    await updateLadderRung(actorOf(a), a.id, ordinary.id, LadderRungUpdate.parse({ situation: "I want to kill myself tonight" }));
    expect((await getPracticePlan(actorOf(a), a.id))!.rungs).toEqual([]);
  });

  it("refuses another person's rung, for the person and for a clinician, and more than five", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const [theirs] = await rungs(b.id, 1);
    await expect(putPracticePlan(actorOf(a), a.id, input({ rungIds: [theirs!.id] }))).rejects.toMatchObject({ status: 400 });
    await expect(putPracticePlan(actorOf(admin), a.id, input({ rungIds: [theirs!.id] }))).rejects.toMatchObject({ status: 400 });
    expect(PracticePlanInput.safeParse({ days: [1], reminderTime: "08:00", timeZone: "UTC", rungIds: Array.from({ length: 6 }, () => crypto.randomUUID()) }).success).toBe(false);
    expect(await getPracticePlan(actorOf(a), a.id)).toBeNull();
  });

  it("kept unchanged means the same rungs too: a clinician's suggestion with other rungs becomes the person's own", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const [r0, r1] = await rungs(a.id, 2);
    await putPracticePlan(actorOf(admin), a.id, input({ rungIds: [r0!.id] }));
    expect(await putPracticePlan(actorOf(a), a.id, input({ rungIds: [r0!.id] }))).toMatchObject({ status: "active", setBy: { username: admin.username } });
    await putPracticePlan(actorOf(admin), a.id, input({ rungIds: [r0!.id] }));
    expect(await putPracticePlan(actorOf(a), a.id, input({ rungIds: [r1!.id] }))).toMatchObject({ status: "active", setBy: null });
  });
});

describe("a clinician's suggestion", () => {
  it("waits as a suggestion naming the clinician, audited; kept unchanged it is active and still names them", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin", username: `Dr Test ${Date.now()}` });
    const suggested = await putPracticePlan(actorOf(admin), a.id, input({ days: [2, 6], reminderTime: "09:00" }));
    expect(suggested).toMatchObject({ status: "suggested", setBy: { username: admin.username }, days: [2, 6] });
    const prisma = await db();
    expect((await prisma.adminAuditLog.findMany({ where: { targetUserId: a.id } })).map((r) => [r.adminId, r.action])).toEqual([[admin.id, "set_practice_plan"]]);
    // The admin reads it back: an audited read.
    expect(await getPracticePlan(actorOf(admin), a.id)).toMatchObject({ status: "suggested" });
    expect(await prisma.adminAuditLog.count({ where: { targetUserId: a.id, action: "view_practice_plan" } })).toBe(1);

    const kept = await putPracticePlan(actorOf(a), a.id, input({ days: [6, 2], reminderTime: "09:00" }));
    expect(kept).toMatchObject({ status: "active", setBy: { username: admin.username } });
  });

  it("names the clinician to the patient by name only, never by their account id (decision 046), suggested, kept or declined", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const suggested = await putPracticePlan(actorOf(admin), a.id, input());
    const seen = [suggested, await getPracticePlan(actorOf(a), a.id), await putPracticePlan(actorOf(a), a.id, input())];
    await putPracticePlan(actorOf(admin), a.id, input());
    await deletePracticePlan(actorOf(a), a.id);
    seen.push(await getPracticePlan(actorOf(a), a.id));
    for (const plan of seen) {
      expect(plan!.setBy).toEqual({ username: admin.username });
      expect(JSON.stringify(plan)).not.toContain(admin.id);
    }
    expect((await (await db()).practicePlan.findUniqueOrThrow({ where: { userId: a.id } })).setById).toBe(admin.id);
  });

  it("changed by the patient becomes the patient's own", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await putPracticePlan(actorOf(admin), a.id, input());
    expect(await putPracticePlan(actorOf(a), a.id, input({ reminderTime: "19:00" }))).toMatchObject({ status: "active", setBy: null });
  });

  it("declined stays on record as declined, sends nothing, and the patient may still set their own", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await putPracticePlan(actorOf(admin), a.id, input());
    await deletePracticePlan(actorOf(a), a.id);
    expect(await getPracticePlan(actorOf(a), a.id)).toMatchObject({ status: "declined", setBy: { username: admin.username } });
    // Declining again (a retry) keeps the answer on record.
    await deletePracticePlan(actorOf(a), a.id);
    expect(await getPracticePlan(actorOf(admin), a.id)).toMatchObject({ status: "declined" });
    expect(await putPracticePlan(actorOf(a), a.id, input({ days: [3] }))).toMatchObject({ status: "active", setBy: null, days: [3] });
  });

  it("answers 404 for a patient that does not exist, and keeps the plan when the clinician's account goes", async () => {
    const admin = await createUser({ role: "admin" });
    await expect(putPracticePlan(actorOf(admin), crypto.randomUUID(), input())).rejects.toMatchObject({ status: 404 });
    const a = await createUser({ complete: true });
    const other = await createUser({ role: "admin" });
    await putPracticePlan(actorOf(other), a.id, input());
    await (await db()).user.delete({ where: { id: other.id } });
    expect(await getPracticePlan(actorOf(a), a.id)).toMatchObject({ status: "suggested", setBy: null });
    void admin;
  });
});

describe("the plan's history, for the clinician's 'planned' column", () => {
  it("opens a period when a plan becomes active or its days change, and closes it when it changes, becomes a suggestion or goes", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const t = (day: number) => new Date(Date.UTC(2026, 10, day, 9));
    const periods = async () =>
      (await (await db()).practicePlanPeriod.findMany({ where: { userId: a.id }, orderBy: { activeFrom: "asc" } })).map((p) => [p.days, p.activeFrom.getUTCDate(), p.activeUntil?.getUTCDate() ?? null]);
    await putPracticePlan(actorOf(a), a.id, input({ days: [3, 1] }), t(2));
    await putPracticePlan(actorOf(a), a.id, input({ days: [1, 3], reminderTime: "07:00" }), t(4)); // same days: the same period
    await putPracticePlan(actorOf(a), a.id, input({ days: [2] }), t(9));
    await putPracticePlan(actorOf(admin), a.id, input({ days: [4, 5] }), t(11)); // a suggestion plans nothing yet
    expect(await periods()).toEqual([
      [[1, 3], 2, 9],
      [[2], 9, 11],
    ]);
    await putPracticePlan(actorOf(a), a.id, input({ days: [4, 5] }), t(12)); // kept
    await deletePracticePlan(actorOf(a), a.id, t(20));
    expect((await periods()).slice(2)).toEqual([[[4, 5], 12, 20]]);
  });
});

describe("changes sent at the same moment", () => {
  it("removing a plan twice at once removes it once; the other finds nothing (404), never a 500", async () => {
    const a = await createUser({ complete: true });
    await putPracticePlan(actorOf(a), a.id, input());
    const results = await Promise.allSettled([deletePracticePlan(actorOf(a), a.id), deletePracticePlan(actorOf(a), a.id), deletePracticePlan(actorOf(a), a.id)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 404 });
  });

  it("saves sent together, each begun earlier than the last committed, leave no period that ends before it starts", async () => {
    const a = await createUser({ complete: true });
    const base = Date.parse("2026-11-28T10:00:00Z");
    // The later request commits first: its successor began before it.
    await putPracticePlan(actorOf(a), a.id, input({ days: [1] }), new Date(base + 50));
    await Promise.all([2, 3, 4].map((d, i) => putPracticePlan(actorOf(a), a.id, input({ days: [d] }), new Date(base + i))));
    const periods = await (await db()).practicePlanPeriod.findMany({ where: { userId: a.id } });
    for (const p of periods) if (p.activeUntil) expect(p.activeUntil.getTime()).toBeGreaterThanOrEqual(p.activeFrom.getTime());
    expect(periods.filter((p) => p.activeUntil === null)).toHaveLength(1);
  });
});
