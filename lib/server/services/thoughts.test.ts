// Thought-log service: validation, ownership (user B refused user A's logs), ordering and admin audit.
import { describe, expect, it } from "vitest";
import { ThoughtCreate, ThoughtListQuery, ThoughtLogCreated, THOUGHT_MAX_LENGTH } from "@/lib/domain/thoughts";
import { crisisContacts } from "@/lib/domain/crisis-lines";
import { CRISIS_INTRO } from "@/lib/domain/crisis";
import { db } from "@/lib/server/db";
import { decodeCursor, PAGE_MAX_BYTES } from "@/lib/server/http/paging";
import { actorOf, createUser } from "@/tests/factories";
import { createThoughtLog, deleteThoughtLog, latestThoughtLog, listThoughtLogs, STAFF_THOUGHT_REFUSED, THOUGHT_PAGE } from "./thoughts";
import { answerSafetyCheck } from "./safety";

describe("ThoughtCreate", () => {
  const userId = "7b7f5d3c-0c47-4a1e-9a55-8d9b0c1e2f3a";
  it("trims the thought and refuses empty or overlong ones", () => {
    expect(ThoughtCreate.parse({ userId, thought: "  What if the door is open?\n" }).thought).toBe("What if the door is open?");
    expect(ThoughtCreate.safeParse({ userId, thought: "   \n " }).success).toBe(false);
    expect(ThoughtCreate.safeParse({ userId, thought: "a".repeat(THOUGHT_MAX_LENGTH) }).success).toBe(true);
    expect(ThoughtCreate.safeParse({ userId, thought: "a".repeat(THOUGHT_MAX_LENGTH + 1) }).success).toBe(false);
    expect(ThoughtCreate.safeParse({ userId: "not-a-uuid", thought: "hi" }).success).toBe(false);
  });
});

