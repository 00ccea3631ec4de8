// The compulsion log: validation, the note through the risk assessment, windows and paging, ownership,
// the audited admin read, and that a compulsion done changes no score.
import { describe, expect, it } from "vitest";
import { CompulsionEntryCreate, CompulsionEntryCreated, CompulsionListQuery } from "@/lib/domain/compulsion-schemas";
import { pagedQuery } from "@/lib/server/http/paging";
import { NOTE_MAX_LENGTH, urgeLabel } from "@/lib/domain/compulsion-log";
import { db } from "@/lib/server/db";
import { actorOf, createUser } from "@/tests/factories";
import { COMPULSION_PAGE, compulsionPoints, createCompulsionEntry, deleteCompulsionEntry, listCompulsionEntries } from "./compulsions";
import { answerSafetyCheck } from "./safety";
import { BODY_NEEDS_CARE_NOW } from "@/lib/server/safety/answers";
import { HAZARD_STEP } from "@/lib/server/ai/thoughts/texts";

const NOW = new Date("2026-11-25T12:00:00Z");
const entry = (over: Record<string, unknown> = {}) => CompulsionEntryCreate.parse({ kind: "checking", urge: 7, outcome: "resisted", ...over });
const Query = pagedQuery(CompulsionListQuery, COMPULSION_PAGE);
const query = (over: Record<string, unknown> = {}) => Query.parse(over);

describe("CompulsionEntryCreate", () => {
  it("takes the seven kinds, an urge of 0-10 and the three outcomes", () => {
    for (const kind of ["washing", "checking", "mental_ritual", "reassurance", "avoidance", "ordering", "other"]) {
      expect(CompulsionEntryCreate.safeParse({ kind, urge: 0, outcome: "done" }).success).toBe(true);
    }
    expect(CompulsionEntryCreate.safeParse({ kind: "counting", urge: 3, outcome: "done" }).success).toBe(false);
    expect(CompulsionEntryCreate.safeParse({ kind: "other", urge: 11, outcome: "done" }).success).toBe(false);
    expect(CompulsionEntryCreate.safeParse({ kind: "other", urge: 2.5, outcome: "done" }).success).toBe(false);
    expect(CompulsionEntryCreate.safeParse({ kind: "other", urge: 2, outcome: "maybe" }).success).toBe(false);
  });

  it("needs minutes for a compulsion put off, and only then", () => {
    expect(CompulsionEntryCreate.safeParse({ kind: "washing", urge: 6, outcome: "delayed" }).success).toBe(false);
    expect(CompulsionEntryCreate.parse({ kind: "washing", urge: 6, outcome: "delayed", delayMinutes: 20 }).delayMinutes).toBe(20);
    expect(CompulsionEntryCreate.safeParse({ kind: "washing", urge: 6, outcome: "done", delayMinutes: 20 }).success).toBe(false);
    expect(CompulsionEntryCreate.safeParse({ kind: "washing", urge: 6, outcome: "delayed", delayMinutes: 0 }).success).toBe(false);
  });

  it("trims the note, drops a blank one, refuses an overlong one, and ignores unknown fields as every route does", () => {
    expect(entry({ note: "  after the news  " }).note).toBe("after the news");
    expect(entry({ note: "   " }).note).toBeNull();
    expect(CompulsionEntryCreate.safeParse({ kind: "other", urge: 1, outcome: "done", note: "a".repeat(NOTE_MAX_LENGTH + 1) }).success).toBe(false);
    expect(CompulsionEntryCreate.parse({ kind: "other", urge: 1, outcome: "done", userId: "x" })).not.toHaveProperty("userId");
  });

  it("names the urge with the anxiety scale's words, 0 as no urge", () => {
    expect([0, 1, 4, 6, 8, 10].map(urgeLabel)).toEqual(["No urge", "Manageable", "Moderate", "Challenging", "Intense", "Overwhelming"]);
  });
});

