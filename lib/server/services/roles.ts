// Who holds the admin role, and the one rule on it: at least one admin always remains (decision 044).
// Every way of removing an admin goes through here: the admin screen's role change, deleting one's
// own account, and the operator's `npm run user:role`.
import "server-only";
import { userInfo } from "node:os";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "../errors";

export const LAST_ADMIN_MESSAGE = "At least one admin must remain. Make another user an admin before changing this role.";
export const ONLY_ADMIN_DELETE_MESSAGE = "You are the only admin. Make someone else an admin before deleting your account.";

type Tx = Prisma.TransactionClient;

/**
 * Inside a transaction, before an admin stops being one: locks every admin row until the transaction
 * ends (in id order, so two callers wait for each other instead of deadlocking), then refuses with 409
 * when `userId` is the last admin. Two admins leaving at once therefore cannot both pass.
 */
export async function assertNotLastAdmin(tx: Tx, userId: string, message: string): Promise<void> {
  const admins = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User" WHERE "role" = 'admin' ORDER BY "id" FOR UPDATE`;
  if (admins.length === 1 && admins[0]!.id === userId) throw new AppError("conflict", message);
}

const CHANGED_SELECT = { id: true, username: true, email: true, createdAt: true, emailVerified: true, role: true, lastActiveAt: true, lastSafetyEventAt: true } as const;

/** Who made a role change: an admin in the app, or an operator at the server's shell. */
export type RoleChanger = { adminId: string } | { operator: string };

/**
 * Sets the role of the user `where` names, under the last-admin rule, and records the change in the
 * audit trail in the same transaction. Setting the role a user already has changes nothing.
 */
export async function changeRole(tx: Tx, where: Prisma.UserWhereUniqueInput, role: "user" | "admin", by: RoleChanger) {
  const target = await tx.user.findUnique({ where, select: { id: true } });
  if (!target) throw notFound("User not found");
  if (role === "user") await assertNotLastAdmin(tx, target.id, LAST_ADMIN_MESSAGE);
  // Read after the lock: the role as it is now, not as it was before another change committed.
  const current = await tx.user.findUnique({ where: { id: target.id }, select: CHANGED_SELECT });
  if (!current) throw notFound("User not found");
  if (current.role === role) return current;
  const row = await tx.user.update({ where: { id: target.id }, data: { role }, select: CHANGED_SELECT });
  await tx.adminAuditLog.create({ data: { ...by, targetUserId: target.id, action: `set_role_${role}` } });
  return row;
}

/** The operating-system account running a script, for the audit trail. */
export function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? "unknown";
  }
}
