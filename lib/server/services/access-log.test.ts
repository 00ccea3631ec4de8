// Access transparency against a real database: the person sees which staff member read their records
// and when, newest first and paged; nobody else sees that list, and staff-only actions stay off it.
import { describe, expect, it } from "vitest";
import { ACCESS_LOG_PAGE_SIZE } from "@/lib/domain/access-log";
import { db } from "@/lib/server/db";
import { actorOf, createUser } from "@/tests/factories";
import { listAccessLog } from "./access-log";
import { getUserDetail, updateUserRole } from "./admin";
import { addNote, listNotes } from "./clinician-notes";
import { listThoughtLogs } from "./thoughts";
import { exportUserData } from "./settings";

/** Spreads the person's audit rows `step` minutes apart from 09:00 on Nov 20, in the order written. */
async function backdate(targetUserId: string, step = 60) {
  const prisma = await db();
  const rows = await prisma.adminAuditLog.findMany({ where: { targetUserId }, orderBy: { id: "asc" }, select: { id: true } });
  for (const [i, r] of rows.entries()) {
    await prisma.adminAuditLog.update({ where: { id: r.id }, data: { createdAt: new Date(Date.UTC(2026, 10, 20, 9, i * step)) } });
  }
}

describe("the access log", () => {
  it("shows the person which staff member read their records, and when, newest first", async () => {
    const patient = await createUser({ complete: true });
    const ortiz = await createUser({ role: "admin", username: `Dr Ortiz ${patient.id.slice(0, 6)}` });
    const kim = await createUser({ role: "admin", username: `Dr Kim ${patient.id.slice(0, 6)}` });
    await getUserDetail(actorOf(ortiz), patient.id);
    await listThoughtLogs(actorOf(kim), patient.id);
    // Staff-only records and role changes are not reads of the person's data: not listed.
    await addNote(actorOf(ortiz), patient.id, { text: "Staff only" });
    await listNotes(actorOf(ortiz), patient.id, { page: 1 });
    await updateUserRole(actorOf(ortiz), patient.id, { role: "user", isActive: true });
    // The person's own reads are never recorded.
    await listThoughtLogs(actorOf(patient), patient.id);
    await backdate(patient.id);

    const log = await listAccessLog(actorOf(patient), patient.id, { page: 1 });
    expect(log.entries.map((e) => [e.staffName, e.what, e.at, e.times])).toEqual([
      [kim.username, "looked at your thought journal", "2026-11-20T10:00:00.000Z", 1],
      [ortiz.username, "opened your records", "2026-11-20T09:00:00.000Z", 1],
    ]);
    expect(log).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(JSON.stringify(log)).not.toContain("Staff only");
    // Entries are told apart without handing the patient the staff members' account ids.
    expect(new Set(log.entries.map((e) => e.id)).size).toBe(2);
    expect(JSON.stringify(log)).not.toContain(ortiz.id);
    expect(JSON.stringify(log)).not.toContain(kim.id);
  });

  it("is the person's own: another user and an admin are refused", async () => {
    const patient = await createUser();
    const other = await createUser();
    const admin = await createUser({ role: "admin" });
    await expect(listAccessLog(actorOf(other), patient.id, { page: 1 })).rejects.toMatchObject({ status: 403 });
    await expect(listAccessLog(actorOf(admin), patient.id, { page: 1 })).rejects.toMatchObject({ status: 403 });
    // An admin sees the list of their own account, like anyone.
    expect((await listAccessLog(actorOf(admin), admin.id, { page: 1 })).entries).toEqual([]);
  });

  it("is paged, and names a reader whose account is gone as no one in particular", async () => {
    const patient = await createUser();
    const admin = await createUser({ role: "admin" });
    for (let i = 0; i < ACCESS_LOG_PAGE_SIZE + 1; i++) await getUserDetail(actorOf(admin), patient.id);
    await backdate(patient.id);
    const prisma = await db();
    await prisma.user.delete({ where: { id: admin.id } });
    const second = await listAccessLog(actorOf(patient), patient.id, { page: 2 });
    expect(second.entries.map((e) => [e.staffName, e.at, e.times])).toEqual([[null, "2026-11-20T09:00:00.000Z", 1]]);
    expect(second).toMatchObject({ total: ACCESS_LOG_PAGE_SIZE + 1, pageCount: 2 });
  });

  it("shows one staff member's reads of one kind within a clock hour as one line, with how many", async () => {
    const patient = await createUser();
    const admin = await createUser({ role: "admin" });
    for (let i = 0; i < 3; i++) await getUserDetail(actorOf(admin), patient.id); // 09:00, 09:20, 09:40
    await getUserDetail(actorOf(admin), patient.id); // 10:00: the next hour, a new line
    await backdate(patient.id, 20);
    const log = await listAccessLog(actorOf(patient), patient.id, { page: 1 });
    expect(log.entries.map((e) => [e.what, e.firstAt, e.at, e.times])).toEqual([
      ["opened your records", "2026-11-20T10:00:00.000Z", "2026-11-20T10:00:00.000Z", 1],
      ["opened your records", "2026-11-20T09:00:00.000Z", "2026-11-20T09:40:00.000Z", 3],
    ]);
    expect(log.total).toBe(2);
  });

  it("is part of the person's data download", async () => {
    const patient = await createUser({ complete: true });
    const admin = await createUser({ role: "admin" });
    await getUserDetail(actorOf(admin), patient.id);
    const data = await exportUserData(actorOf(patient), patient.id);
    expect(data.accessLog).toEqual([expect.objectContaining({ staffName: admin.username, action: "view_user_detail", what: "opened your records" })]);
  });
});