describe("logging an entry", () => {
  it("stores it now by default and answers the entry with an empty risk summary", async () => {
    const a = await createUser({ complete: true });
    const created = await createCompulsionEntry(actorOf(a), a.id, entry(), NOW);
    expect(CompulsionEntryCreated.parse(created)).toEqual(created);
    expect(created).toMatchObject({ userId: a.id, kind: "checking", urge: 7, outcome: "resisted", delayMinutes: null, note: null, occurredAt: NOW.toISOString(), checkIn: null, crisis: false });
    expect(created.risk).toEqual({ level: "none", categories: [] });
  });

  it("keeps an earlier time, refuses the future and more than a year back", async () => {
    const a = await createUser({ complete: true });
    const earlier = await createCompulsionEntry(actorOf(a), a.id, entry({ occurredAt: "2026-11-25T07:30:00+01:00" }), NOW);
    expect(earlier.occurredAt).toBe("2026-11-25T06:30:00.000Z");
    // The answer's message and the field's error say the same, so a client may show either.
    const future = "That time has not come yet: please choose a time up to now";
    const tooOld = "Entries can go back one year at most";
    await expect(createCompulsionEntry(actorOf(a), a.id, entry({ occurredAt: "2026-11-25T13:00:00Z" }), NOW)).rejects.toMatchObject({ status: 400, message: future, extra: { errors: { occurredAt: future } } });
    await expect(createCompulsionEntry(actorOf(a), a.id, entry({ occurredAt: "2025-11-01T00:00:00Z" }), NOW)).rejects.toMatchObject({ status: 400, message: tooOld, extra: { errors: { occurredAt: tooOld } } });
  });

  it("changes no score, level or streak when the compulsion was done", async () => {
    const a = await createUser({ complete: true });
    const prisma = await db();
    const before = await prisma.user.findUniqueOrThrow({ where: { id: a.id }, select: { braveryScore: true, erpScore: true, currentLevel: true } });
    for (let i = 0; i < 5; i++) await createCompulsionEntry(actorOf(a), a.id, entry({ outcome: "done", urge: 10 }), NOW);
    const after = await prisma.user.findUniqueOrThrow({ where: { id: a.id }, select: { braveryScore: true, erpScore: true, currentLevel: true } });
    expect(after).toEqual(before);
  });

  it("records a crisis in the note as a safety event, never its words, and flags the entry", async () => {
    const a = await createUser({ complete: true });
    const created = await createCompulsionEntry(actorOf(a), a.id, entry({ note: "I want to die" }), NOW);
    expect(created.risk.level).toBe("crisis");
    expect(created.crisis).toBe(true);
    const event = await (await db()).safetyEvent.findUniqueOrThrow({ where: { compulsionEntryId: created.id } });
    expect(event).toMatchObject({ userId: a.id, source: "compulsion_note", level: "crisis" });
    expect(JSON.stringify(event)).not.toContain("die");
  });

  it("answers a crisis that calls for a practical step with that step first, and none otherwise", async () => {
    const a = await createUser({ complete: true });
    const gas = await createCompulsionEntry(actorOf(a), a.id, entry({ note: "I can smell gas in the flat and I'm not opening the windows, I want it to end" }), NOW);
    expect(gas).toMatchObject({ crisis: true, firstStep: HAZARD_STEP });
    const body = await createCompulsionEntry(actorOf(a), a.id, entry({ note: "I took the whole box of my tablets an hour ago and now my chest is tight" }), NOW);
    expect(body).toMatchObject({ crisis: true, firstStep: BODY_NEEDS_CARE_NOW });
    const plain = await createCompulsionEntry(actorOf(a), a.id, entry({ note: "I want to die" }), NOW);
    expect(plain).not.toHaveProperty("firstStep");
    expect(CompulsionEntryCreated.parse(gas).firstStep).toBe(HAZARD_STEP);
  });

  it("marks a note that tells of being hurt by someone, so its panel lists the lines for that first, as written and as listed", async () => {
    const a = await createUser({ complete: true });
    const hurt = await createCompulsionEntry(actorOf(a), a.id, entry({ note: "dad punches me in the stomach so the bruises don't show" }), NOW);
    expect(hurt).toMatchObject({ crisis: true, beingHarmed: true, risk: { level: "crisis", categories: ["harmed"] } });
    const plan = await createCompulsionEntry(actorOf(a), a.id, entry({ note: "I have saved up my tablets and tonight is the night" }), NOW);
    expect(plan.crisis).toBe(true);
    expect(plan).not.toHaveProperty("beingHarmed");
    const listed = (await listCompulsionEntries(actorOf(a), a.id, query())).items;
    expect(listed.find((e) => e.id === hurt.id)?.beingHarmed).toBe(true);
    expect(listed.find((e) => e.id === plan.id)).not.toHaveProperty("beingHarmed");
  });

  it("asks the check-in for an ambiguous note; Yes turns the entry into a crisis, No leaves it", async () => {
    const a = await createUser({ complete: true });
    const asked = await createCompulsionEntry(actorOf(a), a.id, entry({ note: "Death is on my mind a lot." }), NOW);
    expect(asked.risk.level).toBe("check_in");
    expect(asked.checkIn).toMatchObject({ answer: null, question: "Are you having thoughts of ending your life?" });
    expect(asked.crisis).toBe(false);
    const yes = await answerSafetyCheck(actorOf(a), asked.checkIn!.id, { answer: "yes" }, "GB");
    expect(yes).toEqual({ level: "crisis", compulsionEntryId: asked.id });
    const [listed] = (await listCompulsionEntries(actorOf(a), a.id, query())).items;
    expect(listed).toMatchObject({ id: asked.id, crisis: true, checkIn: { answer: "yes" } });

    const other = await createCompulsionEntry(actorOf(a), a.id, entry({ note: "Death is on my mind a lot." }), NOW);
    expect(await answerSafetyCheck(actorOf(a), other.checkIn!.id, { answer: "no" }, "GB")).toEqual({ level: "none", compulsionEntryId: other.id });
  });

  it("is only for oneself, admins included", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await expect(createCompulsionEntry(actorOf(b), a.id, entry(), NOW)).rejects.toMatchObject({ status: 403 });
    await expect(createCompulsionEntry(actorOf(admin), a.id, entry(), NOW)).rejects.toMatchObject({ status: 403 });
  });
});