describe("creating a thought log", () => {
  it("stores the thought with the built-in engine's analysis and its provider", async () => {
    const a = await createUser({ complete: true });
    const log = await createThoughtLog(actorOf(a), { userId: a.id, thought: "What if I left the stove on?" });
    expect(ThoughtLogCreated.parse(log)).toEqual(log);
    expect(log.risk).toEqual({ level: "none", categories: [] });
    expect(log.checkIn).toBeNull();
    expect(log).toMatchObject({ userId: a.id, thought: "What if I left the stove on?" });
    expect(log.aiResponse).toMatchObject({ cognitive_distortion: true, distortion_type: "Catastrophizing", crisis: false });
    const row = await (await db()).thoughtLog.findUniqueOrThrow({ where: { id: log.id } });
    expect(row.aiProvider).toBe("local");
    // no AI provider configured, so nothing counts against the person's AI budget
    expect(await (await db()).rateLimitHit.count({ where: { key: `ai:${a.id}` } })).toBe(0);
  });

  it("answers a thought that signals risk with crisis resources for the person's country, and records the event", async () => {
    const a = await createUser({ complete: true });
    const log = await createThoughtLog(actorOf(a), { userId: a.id, thought: "I want to die" }, "AU");
    expect(log.aiResponse).toMatchObject({ crisis: true, reframe: CRISIS_INTRO });
    expect(log.aiResponse.coping_strategy).toContain(crisisContacts("AU")[0]!.contact);
    expect(log.risk.level).toBe("crisis");
    expect(log.risk.categories).toContain("wish_dead");
    const row = await (await db()).thoughtLog.findUniqueOrThrow({ where: { id: log.id }, include: { safetyEvent: true } });
    expect(row.aiProvider).toBe("safety");
    // The event holds the level and categories, never the words.
    expect(row.safetyEvent).toMatchObject({ userId: a.id, source: "thought", level: "crisis", categories: log.risk.categories });
    expect(JSON.stringify(row.safetyEvent)).not.toContain("die");
  });

  it("answers a crisis written in Japanese, Arabic or Hindi as it answers English, with the country's lines", async () => {
    const a = await createUser({ complete: true });
    for (const thought of ["もう死にたい。今夜薬を全部飲みます", "بلعت كل الحبوب اللي عندي", "मैंने सारी गोलियां खा ली"]) {
      const log = await createThoughtLog(actorOf(a), { userId: a.id, thought }, "GB");
      expect(log.aiResponse).toMatchObject({ crisis: true, reframe: CRISIS_INTRO });
      expect(log.aiResponse.coping_strategy).toContain(crisisContacts("GB")[0]!.contact);
      expect(log.risk.level).toBe("crisis");
    }
  });

  it("answers someone harmed by another person with the lines for that first, kept with the thought", async () => {
    const a = await createUser({ complete: true });
    const log = await createThoughtLog(actorOf(a), { userId: a.id, thought: "dad punches me in the stomach so the bruises don't show" }, "AU");
    expect(log.risk).toMatchObject({ level: "crisis", categories: ["harmed"] });
    expect(log.aiResponse).toMatchObject({ crisis: true, being_harmed: true });
    expect(log.aiResponse.coping_strategy).toContain("1800RESPECT: 1800 737 732");
    const [listed] = (await listThoughtLogs(actorOf(a), a.id)).items;
    expect(listed!.aiResponse.being_harmed).toBe(true);
  });

  it("shows the crisis lines of the country the person saved, whatever their browser's region", async () => {
    const a = await createUser({ complete: true });
    await (await db()).userSettings.create({ data: { userId: a.id, country: "AU" } });
    const log = await createThoughtLog(actorOf(a), { userId: a.id, thought: "I want to die" }, "GB");
    expect(log.aiResponse.coping_strategy).toContain(crisisContacts("AU")[0]!.contact);
    expect(log.aiResponse.coping_strategy).not.toContain(crisisContacts("GB")[0]!.contact);
  });

  it("asks the check-in for a real ambiguity, holds the usual answer, and shows it after a No", async () => {
    const a = await createUser({ complete: true });
    const log = await createThoughtLog(actorOf(a), { userId: a.id, thought: "Death is on my mind a lot." }, "GB");
    expect(log.risk.level).toBe("check_in");
    expect(log.aiResponse).toMatchObject({ check_in: true, crisis: false });
    expect(log.aiResponse.reframe).toContain("Are you having thoughts of ending your life?");
    // One quiet line with the local crisis line, even before any answer.
    expect(log.aiResponse.coping_strategy).toContain("116 123");
    expect(log.checkIn).toMatchObject({ answer: null });
    const no = await answerSafetyCheck(actorOf(a), log.checkIn!.id, { answer: "no" }, "GB");
    expect(no.level).toBe("none");
    expect("aiResponse" in no && no.aiResponse).toMatchObject({ check_in: false, crisis: false });
    const [stored] = (await listThoughtLogs(actorOf(a), a.id)).items;
    expect(stored!.aiResponse).toEqual("aiResponse" in no && no.aiResponse);
    expect(stored!.checkIn).toMatchObject({ answer: "no" });
    // Asked once: a second answer is refused and changes nothing.
    await expect(answerSafetyCheck(actorOf(a), log.checkIn!.id, { answer: "yes" }, "GB")).rejects.toMatchObject({ status: 409 });
  });

  it("shows crisis resources after a Yes, and records the answer", async () => {
    const a = await createUser({ complete: true });
    const log = await createThoughtLog(actorOf(a), { userId: a.id, thought: "Death is on my mind a lot." }, "US");
    const yes = await answerSafetyCheck(actorOf(a), log.checkIn!.id, { answer: "yes" }, "US");
    expect(yes.level).toBe("crisis");
    expect("aiResponse" in yes && yes.aiResponse.crisis).toBe(true);
    const event = await (await db()).safetyEvent.findUniqueOrThrow({ where: { id: log.checkIn!.id } });
    expect(event).toMatchObject({ answer: "yes", level: "check_in" });
    expect(event.answeredAt).toBeInstanceOf(Date);
  });

  it("lets only the person asked answer their check-in", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const log = await createThoughtLog(actorOf(a), { userId: a.id, thought: "Death is on my mind a lot." });
    for (const actor of [b, admin]) {
      await expect(answerSafetyCheck(actorOf(actor), log.checkIn!.id, { answer: "no" }, null)).rejects.toMatchObject({ status: 403 });
    }
    await expect(answerSafetyCheck(actorOf(a), crypto.randomUUID(), { answer: "no" }, null)).rejects.toMatchObject({ status: 404 });
  });

  it("names a reassurance loop on the third similar worry in a day instead of analysing it again", async () => {
    const a = await createUser({ complete: true });
    const t0 = new Date("2026-11-20T08:00:00Z");
    const at = (h: number) => new Date(t0.getTime() + h * 3_600_000);
    await createThoughtLog(actorOf(a), { userId: a.id, thought: "Did I lock the front door this morning?" }, null, at(0));
    const second = await createThoughtLog(actorOf(a), { userId: a.id, thought: "I'm worried the front door isn't locked" }, null, at(2));
    expect(second.aiResponse.reassurance_loop).toBe(false);
    const third = await createThoughtLog(actorOf(a), { userId: a.id, thought: "what if I didn't lock the front door" }, null, at(5));
    expect(third.aiResponse).toMatchObject({ reassurance_loop: true, distortion_type: "Reassurance seeking" });
    // A day later the window has passed: the worry is analysed as usual.
    const later = await createThoughtLog(actorOf(a), { userId: a.id, thought: "did I lock the front door?" }, null, at(40));
    expect(later.aiResponse.reassurance_loop).toBe(false);
  });

  it("never names a loop when the sentence written again holds no worry ('went for a walk' three times)", async () => {
    const a = await createUser({ complete: true });
    const at = (h: number) => new Date(Date.UTC(2026, 10, 20, 8 + h));
    for (const h of [0, 1, 2]) {
      const log = await createThoughtLog(actorOf(a), { userId: a.id, thought: "Went for a walk by the river" }, null, at(h));
      expect(log.aiResponse.reassurance_loop, `entry ${h + 1}`).toBe(false);
    }
  });

  it("refuses to log a thought for someone else", async () => {
    const a = await createUser();
    const b = await createUser();
    await expect(createThoughtLog(actorOf(b), { userId: a.id, thought: "hello" })).rejects.toMatchObject({ status: 403 });
    expect(await (await db()).thoughtLog.count({ where: { userId: a.id } })).toBe(0);
  });

  it("lets an admin log a thought for the person, recorded as a staff action; an unknown person is 404", async () => {
    const a = await createUser();
    const admin = await createUser({ role: "admin" });
    const log = await createThoughtLog(actorOf(admin), { userId: a.id, thought: "What if I left the iron on?" });
    expect(log.userId).toBe(a.id);
    const prisma = await db();
    expect(await prisma.adminAuditLog.count({ where: { adminId: admin.id, targetUserId: a.id, action: "add_thought_log" } })).toBe(1);
    await expect(createThoughtLog(actorOf(admin), { userId: "00000000-0000-4000-8000-000000000000", thought: "hello" })).rejects.toMatchObject({ status: 404 });
  });

  it("never raises a safety event or a check-in for the person from a clinician's words, and refuses a crisis text to staff", async () => {
    const a = await createUser();
    const admin = await createUser({ role: "admin" });
    const prisma = await db();
    await expect(createThoughtLog(actorOf(admin), { userId: a.id, thought: "I want to kill myself tonight" })).rejects.toMatchObject({ status: 400, message: STAFF_THOUGHT_REFUSED });
    const asked = await createThoughtLog(actorOf(admin), { userId: a.id, thought: "I keep thinking about death lately" });
    expect(asked.checkIn).toBeNull();
    expect(asked.aiResponse.check_in).toBe(false);
    expect(asked.risk.level).toBe("none");
    expect(await prisma.safetyEvent.count({ where: { userId: a.id } })).toBe(0);
    expect(await prisma.thoughtLog.count({ where: { userId: a.id } })).toBe(1);
    // The person's own words still raise it.
    const own = await createThoughtLog(actorOf(a), { userId: a.id, thought: "I keep thinking about death lately" });
    expect(own.checkIn).not.toBeNull();
  });
});

