// Admin service against a real database: search, filters, paging, counts, role changes and audit rows.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AdminUserListQuery } from "@/lib/domain/admin";
import { db } from "@/lib/server/db";
import { actorOf, createUser } from "@/tests/factories";
import { ADMIN_DETAIL_PAGE } from "@/lib/domain/admin";
import { decodeCursor } from "@/lib/server/http/paging";
import { DEACTIVATION_MESSAGE, getUserDetail, LAST_ADMIN_MESSAGE, listUsers, updateUserRole, usersList } from "./admin";
import { ERP_PAGE } from "./erp";

const q = (input: Record<string, unknown> = {}) => AdminUserListQuery.parse(input);

/** Users whose names share a fresh marker, with distinct signup times (oldest first). */
async function cohort(marker: string, specs: { name: string; email?: string; verified?: boolean }[]) {
  const prisma = await db();
  const users = [];
  for (const [i, s] of specs.entries()) {
    const u = await createUser({
      username: `${s.name} ${marker}`,
      email: s.email ?? `${s.name.toLowerCase().replace(/\W+/g, ".")}.${marker}@example.test`,
      emailVerified: s.verified ?? true,
    });
    users.push(await prisma.user.update({ where: { id: u.id }, data: { createdAt: new Date(Date.UTC(2024, 0, 1 + i)) } }));
  }
  return users;
}

const marker = () => randomUUID().slice(0, 8);

