// Who is asking: the signed-in user of this request, and the checks every service relies on.
import "server-only";
import { cache } from "react";
import { auth } from "./auth";
import { AppError, forbidden, unauthorized } from "./errors";
import { getUserRow, toPublicUser } from "./services/users";
import type { PublicUser } from "@/lib/domain/user";

export interface Actor {
  id: string;
  role: "user" | "admin";
}

/** The session's user, or null. Cached for one request so layouts and pages share one look-up. */
export const currentActor = cache(async (): Promise<Actor | null> => {
  const session = await auth();
  if (!session?.user?.id) return null;
  return { id: session.user.id, role: session.user.role };
});

/** The full user of this request for server components (header, guards), or null. */
export const currentUser = cache(async (): Promise<PublicUser | null> => {
  const actor = await currentActor();
  if (!actor) return null;
  const row = await getUserRow(actor.id);
  return row ? toPublicUser(row) : null;
});

export async function requireUser(): Promise<Actor> {
  const actor = await currentActor();
  if (!actor) throw unauthorized();
  return actor;
}

export async function requireAdmin(): Promise<Actor> {
  const actor = await requireUser();
  if (actor.role !== "admin") throw forbidden();
  return actor;
}

/** Ownership rule of every {userId} route: the user themself, or an admin. */
export function assertSelfOrAdmin(actor: Actor, userId: string): void {
  if (actor.id !== userId && actor.role !== "admin") throw forbidden();
}

/** Only the user themself (writes on behalf of another user are refused even for admins). */
export function assertSelf(actor: Actor, userId: string): void {
  if (actor.id !== userId) throw new AppError("forbidden", "You can only do this for your own account");
}
