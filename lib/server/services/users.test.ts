import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { env } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import { actorOf, createUser, TEST_PASSWORD } from "@/tests/factories";
import { RegisterInput } from "@/lib/domain/auth";
import { db } from "@/lib/server/db";
import { findUserByLogin, getSessionColumns, getUserProfile, registerUser, reserveRegistration, revokeSessions, verifyCredentials, getUserRow } from "./users";

describe("registration and credentials", () => {
  it("creates an account with an argon2id hash, never the password", async () => {
    const user = await registerUser({ username: "Rita Reg", email: "rita@example.test", password: "secret1" });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain("secret1");
    expect(user.emailVerified).toBe(false);
  });

  it("refuses a duplicate username or e-mail with 409 and a clear message", async () => {
    await registerUser({ username: "dupe", email: "dupe@example.test", password: "secret1" });
    await expect(registerUser({ username: "dupe", email: "other@example.test", password: "secret1" })).rejects.toMatchObject({
      status: 409,
      message: "That username is already taken",
    });
    await expect(registerUser({ username: "other", email: "dupe@example.test", password: "secret1" })).rejects.toMatchObject({
      status: 409,
      message: "An account with that email address already exists",
    });
  });

  it("limits registrations per address to REGISTER_MAX_PER_IP (50) an hour, failed ones included, with Retry-After", async () => {
    const t0 = new Date("2026-11-22T09:00:00Z");
    expect(env().REGISTER_MAX_PER_IP).toBe(50);
    for (let i = 0; i < env().REGISTER_MAX_PER_IP; i++) await reserveRegistration("203.0.113.7", new Date(t0.getTime() + i * 1000));
    const refused = await reserveRegistration("203.0.113.7", new Date(t0.getTime() + 60_000)).catch((e) => e);
    expect(refused).toMatchObject({ status: 429, headers: { "Retry-After": String(3600 - 60) } });
    expect(refused.message).toBe("Too many accounts were created from this network. Please wait 59 minute(s) and try again.");
    await expect(reserveRegistration("198.51.100.1", new Date(t0.getTime() + 60_000))).resolves.toBeUndefined();
    await expect(reserveRegistration("203.0.113.7", new Date(t0.getTime() + 3_601_000))).resolves.toBeUndefined();
  });

  it("signs in a name typed with the spaces it was registered with, and an older account kept with two spaces", async () => {
    const tidy = RegisterInput.parse({ username: "Alice  Review", email: "alice.rev@example.test", password: "secret1" });
    const alice = await registerUser(tidy);
    expect(alice.username).toBe("Alice Review");
    expect((await findUserByLogin("Alice  Review"))?.id).toBe(alice.id);
    expect((await findUserByLogin("alice review"))?.id).toBe(alice.id);
    // Registered before names were tidied: its key holds both spaces, and typing them finds it first.
    const older = await createUser({ username: "Bob  Older" });
    const prisma = await db();
    await prisma.user.update({ where: { id: older.id }, data: { usernameKey: "bob  older" } });
    expect((await findUserByLogin("Bob  Older"))?.id).toBe(older.id);
  });

  it("treats usernames that differ only in case as the same name", async () => {
    await registerUser({ username: "Maya Chen", email: "maya.one@example.test", password: "secret1" });
    await expect(registerUser({ username: "maya CHEN", email: "maya.two@example.test", password: "secret1" })).rejects.toMatchObject({
      status: 409,
      message: "That username is already taken",
    });
  });

  it("treats full-width letters and separately typed accents as the same name", async () => {
    await registerUser({ username: "Zoë Café", email: "zoe.one@example.test", password: "secret1" });
    for (const [name, email] of [["ＺＯË CAFÉ", "zoe.two@example.test"], ["Zoe\u0308 Cafe\u0301", "zoe.three@example.test"]]) {
      await expect(registerUser({ username: name, email, password: "secret1" })).rejects.toMatchObject({ status: 409 });
    }
    expect((await verifyCredentials("zoe\u0308 café", "secret1"))?.username).toBe("Zoë Café");
  });

  it("lets only one of two simultaneous sign-ups whose names differ only in case through", async () => {
    const results = await Promise.allSettled([
      registerUser({ username: "Twin Name", email: "twin.one@example.test", password: "secret1" }),
      registerUser({ username: "twin name", email: "twin.two@example.test", password: "secret1" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: "That username is already taken" });
  });

  it("signs in by username or by e-mail in any case", async () => {
    const u = await createUser({ username: "Case Person", email: "case@example.test" });
    expect((await verifyCredentials("Case Person", TEST_PASSWORD))?.id).toBe(u.id);
    expect((await verifyCredentials("  case PERSON ", TEST_PASSWORD))?.id).toBe(u.id);
    expect((await verifyCredentials("CASE@Example.TEST", TEST_PASSWORD))?.id).toBe(u.id);
    expect(await verifyCredentials("Case Person", "wrong password")).toBeNull();
    expect(await verifyCredentials("nobody-here", TEST_PASSWORD)).toBeNull();
  });

  it("gives the session check the id, role and current session version (a number), and null for no such user", async () => {
    const u = await createUser({ role: "admin" });
    expect(await getSessionColumns(u.id)).toStrictEqual({ id: u.id, role: "admin", sessionVersion: u.sessionVersion });
    await revokeSessions(u.id);
    expect((await getSessionColumns(u.id))?.sessionVersion).toBe(u.sessionVersion + 1);
    expect(await getSessionColumns(randomUUID())).toBeNull();
  });

  it("bumps the session version to revoke sessions", async () => {
    const u = await createUser();
    await revokeSessions(u.id);
    expect((await getUserRow(u.id))?.sessionVersion).toBe(u.sessionVersion + 1);
  });
});

describe("GET /api/users/{id} ownership", () => {
  it("lets a user read themself and an admin read anyone, and refuses user B", async () => {
    const a = await createUser();
    const b = await createUser();
    const admin = await createUser({ role: "admin" });
    expect((await getUserProfile(actorOf(a), a.id)).email).toBe(a.email);
    expect((await getUserProfile(actorOf(admin), a.id)).id).toBe(a.id);
    const refused = await getUserProfile(actorOf(b), a.id).catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.status).toBe(403);
  });

  it("never exposes the password hash or session version", async () => {
    const a = await createUser();
    const profile = await getUserProfile(actorOf(a), a.id);
    expect(JSON.stringify(profile)).not.toMatch(/passwordHash|sessionVersion|argon2/);
  });
});

describe("admin reads are audited", () => {
  it("records an admin reading someone else's profile, not a user reading their own", async () => {
    const { db } = await import("@/lib/server/db");
    const prisma = await db();
    const a = await createUser();
    const admin = await createUser({ role: "admin" });
    await getUserProfile(actorOf(a), a.id);
    await getUserProfile(actorOf(admin), a.id);
    const rows = await prisma.adminAuditLog.findMany({ where: { targetUserId: a.id } });
    expect(rows.map((r) => [r.adminId, r.action])).toEqual([[admin.id, "view_profile"]]);
  });
});