describe("reading thought logs", () => {
  it("lists a user's own logs newest first, and the latest is the newest", async () => {
    const a = await createUser();
    const prisma = await db();
    const answer = { cognitive_distortion: false, distortion_type: "None identified", reframe: "r", coping_strategy: "c", reframed_thought: "t" };
    await prisma.thoughtLog.createMany({
      data: [
        { userId: a.id, thought: "first", aiResponse: answer, createdAt: new Date("2024-01-01T10:00:00Z") },
        { userId: a.id, thought: "third", aiResponse: answer, createdAt: new Date("2024-01-03T10:00:00Z") },
        { userId: a.id, thought: "second", aiResponse: answer, createdAt: new Date("2024-01-02T10:00:00Z") },
      ],
    });
    const list = (await listThoughtLogs(actorOf(a), a.id)).items;
    expect(list.map((l) => l.thought)).toEqual(["third", "second", "first"]);
    // Rows stored before the extra safety fields existed still meet the contract.
    expect(list[0]!.aiResponse).toMatchObject({ crisis: false, ocd_pattern: null });
    expect((await latestThoughtLog(actorOf(a), a.id))?.thought).toBe("third");
  });

  it("answers null for the latest log of someone who has none", async () => {
    const a = await createUser();
    expect(await latestThoughtLog(actorOf(a), a.id)).toBeNull();
  });

  it("refuses user B both the list and the latest of user A (403)", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    await createThoughtLog(actorOf(a), { userId: a.id, thought: "Did I lock the door?" });
    await expect(listThoughtLogs(actorOf(b), a.id)).rejects.toMatchObject({ status: 403 });
    await expect(latestThoughtLog(actorOf(b), a.id)).rejects.toMatchObject({ status: 403 });
  });

  it("lets an admin read them, and records each admin read (not the user's own)", async () => {
    const a = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await createThoughtLog(actorOf(a), { userId: a.id, thought: "Did I lock the door?" });
    await listThoughtLogs(actorOf(a), a.id);
    expect((await listThoughtLogs(actorOf(admin), a.id)).items).toHaveLength(1);
    expect((await latestThoughtLog(actorOf(admin), a.id))?.thought).toBe("Did I lock the door?");
    const audit = await (await db()).adminAuditLog.findMany({ where: { targetUserId: a.id } });
    expect(audit.map((r) => [r.adminId, r.action])).toEqual([
      [admin.id, "view_thought_logs"],
      [admin.id, "view_thought_logs"],
    ]);
  });
});