describe("listUsers", () => {
  it("refuses anyone but an admin", async () => {
    const user = await createUser();
    await expect(listUsers(actorOf(user), q())).rejects.toMatchObject({ status: 403 });
  });

  it("searches username and e-mail case-insensitively, newest first, with counts in SQL", async () => {
    const admin = actorOf(await createUser({ role: "admin" }));
    const m = marker();
    const [ana, ben, cy] = await cohort(m, [
      { name: "Ana Lopez", verified: true },
      { name: "Ben Ortiz", email: `LOPEZ.fan.${m}@example.test`.toLowerCase(), verified: false },
      { name: "Cy Park", verified: true },
    ]);
    const byMarker = await listUsers(admin, q({ query: m.toUpperCase() }));
    expect(byMarker.users.map((u) => u.username)).toEqual([cy!.username, ben!.username, ana!.username]);
    expect(byMarker.summary).toEqual({ total: 3, verified: 2, unverified: 1 });
    // Ana matches on her username, Ben on his e-mail only; surrounding spaces are ignored.
    const lopez = await listUsers(admin, q({ query: "  LoPeZ " }));
    expect(lopez.users.map((u) => u.id)).toEqual([ben!.id, ana!.id]);
    expect(Object.keys(byMarker.users[0]!).sort()).toEqual(["attention", "createdAt", "email", "emailVerified", "id", "lastActiveAt", "role", "username"]);
  });

  it("filters by verified status and counts only the matches", async () => {
    const admin = actorOf(await createUser({ role: "admin" }));
    const m = marker();
    const [a, b, c] = await cohort(m, [
      { name: "Dee", verified: true },
      { name: "Eli", verified: false },
      { name: "Fay", verified: false },
    ]);
    const unverified = await listUsers(admin, q({ query: m, status: "unverified" }));
    expect(unverified.users.map((u) => u.id)).toEqual([c!.id, b!.id]);
    expect(unverified.summary).toEqual({ total: 2, verified: 0, unverified: 2 });
    const verified = await listUsers(admin, q({ query: m, status: "verified" }));
    expect(verified.users.map((u) => u.id)).toEqual([a!.id]);
    const all = await listUsers(admin, q({ query: m, status: "all" }));
    expect(all.summary).toEqual({ total: 3, verified: 1, unverified: 2 });
  });

  it("treats % and _ in the search text literally", async () => {
    const admin = actorOf(await createUser({ role: "admin" }));
    const m = marker();
    const [, percent, , underscore, backslash] = await cohort(m, [
      { name: "Score 100x" },
      { name: "Score 100%" },
      { name: "Snake case" },
      { name: "Snake_case" },
      { name: "Back\\slash" },
    ]);
    const ids = async (query: string) => (await listUsers(admin, q({ query: `${query} ${m}` }))).users.map((u) => u.id);
    expect(await ids("100%")).toEqual([percent!.id]);
    expect(await ids("Snake_case")).toEqual([underscore!.id]);
    expect(await ids("Back\\slash")).toEqual([backslash!.id]);
  });

  it("pages without overlap, reporting the page count", async () => {
    const admin = actorOf(await createUser({ role: "admin" }));
    const m = marker();
    const users = await cohort(m, Array.from({ length: 5 }, (_, i) => ({ name: `Pager ${i}` })));
    const newestFirst = users.map((u) => u.id).reverse();
    const p1 = await listUsers(admin, q({ query: m, limit: "2" }));
    const p2 = await listUsers(admin, q({ query: m, limit: "2", page: "2" }));
    const p3 = await listUsers(admin, q({ query: m, limit: "2", page: "3" }));
    expect([...p1.users, ...p2.users, ...p3.users].map((u) => u.id)).toEqual(newestFirst);
    expect(p1.pageCount).toBe(3);
    expect(p3.summary.total).toBe(5);
    const beyond = await listUsers(admin, q({ query: m, limit: "2", page: "9" }));
    expect(beyond.users).toEqual([]);
  });

  it.each(["newest", "active", "inactive"] as const)("pages by cursor in the %s order as by page number, ties broken by id", async (sort) => {
    const admin = actorOf(await createUser({ role: "admin" }));
    const m = marker();
    const users = await cohort(m, Array.from({ length: 5 }, (_, i) => ({ name: `Cursor ${i}` })));
    // Two users active in the same instant: the id keeps them apart.
    const prisma = await db();
    const same = new Date(Date.UTC(2025, 5, 1));
    await prisma.user.updateMany({ where: { id: { in: [users[1]!.id, users[2]!.id] } }, data: { lastActiveAt: same } });
    const byNumber = [1, 2, 3].map((page) => listUsers(admin, q({ query: m, limit: "2", page: String(page), sort })));
    const expected = (await Promise.all(byNumber)).flatMap((p) => p.users.map((u) => u.id));
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listUsers(admin, { ...q({ query: m, limit: "2", sort }), cursor: cursor ? decodeCursor(cursor, usersList(sort))! : undefined });
      walked.push(...page.users.map((u) => u.id));
      cursor = page.nextCursor;
    } while (cursor && walked.length < 10);
    expect(walked).toEqual(expected);
    expect(new Set(walked).size).toBe(5);
  });

  it("is served by the trigram indexes of the admin_search_indexes migration", async () => {
    const prisma = await db();
    const rows = await prisma.$queryRaw<{ indexname: string; indexdef: string }[]>`
      SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'User' AND indexname LIKE '%trgm%' ORDER BY indexname`;
    expect(rows.map((r) => r.indexname)).toEqual(["User_email_trgm_idx", "User_username_trgm_idx"]);
    expect(rows.every((r) => /USING gin .*gin_trgm_ops/.test(r.indexdef))).toBe(true);
  });

  it("validates the query: long search text and unknown statuses are refused", () => {
    expect(AdminUserListQuery.safeParse({ query: "x".repeat(101) }).success).toBe(false);
    expect(AdminUserListQuery.safeParse({ status: "pending" }).success).toBe(false);
    expect(AdminUserListQuery.safeParse({ limit: "1000" }).success).toBe(false);
    expect(q({ query: "   ", status: "" })).toEqual({ query: undefined, status: undefined, page: 1, limit: 50, sort: "newest", attention: false });
  });
});

