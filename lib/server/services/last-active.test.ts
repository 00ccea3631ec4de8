// 'Last active' and 'Needs attention' (decision 047) against a real database: the triggers that keep
// lastActiveAt, signing in, the list's orders by activity, and the attention rule with its reasons.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AdminUserListQuery } from "@/lib/domain/admin";
import { db } from "@/lib/server/db";
import { actorOf, createUser, TEST_PASSWORD } from "@/tests/factories";
import { listUsers } from "./admin";
import { markSignedIn } from "./users";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-25T12:00:00Z");
const daysAgo = (d: number) => new Date(NOW.getTime() - d * DAY);
const q = (input: Record<string, unknown> = {}) => AdminUserListQuery.parse(input);

async function lastActive(id: string) {
  const prisma = await db();
  return (await prisma.user.findUniqueOrThrow({ where: { id }, select: { lastActiveAt: true } })).lastActiveAt;
}

/** A patient named with `marker`, signed up and last active `days` ago. */
async function patient(marker: string, name: string, days: number, role: "user" | "admin" = "user") {
  const prisma = await db();
  const u = await createUser({ username: `${name} ${marker}`, role });
  return prisma.user.update({ where: { id: u.id }, data: { createdAt: daysAgo(days + 30), lastActiveAt: daysAgo(days) } });
}

describe("lastActiveAt", () => {
  it("is the sign-up time for a new person, and moves with every record they write, never back", async () => {
    const prisma = await db();
    const u = await createUser();
    expect((await lastActive(u.id)).getTime()).toBe(u.createdAt.getTime());
    await prisma.user.update({ where: { id: u.id }, data: { lastActiveAt: daysAgo(30) } });

    await prisma.thoughtLog.create({ data: { userId: u.id, thought: "x", aiResponse: {}, createdAt: daysAgo(20) } });
    expect(await lastActive(u.id)).toEqual(daysAgo(20));
    const session = await prisma.erpSession.create({ data: { userId: u.id, trigger: "door", anxietyLevel: 5, duration: 30, createdAt: daysAgo(10) } });
    expect(await lastActive(u.id)).toEqual(daysAgo(10));
    await prisma.erpSession.update({ where: { id: session.id }, data: { completed: true, completedAt: daysAgo(9) } });
    expect(await lastActive(u.id)).toEqual(daysAgo(9));
    const event = await prisma.safetyEvent.create({ data: { userId: u.id, source: "thought", level: "check_in", createdAt: daysAgo(9) } });
    await prisma.safetyEvent.update({ where: { id: event.id }, data: { answer: "no", answeredAt: daysAgo(8) } });
    expect(await lastActive(u.id)).toEqual(daysAgo(8));
    await prisma.compulsionEntry.create({ data: { userId: u.id, kind: "checking", urge: 5, outcome: "resisted", occurredAt: daysAgo(9), createdAt: daysAgo(7) } });
    expect(await lastActive(u.id)).toEqual(daysAgo(7));
    await prisma.weeklyCheckIn.create({ data: { userId: u.id, answers: [1, 1, 1, 1, 1], total: 5, createdAt: daysAgo(6) } });
    expect(await lastActive(u.id)).toEqual(daysAgo(6));

    // A record dated earlier (logged late) does not move it back; signing in moves it to now.
    await prisma.thoughtLog.create({ data: { userId: u.id, thought: "older", aiResponse: {}, createdAt: daysAgo(25) } });
    expect(await lastActive(u.id)).toEqual(daysAgo(6));
    await markSignedIn(u.id, NOW);
    expect(await lastActive(u.id)).toEqual(NOW);
    await markSignedIn(u.id, daysAgo(1));
    expect(await lastActive(u.id)).toEqual(NOW);
  });

  it("is not moved by a password check alone: only a completed sign-in marks it", async () => {
    const { verifyCredentials } = await import("./users");
    const u = await createUser();
    const prisma = await db();
    await prisma.user.update({ where: { id: u.id }, data: { lastActiveAt: daysAgo(40) } });
    expect(await verifyCredentials(u.username, TEST_PASSWORD)).not.toBeNull();
    expect(await lastActive(u.id)).toEqual(daysAgo(40));
  });
});

