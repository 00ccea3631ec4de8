// Thought-log service: validation, ownership (user B refused user A's logs), ordering and admin audit.
import { describe, expect, it } from "vitest";
import { ThoughtCreate, ThoughtLog, THOUGHT_MAX_LENGTH } from "@/lib/domain/thoughts";
import { CRISIS_INTRO } from "@/lib/domain/crisis";
import { db } from "@/lib/server/db";
import { actorOf, createUser } from "@/tests/factories";
import { createThoughtLog, latestThoughtLog, listThoughtLogs } from "./thoughts";

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
    expect(ThoughtLog.parse(log)).toEqual(log);
    expect(log).toMatchObject({ userId: a.id, thought: "What if I left the stove on?" });
    expect(log.aiResponse).toMatchObject({ cognitive_distortion: true, distortion_type: "Catastrophizing", crisis: false });
    const row = await (await db()).thoughtLog.findUniqueOrThrow({ where: { id: log.id } });
    expect(row.aiProvider).toBe("local");
    // no AI provider configured, so nothing counts against the person's AI budget
    expect(await (await db()).rateLimitHit.count({ where: { key: `ai:${a.id}` } })).toBe(0);
  });

  it("answers a thought that signals risk with crisis resources, recorded as the safety rule", async () => {
    const a = await createUser({ complete: true });
    const log = await createThoughtLog(actorOf(a), { userId: a.id, thought: "I want to die" });
    expect(log.aiResponse).toMatchObject({ crisis: true, reframe: CRISIS_INTRO });
    const row = await (await db()).thoughtLog.findUniqueOrThrow({ where: { id: log.id } });
    expect(row.aiProvider).toBe("safety");
  });

  it("refuses to log a thought for someone else, even for an admin", async () => {
    const a = await createUser();
    const b = await createUser();
    const admin = await createUser({ role: "admin" });
    for (const actor of [b, admin]) {
      await expect(createThoughtLog(actorOf(actor), { userId: a.id, thought: "hello" })).rejects.toMatchObject({ status: 403 });
    }
    expect(await (await db()).thoughtLog.count({ where: { userId: a.id } })).toBe(0);
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
    const list = await listThoughtLogs(actorOf(a), a.id);
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
    expect(await listThoughtLogs(actorOf(admin), a.id)).toHaveLength(1);
    expect((await latestThoughtLog(actorOf(admin), a.id))?.thought).toBe("Did I lock the door?");
    const audit = await (await db()).adminAuditLog.findMany({ where: { targetUserId: a.id } });
    expect(audit.map((r) => [r.adminId, r.action])).toEqual([
      [admin.id, "view_thought_logs"],
      [admin.id, "view_thought_logs"],
    ]);
  });
});