describe("updateUserRole", () => {
  it("promotes and demotes, and records who changed whose role", async () => {
    const prisma = await db();
    const admin = await createUser({ role: "admin" });
    const target = await createUser();
    const promoted = await updateUserRole(actorOf(admin), target.id, { role: "admin", isActive: true });
    expect(promoted).toMatchObject({ id: target.id, role: "admin" });
    const demoted = await updateUserRole(actorOf(admin), target.id, { role: "user", isActive: true });
    expect(demoted.role).toBe("user");
    const rows = await prisma.adminAuditLog.findMany({ where: { targetUserId: target.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.adminId, r.action])).toEqual([
      [admin.id, "set_role_admin"],
      [admin.id, "set_role_user"],
    ]);
  });

  it("refuses non-admins, unknown users and deactivation", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser();
    await expect(updateUserRole(actorOf(user), user.id, { role: "admin", isActive: true })).rejects.toMatchObject({ status: 403 });
    await expect(updateUserRole(actorOf(admin), randomUUID(), { role: "admin", isActive: true })).rejects.toMatchObject({
      status: 404,
    });
    await expect(updateUserRole(actorOf(admin), user.id, { role: "admin", isActive: false })).rejects.toMatchObject({
      status: 400,
      message: DEACTIVATION_MESSAGE,
    });
    const prisma = await db();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("user");
  });

  it("never removes the last admin, even when two admins demote each other at once", async () => {
    const prisma = await db();
    // This file's other tests leave admins behind: start from exactly two.
    await prisma.user.updateMany({ where: { role: "admin" }, data: { role: "user" } });
    const a = await createUser({ role: "admin" });
    const b = await createUser({ role: "admin" });
    const results = await Promise.allSettled([
      updateUserRole(actorOf(a), b.id, { role: "user", isActive: true }),
      updateUserRole(actorOf(b), a.id, { role: "user", isActive: true }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: LAST_ADMIN_MESSAGE });
    expect(await prisma.user.count({ where: { role: "admin" } })).toBe(1);

    const last = (await prisma.user.findFirstOrThrow({ where: { role: "admin" } }))!;
    await expect(updateUserRole(actorOf(last), last.id, { role: "user", isActive: true })).rejects.toMatchObject({
      status: 409,
    });
    // Setting the role it already has is not an error.
    await expect(updateUserRole(actorOf(last), last.id, { role: "admin", isActive: true })).resolves.toMatchObject({
      role: "admin",
    });
  });
});

