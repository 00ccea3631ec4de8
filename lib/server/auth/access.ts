// Authorization in one place: who may act on whose data. Every service that touches a person's data
// asks here, so the rule (the person, or an admin for reads) and the audit of staff reads cannot
// drift apart between services. Owned by no service; it needs only the database.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "../db";
import { AppError, forbidden, notFound } from "../errors";

/** The signed-in user as services see them (a PublicUser is one too). */
export interface Actor {
  id: string;
  role: "user" | "admin";
}

/** The audit actions of staff reads; the content read is never recorded. */
export type AuditedRead =
  | "view_profile"
  | "view_thought_logs"
  | "view_erp_sessions"
  | "view_user_detail"
  | "view_compulsion_log"
  | "view_check_ins"
  | "view_practice_plan"
  | "view_ladder";

/**
 * Staff actions on one person's records besides the reads above: clinician notes (decision
 * 045), the treatment summary and the report (decision 048), a thought logged for the person
 * (decision 009, amendment of 2026-11-29). Recorded like the reads.
 */
export type StaffAction =
  | AuditedRead
  | "view_clinician_notes"
  | "add_clinician_note"
  | "edit_clinician_note"
  | "view_treatment"
  | "view_report"
  | "add_thought_log";

export function assertAdmin(actor: Actor): void {
  if (actor.role !== "admin") throw forbidden();
}

/** Writes and personal settings: only the person themself, admins included (decision 022). */
export function assertSelf(actor: Actor, userId: string): void {
  if (actor.id !== userId) throw new AppError("forbidden", "You can only do this for your own account");
}

/**
 * Reads of a person's records: the person, or an admin. An admin reading someone else's records is
 * recorded (who, whom, what, when) in the same statement that checks the person exists, so every read
 * answers alike: 403 for other users, 404 for an unknown id, and no audit row names a missing user.
 * An admin reading their own records is not audited.
 */
export async function authorizeRead(actor: Actor, userId: string, action: AuditedRead): Promise<void> {
  if (actor.id === userId) return;
  await recordStaffAction(actor, userId, action);
}

/**
 * Staff only: records that `actor` did `action` on the records of `userId`, in the statement that checks
 * the person exists (404 for an unknown id, and no row then). Unlike authorizeRead it records a staff
 * member's own records too: clinician notes are staff records, whoever they are about. Pass the
 * transaction of a write so the write and its audit row stand or fall together.
 */
export async function recordStaffAction(
  actor: Actor,
  userId: string,
  action: StaffAction,
  client?: Pick<Prisma.TransactionClient, "$executeRaw">,
): Promise<void> {
  assertAdmin(actor);
  const prisma = client ?? (await db());
  const recorded = await prisma.$executeRaw`
    INSERT INTO "AdminAuditLog" ("adminId", "targetUserId", "action")
    SELECT ${actor.id}::uuid, "id", ${action} FROM "User" WHERE "id" = ${userId}::uuid`;
  if (recorded === 0) throw notFound("User not found");
}
