import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { resetEnvForTests } from "@/lib/server/env";
import { verifyPassword } from "@/lib/server/auth/password";
import { createUser } from "@/tests/factories";
import { ensureAdminFromEnv, setRoleByLogin } from "./admin-bootstrap";

function configure(username?: string, email?: string, password?: string) {
  for (const [k, v] of Object.entries({ ADMIN_USERNAME: username, ADMIN_EMAIL: email, ADMIN_PASSWORD: password })) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

afterEach(() => configure());

describe("admin bootstrap from the environment", () => {
  it("does nothing unless all three variables are set", async () => {
    configure("Boss", undefined, "secret-pass");
    expect(await ensureAdminFromEnv()).toBe("not-configured");
  });

  it("creates one verified admin, idempotently, with an argon2id hash of the password", async () => {
    configure("Head Clinician", "Head@Clinic.test", "a-long-admin-password");
    expect(await ensureAdminFromEnv()).toBe("created");
    expect(await ensureAdminFromEnv()).toBe("exists");
    const prisma = await db();
    const admins = await prisma.user.findMany({ where: { email: "head@clinic.test" } });
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ username: "Head Clinician", role: "admin", emailVerified: true });
    expect(await verifyPassword(admins[0]!.passwordHash, "a-long-admin-password")).toBe(true);
  });

  it("leaves an existing user with that username alone", async () => {
    const existing = await createUser({ username: "Taken Name" });
    configure("Taken Name", "new-admin@clinic.test", "a-long-admin-password");
    expect(await ensureAdminFromEnv()).toBe("exists");
    const prisma = await db();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: existing.id } })).role).toBe("user");
  });

  it("changes a role by username or e-mail for operators", async () => {
    await createUser({ role: "admin" }); // so demoting the target never meets the last-admin rule
    const u = await createUser({ email: "Operator.Target@example.test".toLowerCase() });
    expect(await setRoleByLogin("OPERATOR.TARGET@example.test", "admin")).toEqual({ username: u.username, role: "admin" });
    expect(await setRoleByLogin(u.username.toUpperCase(), "user")).toEqual({ username: u.username, role: "user" });
  });
});