describe("getUserDetail", () => {
  it("returns profile, sessions and thought logs newest first, and audits the read without content", async () => {
    const prisma = await db();
    const admin = await createUser({ role: "admin" });
    const patient = await createUser({ complete: true });
    const day = (d: number) => new Date(Date.UTC(2024, 4, d));
    await prisma.erpSession.createMany({
      data: [
        { userId: patient.id, trigger: "Door locks", anxietyLevel: 7, duration: 120, completed: true, createdAt: day(1) },
        { userId: patient.id, trigger: "Stove knobs", anxietyLevel: 5, duration: 30, completed: false, createdAt: day(2) },
      ],
    });
    await prisma.thoughtLog.create({
      data: {
        userId: patient.id,
        thought: "What if I left the stove on?",
        aiResponse: { cognitive_distortion: true, distortion_type: "Catastrophizing", reframe: "A worry is not a fact.", crisis: true },
        createdAt: day(3),
      },
    });
    const detail = await getUserDetail(actorOf(admin), patient.id);
    expect(detail.user).toMatchObject({ id: patient.id, ocdType: "checking", primaryTriggers: ["doors_locks"], anxietySeverity: 6 });
    expect(detail.sessionCount).toBe(2);
    expect(detail.sessions.map((s) => [s.trigger, s.completed])).toEqual([
      ["Stove knobs", false],
      ["Door locks", true],
    ]);
    expect(detail.thoughtLogs[0]!.aiResponse).toEqual({
      cognitive_distortion: true,
      distortion_type: "Catastrophizing",
      reframe: "A worry is not a fact.",
      crisis: true,
    });
    const audit = await prisma.adminAuditLog.findMany({ where: { targetUserId: patient.id } });
    expect(audit.map((r) => [r.adminId, r.action])).toEqual([[admin.id, "view_user_detail"]]);
    expect(JSON.stringify(audit, (_k, v) => (typeof v === "bigint" ? String(v) : v))).not.toMatch(/stove|Door/i);
  });

  it("answers the first page of each history with the cursor of the next, and the counts of all", async () => {
    const prisma = await db();
    const admin = await createUser({ role: "admin" });
    const patient = await createUser({ complete: true });
    const at = (i: number) => new Date(Date.UTC(2025, 0, 1, 0, i));
    await prisma.erpSession.createMany({ data: Array.from({ length: 25 }, (_, i) => ({ userId: patient.id, trigger: `t${i}`, anxietyLevel: 5, duration: 30, createdAt: at(i) })) });
    await prisma.thoughtLog.createMany({ data: Array.from({ length: 5 }, (_, i) => ({ userId: patient.id, thought: `x${i}`, aiResponse: {}, createdAt: at(i) })) });
    const detail = await getUserDetail(actorOf(admin), patient.id);
    expect(detail.sessions).toHaveLength(ADMIN_DETAIL_PAGE);
    expect(detail.sessionCount).toBe(25);
    expect(decodeCursor(detail.sessionsNextCursor!, ERP_PAGE.list)).toEqual({ at: at(5), id: detail.sessions.at(-1)!.id });
    expect(detail.thoughtLogs).toHaveLength(5);
    expect(detail.thoughtLogsNextCursor).toBeNull();
  });

  it("includes the time between sessions in the same audited read: the plan, four weeks of the log in counts, the check-ins", async () => {
    const prisma = await db();
    const admin = await createUser({ role: "admin" });
    const patient = await createUser({ complete: true });
    const now = new Date("2026-11-25T12:00:00Z");
    await prisma.practicePlan.create({ data: { userId: patient.id, days: [5, 1], reminderTime: "07:15", timeZone: "Asia/Tokyo", status: "suggested", setById: admin.id } });
    await prisma.compulsionEntry.createMany({
      data: [
        { userId: patient.id, kind: "washing", urge: 8, outcome: "resisted", note: "PRIVATE", occurredAt: new Date("2026-11-20T10:00:00Z") },
        { userId: patient.id, kind: "washing", urge: 6, outcome: "resisted", occurredAt: new Date("2026-11-21T10:00:00Z") },
        { userId: patient.id, kind: "checking", urge: 4, outcome: "done", occurredAt: new Date("2026-11-22T10:00:00Z") },
        { userId: patient.id, kind: "checking", urge: 9, outcome: "delayed", delayMinutes: 10, occurredAt: new Date("2026-10-01T10:00:00Z") }, // older than 28 days
      ],
    });
    await prisma.weeklyCheckIn.createMany({ data: [12, 9].map((total, i) => ({ userId: patient.id, answers: [2, 2, 2, 2, total - 8], total, createdAt: new Date(Date.UTC(2026, 10, 10 + i * 7)) })) });
    const { between } = await getUserDetail(actorOf(admin), patient.id, { now });
    expect(between.plan).toMatchObject({ days: [1, 5], reminderTime: "07:15", timeZone: "Asia/Tokyo", status: "suggested", setBy: { username: admin.username } });
    expect(between.log).toEqual({ days: 28, entries: 3, resisted: 2, delayed: 0, done: 1, averageUrge: 6 });
    expect(between.checkIns.map((c) => c.total)).toEqual([9, 12]);
    expect(between.checkInCount).toBe(2);
    expect(await prisma.adminAuditLog.count({ where: { targetUserId: patient.id } })).toBe(1);
  });

  it("refuses non-admins and answers 404 for an unknown user", async () => {
    const user = await createUser();
    const other = await createUser();
    const admin = await createUser({ role: "admin" });
    await expect(getUserDetail(actorOf(user), other.id)).rejects.toMatchObject({ status: 403 });
    await expect(getUserDetail(actorOf(admin), randomUUID())).rejects.toMatchObject({ status: 404 });
  });
});
