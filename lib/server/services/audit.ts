// Records every time staff read a user's health data (who, whom, what, when), never the content.
import "server-only";
import { db } from "../db";
import type { Actor } from "../auth/session";

export type AuditAction = "view_profile" | "view_thought_logs" | "view_erp_sessions" | "view_user_detail";

/** Call after an authorised read; a user reading their own data is not audited. */
export async function recordAdminRead(actor: Actor, targetUserId: string, action: AuditAction): Promise<void> {
  if (actor.id === targetUserId || actor.role !== "admin") return;
  const prisma = await db();
  await prisma.adminAuditLog.create({ data: { adminId: actor.id, targetUserId, action } });
}
