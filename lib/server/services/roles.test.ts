// The last-admin rule under its row lock, through every way an admin can go: the admin screen's
// role change, deleting one's own account, and the operator's `npm run user:role` (audited too).
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { actorOf, createUser, TEST_PASSWORD } from "@/tests/factories";
import { updateUserRole } from "./admin";
import { setRoleByLogin } from "./admin-bootstrap";
import { assertNotLastAdmin, LAST_ADMIN_MESSAGE, ONLY_ADMIN_DELETE_MESSAGE } from "./roles";
import { deleteAccount } from "./settings";

/** Makes `n` fresh admins the only ones in this file's database. */
async function onlyAdmins(n: number) {
  const prisma = await db();
  await prisma.user.updateMany({ where: { role: "admin" }, data: { role: "user" } });
  return Promise.all(Array.from({ length: n }, () => createUser({ role: "admin" })));
}

const adminCount = async () => (await db()).user.count({ where: { role: "admin" } });

describe("at least one admin remains", () => {
  it("when two admins delete their own accounts at once", async () => {
    const [a, b] = await onlyAdmins(2);
    const results = await Promise.allSettled([
      deleteAccount(actorOf(a!), a!.id, TEST_PASSWORD, "10.1.0.1"),
      deleteAccount(actorOf(b!), b!.id, TEST_PASSWORD, "10.1.0.2"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: ONLY_ADMIN_DELETE_MESSAGE });
    expect(await adminCount()).toBe(1);
  });

  it("when one admin demotes the other while that one deletes their account", async () => {
    const [a, b] = await onlyAdmins(2);
    const results = await Promise.allSettled([
      updateUserRole(actorOf(a!), a!.id, { role: "user", isActive: true }),
      deleteAccount(actorOf(b!), b!.id, TEST_PASSWORD, "10.1.0.3"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await adminCount()).toBe(1);
  });

  it("because the first remover holds the admin rows until it commits: the second waits, then sees one admin", async () => {
    const [a, b] = await onlyAdmins(2);
    const prisma = await db();
    let locked!: () => void;
    let release!: () => void;
    const hasLock = new Promise<void>((r) => (locked = r));
    const released = new Promise<void>((r) => (release = r));
    const first = prisma.$transaction(async (tx) => {
      await assertNotLastAdmin(tx, a!.id, "first");
      locked();
      await released;
      await tx.user.delete({ where: { id: a!.id } });
    });
    await hasLock;
    const second = prisma.$transaction(async (tx) => {
      await assertNotLastAdmin(tx, b!.id, "second refused");
      await tx.user.delete({ where: { id: b!.id } });
    });
    // Its refusal can come while `first` is still being awaited: hold it now, so it is never unhandled.
    const secondOutcome = second.then(
      () => null,
      (e: unknown) => e,
    );
    await new Promise((r) => setTimeout(r, 300)); // the second is now waiting on the lock (PostgreSQL) or the connection (PGlite)
    release();
    await first;
    expect(await secondOutcome).toMatchObject({ status: 409, message: "second refused" });
    expect(await adminCount()).toBe(1);
  });

  it("when the operator script would demote the last admin", async () => {
    const [last] = await onlyAdmins(1);
    await expect(setRoleByLogin(last!.email, "user", "ops")).rejects.toMatchObject({ status: 409, message: LAST_ADMIN_MESSAGE });
    expect(await adminCount()).toBe(1);
  });
});

describe("npm run user:role", () => {
  it("records each change with the operator's name, and nothing for a change that changes nothing", async () => {
    await onlyAdmins(1);
    const u = await createUser();
    await setRoleByLogin(u.username, "admin", "deploy");
    await setRoleByLogin(u.username, "admin", "deploy");
    await setRoleByLogin(u.email, "user", "root");
    const rows = await (await db()).adminAuditLog.findMany({ where: { targetUserId: u.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.adminId, r.operator, r.action])).toEqual([
      [null, "deploy", "set_role_admin"],
      [null, "root", "set_role_user"],
    ]);
  });

  it("answers 404 for a login that names nobody", async () => {
    await expect(setRoleByLogin("nobody-at-all", "admin", "ops")).rejects.toMatchObject({ status: 404 });
  });
});