const ANSWER = { cognitive_distortion: false, distortion_type: "None identified", reframe: "r", coping_strategy: "c", reframed_thought: "t" };

describe("searching one's journal", () => {
  it("keeps the thoughts whose text holds the query, in any case, newest first", async () => {
    const a = await createUser();
    const b = await createUser();
    await (await db()).thoughtLog.createMany({
      data: [
        { userId: a.id, thought: "What if the DOOR is unlocked?", aiResponse: ANSWER, createdAt: new Date("2024-02-01T10:00:00Z") },
        { userId: a.id, thought: "The stove again", aiResponse: ANSWER, createdAt: new Date("2024-02-02T10:00:00Z") },
        { userId: a.id, thought: "Back door, front door", aiResponse: ANSWER, createdAt: new Date("2024-02-03T10:00:00Z") },
        { userId: b.id, thought: "Someone else's door", aiResponse: ANSWER },
      ],
    });
    const found = (await listThoughtLogs(actorOf(a), a.id, { query: "door" })).items;
    expect(found.map((l) => l.thought)).toEqual(["Back door, front door", "What if the DOOR is unlocked?"]);
    expect((await listThoughtLogs(actorOf(a), a.id, { query: "kettle" })).items).toEqual([]);
    expect((await listThoughtLogs(actorOf(a), a.id, { query: undefined })).items).toHaveLength(3);
  });

  it("matches % and _ literally, and trims the query (blank means everything)", async () => {
    const a = await createUser();
    await (await db()).thoughtLog.createMany({
      data: [
        { userId: a.id, thought: "100% sure I checked", aiResponse: ANSWER },
        { userId: a.id, thought: "1000 times", aiResponse: ANSWER },
        { userId: a.id, thought: "snake_case thoughts", aiResponse: ANSWER },
        { userId: a.id, thought: "snakeXcase", aiResponse: ANSWER },
      ],
    });
    expect(((await listThoughtLogs(actorOf(a), a.id, { query: "100%" })).items).map((l) => l.thought)).toEqual(["100% sure I checked"]);
    expect(((await listThoughtLogs(actorOf(a), a.id, { query: "e_c" })).items).map((l) => l.thought)).toEqual(["snake_case thoughts"]);
    expect(ThoughtListQuery.parse({ query: "   " }).query).toBeUndefined();
    expect(ThoughtListQuery.parse({ query: "  door " }).query).toBe("door");
    expect(ThoughtListQuery.safeParse({ query: "x".repeat(201) }).success).toBe(false);
  });

  it("pages every match by cursor: no thought lost or repeated, even those logged in the same instant", async () => {
    const a = await createUser();
    const same = new Date("2026-11-20T08:00:00.000Z");
    // 45 matches, a third of them sharing one timestamp, and thoughts that do not match between them
    await (await db()).thoughtLog.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        userId: a.id,
        thought: i % 4 === 3 ? `kettle ${i}` : `door worry ${i}`,
        aiResponse: ANSWER,
        createdAt: i % 3 === 0 ? same : new Date(same.getTime() - i * 60_000),
      })),
    });
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page = await listThoughtLogs(actorOf(a), a.id, { query: "door", limit: 10, cursor: cursor ? decodeCursor(cursor, "thoughts")! : undefined });
      seen.push(...page.items.map((l) => l.thought));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(seen.every((t) => t.startsWith("door"))).toBe(true);
  });

  it("answers THOUGHT_PAGE.default thoughts unless asked, never more than THOUGHT_PAGE.max", async () => {
    const a = await createUser();
    await (await db()).thoughtLog.createMany({
      data: Array.from({ length: THOUGHT_PAGE.max + 5 }, (_, i) => ({ userId: a.id, thought: `worry ${i}`, aiResponse: ANSWER })),
    });
    expect((await listThoughtLogs(actorOf(a), a.id)).items).toHaveLength(THOUGHT_PAGE.default);
    const biggest = await listThoughtLogs(actorOf(a), a.id, { limit: 1000 });
    expect(biggest.items).toHaveLength(THOUGHT_PAGE.max);
    expect(biggest.nextCursor).not.toBeNull();
  });

  it("keeps a page of the longest thoughts under PAGE_MAX_BYTES; the rest follows on the next page", async () => {
    const a = await createUser();
    const long = { ...ANSWER, reframe: "é".repeat(2000), coping_strategy: "ü".repeat(1500) };
    await (await db()).thoughtLog.createMany({
      data: Array.from({ length: THOUGHT_PAGE.max }, (_, i) => ({ userId: a.id, thought: `${i} ${"ß".repeat(1990)}`, aiResponse: long })),
    });
    const first = await listThoughtLogs(actorOf(a), a.id, { limit: THOUGHT_PAGE.max });
    expect(Buffer.byteLength(JSON.stringify(first.items))).toBeLessThanOrEqual(PAGE_MAX_BYTES);
    expect(first.items.length).toBeLessThan(THOUGHT_PAGE.max);
    const second = await listThoughtLogs(actorOf(a), a.id, { limit: THOUGHT_PAGE.max, cursor: decodeCursor(first.nextCursor!, "thoughts")! });
    expect(first.items.length + second.items.length).toBeLessThanOrEqual(THOUGHT_PAGE.max);
    expect(second.items[0]!.id).not.toBe(first.items.at(-1)!.id);
  });

  it("is refused for another user's journal (403), and audited for an admin", async () => {
    const a = await createUser();
    const b = await createUser();
    const admin = await createUser({ role: "admin" });
    await expect(listThoughtLogs(actorOf(b), a.id, { query: "door" })).rejects.toMatchObject({ status: 403 });
    await listThoughtLogs(actorOf(admin), a.id, { query: "door" });
    expect(await (await db()).adminAuditLog.count({ where: { targetUserId: a.id, action: "view_thought_logs" } })).toBe(1);
  });
});

