// The first admin comes from ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD; operators change roles by script.
import "server-only";
import { tidyUsername, usernameKey } from "@/lib/domain/account-rules";
import { db } from "../db";
import { env } from "../env";
import { log } from "../log";
import { hashPassword } from "../auth/password";
import { changeRole, operatorName } from "./roles";

/** Creates the configured verified admin unless a user already has that username or e-mail. Idempotent. */
export async function ensureAdminFromEnv(): Promise<"created" | "exists" | "not-configured"> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  const ADMIN_USERNAME = env().ADMIN_USERNAME?.trim();
  if (!ADMIN_USERNAME || !ADMIN_EMAIL || !ADMIN_PASSWORD) return "not-configured";
  const prisma = await db();
  const email = ADMIN_EMAIL.toLowerCase();
  const existing = await prisma.user.findFirst({ where: { OR: [{ usernameKey: usernameKey(ADMIN_USERNAME) }, { email }] }, select: { id: true } });
  if (existing) return "exists";
  const passwordHash = await hashPassword(ADMIN_PASSWORD);
  await prisma.user
    .create({ data: { username: ADMIN_USERNAME, usernameKey: usernameKey(ADMIN_USERNAME), email, passwordHash, role: "admin", emailVerified: true } })
    .catch((e) => {
      if ((e as { code?: string }).code !== "P2002") throw e; // another instance won the race
    });
  log.info("admin.bootstrapped", { username: ADMIN_USERNAME });
  return "created";
}

/**
 * `npm run user:role -- <username-or-email> admin|user`: the same rule and audit trail as the admin
 * screen (the last admin is never demoted), with the operator's account name as the actor. The
 * person's next request shows the new role: the session check reads it from the row.
 */
export async function setRoleByLogin(login: string, role: "user" | "admin", operator = operatorName()): Promise<{ username: string; role: string }> {
  const prisma = await db();
  const where = login.includes("@") ? { email: login.trim().toLowerCase() } : { usernameKey: usernameKey(tidyUsername(login)) };
  const { username, role: saved } = await prisma.$transaction((tx) => changeRole(tx, where, role, { operator }));
  return { username, role: saved };
}