describe("the admin list by activity", () => {
  it("sorts by last activity, most recent or longest ago first, with lastActiveAt in each item", async () => {
    const admin = actorOf(await createUser({ role: "admin" }));
    const m = randomUUID().slice(0, 8);
    const a = await patient(m, "Ana", 3);
    const b = await patient(m, "Ben", 30);
    const c = await patient(m, "Cy", 1);
    const active = await listUsers(admin, q({ query: m, sort: "active" }), NOW);
    expect(active.users.map((u) => u.id)).toEqual([c.id, a.id, b.id]);
    expect(active.users[0]!.lastActiveAt).toBe(daysAgo(1).toISOString());
    const inactive = await listUsers(admin, q({ query: m, sort: "inactive" }), NOW);
    expect(inactive.users.map((u) => u.id)).toEqual([b.id, a.id, c.id]);
  });

  it("'Needs attention': a crisis answer or check-in within 7 days, or 14 days without activity; patients only", async () => {
    const prisma = await db();
    const admin = actorOf(await createUser({ role: "admin" }));
    const m = randomUUID().slice(0, 8);
    const recentCrisis = await patient(m, "Crisis", 1);
    await prisma.safetyEvent.create({ data: { userId: recentCrisis.id, source: "thought", level: "crisis", createdAt: daysAgo(2) } });
    const oldCheckIn = await patient(m, "OldCheck", 1);
    await prisma.safetyEvent.create({ data: { userId: oldCheckIn.id, source: "erp_trigger", level: "check_in", createdAt: daysAgo(8) } });
    const quiet = await patient(m, "Quiet", 15);
    const recent = await patient(m, "Recent", 13);
    const both = await patient(m, "Both", 20);
    await prisma.safetyEvent.create({ data: { userId: both.id, source: "thought", level: "check_in", createdAt: daysAgo(6.9) } });
    const staff = await patient(m, "Staff", 60, "admin");
    // An older event written later (a back-dated record) never hides a recent one.
    await prisma.safetyEvent.create({ data: { userId: recentCrisis.id, source: "thought", level: "check_in", createdAt: daysAgo(30) } });
    // Writing the safety events above raised no one's lastActiveAt: only an answer does.
    await prisma.user.update({ where: { id: both.id }, data: { lastActiveAt: daysAgo(20) } });

    const page = await listUsers(admin, q({ query: m, attention: "1", sort: "inactive" }), NOW);
    expect(page.users.map((u) => [u.id, u.attention])).toEqual([
      [both.id, ["safety", "inactive"]],
      [quiet.id, ["inactive"]],
      [recentCrisis.id, ["safety"]],
    ]);
    expect(page.summary.total).toBe(3);
    // The list answer keeps its shape: the safety time stays a column for the rule, not a field.
    expect(Object.keys(page.users[0]!)).not.toContain("lastSafetyEventAt");

    // Without the filter everyone is listed, each with their reasons (none for the others and staff).
    const all = await listUsers(admin, q({ query: m }), NOW);
    const reasons = new Map(all.users.map((u) => [u.id, u.attention]));
    expect(all.summary.total).toBe(6);
    expect([oldCheckIn.id, recent.id, staff.id].map((id) => reasons.get(id))).toEqual([[], [], []]);
    expect(reasons.get(quiet.id)).toEqual(["inactive"]);
  });

  it("combines 'Needs attention' with the status filter and the search", async () => {
    const prisma = await db();
    const admin = actorOf(await createUser({ role: "admin" }));
    const m = randomUUID().slice(0, 8);
    const quietUnverified = await patient(m, "Quiet", 20);
    await prisma.user.update({ where: { id: quietUnverified.id }, data: { emailVerified: false } });
    await patient(m, "QuietVerified", 20);
    const page = await listUsers(admin, q({ query: m, attention: "1", status: "unverified" }), NOW);
    expect(page.users.map((u) => u.id)).toEqual([quietUnverified.id]);
    expect(page.summary).toEqual({ total: 1, verified: 0, unverified: 1 });
  });
});