describe("listing entries", () => {
  it("answers the window [from, to) newest first, a page at a time with a cursor that loses nothing", async () => {
    const a = await createUser({ complete: true });
    const times = ["2026-11-20T08:00:00Z", "2026-11-21T08:00:00Z", "2026-11-22T08:00:00Z", "2026-11-22T08:00:00Z", "2026-11-23T08:00:00Z", "2026-11-24T08:00:00Z"];
    for (const t of times) await createCompulsionEntry(actorOf(a), a.id, entry({ occurredAt: t }), NOW);
    const window = await listCompulsionEntries(actorOf(a), a.id, query({ from: "2026-11-21T08:00:00Z", to: "2026-11-24T08:00:00Z" }));
    expect(window.items.map((e) => e.occurredAt.slice(0, 10))).toEqual(["2026-11-23", "2026-11-22", "2026-11-22", "2026-11-21"]);
    expect(window.nextCursor).toBeNull();
    // A calendar date means its start in UTC.
    expect((await listCompulsionEntries(actorOf(a), a.id, query({ from: "2026-11-23" }))).items).toHaveLength(2);

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listCompulsionEntries(actorOf(a), a.id, query({ limit: "2", cursor }));
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
  });

  it("refuses a window that ends before it starts, a limit out of bounds and a cursor it never gave", async () => {
    const a = await createUser({ complete: true });
    await expect(listCompulsionEntries(actorOf(a), a.id, query({ from: "2026-11-24", to: "2026-11-20" }))).rejects.toMatchObject({ status: 400 });
    expect(Query.safeParse({ limit: "0" }).success).toBe(false);
    expect(Query.safeParse({ limit: "501" }).success).toBe(false);
    expect(Query.safeParse({ cursor: "bm90IGEgY3Vyc29y" }).success).toBe(false);
    expect(Query.safeParse({ from: "yesterday" }).success).toBe(false);
  });

  it("gives the chart every moment of a window, without the notes, and only to the person", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await createCompulsionEntry(actorOf(a), a.id, entry({ occurredAt: "2026-11-24T08:00:00Z", note: "private words" }), NOW);
    await createCompulsionEntry(actorOf(a), a.id, entry({ occurredAt: "2026-11-20T08:00:00Z", urge: 2, outcome: "done" }), NOW);
    const points = await compulsionPoints(actorOf(a), a.id, { from: "2026-11-23", to: "2026-11-30" });
    expect(points).toEqual([{ occurredAt: "2026-11-24T08:00:00.000Z", urge: 7, outcome: "resisted" }]);
    await expect(compulsionPoints(actorOf(admin), a.id, {})).rejects.toMatchObject({ status: 403 });
  });

  it("refuses other people, and records an admin's read in the audit log", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await createCompulsionEntry(actorOf(a), a.id, entry(), NOW);
    await expect(listCompulsionEntries(actorOf(b), a.id, query())).rejects.toMatchObject({ status: 403 });
    expect((await listCompulsionEntries(actorOf(admin), a.id, query())).items).toHaveLength(1);
    const audit = await (await db()).adminAuditLog.findMany({ where: { targetUserId: a.id } });
    expect(audit.map((r) => [r.adminId, r.action])).toEqual([[admin.id, "view_compulsion_log"]]);
  });
});

describe("deleting an entry", () => {
  it("deletes one's own entry, keeps its safety event unlinked, and answers 404 for anyone else's", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    const created = await createCompulsionEntry(actorOf(a), a.id, entry({ note: "I want to die" }), NOW);
    await expect(deleteCompulsionEntry(actorOf(b), b.id, created.id)).rejects.toMatchObject({ status: 404 });
    await expect(deleteCompulsionEntry(actorOf(b), a.id, created.id)).rejects.toMatchObject({ status: 403 });
    await deleteCompulsionEntry(actorOf(a), a.id, created.id);
    expect((await listCompulsionEntries(actorOf(a), a.id, query())).items).toHaveLength(0);
    const events = await (await db()).safetyEvent.findMany({ where: { userId: a.id } });
    expect(events).toHaveLength(1);
    expect(events[0]!.compulsionEntryId).toBeNull();
    await expect(deleteCompulsionEntry(actorOf(a), a.id, created.id)).rejects.toMatchObject({ status: 404 });
  });
});