describe("deleting a thought log", () => {
  it("removes the owner's log and nothing else", async () => {
    const a = await createUser({ complete: true });
    const keep = await createThoughtLog(actorOf(a), { userId: a.id, thought: "What if I left the stove on?" });
    const gone = await createThoughtLog(actorOf(a), { userId: a.id, thought: "Did I lock the door?" });
    await deleteThoughtLog(actorOf(a), a.id, gone.id);
    expect(((await listThoughtLogs(actorOf(a), a.id)).items).map((l) => l.id)).toEqual([keep.id]);
    await expect(deleteThoughtLog(actorOf(a), a.id, gone.id)).rejects.toMatchObject({ status: 404 });
  });

  it("refuses another user and an admin (403), and a log that is not the named user's (404)", async () => {
    const a = await createUser({ complete: true });
    const b = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    const log = await createThoughtLog(actorOf(a), { userId: a.id, thought: "Did I lock the door?" });
    await expect(deleteThoughtLog(actorOf(b), a.id, log.id)).rejects.toMatchObject({ status: 403 });
    await expect(deleteThoughtLog(actorOf(admin), a.id, log.id)).rejects.toMatchObject({ status: 403 });
    // B naming their own account with A's log id finds nothing of theirs.
    await expect(deleteThoughtLog(actorOf(b), b.id, log.id)).rejects.toMatchObject({ status: 404 });
    expect((await listThoughtLogs(actorOf(a), a.id)).items).toHaveLength(1);
  });

  it("keeps the safety event of a deleted log, so clinicians still see the safety history", async () => {
    const a = await createUser({ complete: true });
    const log = await createThoughtLog(actorOf(a), { userId: a.id, thought: "Death is on my mind a lot." });
    expect(log.checkIn).not.toBeNull();
    await deleteThoughtLog(actorOf(a), a.id, log.id);
    const event = await (await db()).safetyEvent.findUniqueOrThrow({ where: { id: log.checkIn!.id } });
    expect(event).toMatchObject({ userId: a.id, source: "thought", level: "check_in", thoughtLogId: null });
    // The check-in of a deleted thought can no longer be answered.
    await expect(answerSafetyCheck(actorOf(a), log.checkIn!.id, { answer: "no" }, null)).rejects.toMatchObject({ status: 404 });
  });
});
