// Who is asking: the signed-in user of this request (what they may do is ./access.ts).
import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import type { User } from "@/lib/generated/prisma/client";
import type { PublicUser } from "@/lib/domain/user";
import { forbidden, unauthorized } from "../errors";
import { getSessionColumns, getUserRow, toPublicUser } from "../services/users";
import type { Actor } from "./access";
import { readSessionToken } from "./session-token";

/**
 * The row `read` gives for the session cookie's user, or null: a valid cookie whose user still exists
 * with the same session version (a bump on logout, password change or deletion revokes every older
 * token), so the role is always the row's current one. One primary-key query.
 */
async function validSession<T extends { sessionVersion: number }>(read: (userId: string) => Promise<T | null>): Promise<T | null> {
  const token = await readSessionToken(await cookies());
  if (!token) return null;
  const row = await read(token.uid);
  return row && row.sessionVersion === token.sv ? row : null;
}

/**
 * The signed-in user's whole row, or null. Cached for one server render so the layout and the page
 * share it (in route handlers React's cache does not memoise: call it once).
 */
const sessionRow = cache((): Promise<User | null> => validSession(getUserRow));

/** The session's user as services see it, or null. */
export const currentActor = cache(async (): Promise<Actor | null> => {
  const row = await sessionRow();
  return row ? { id: row.id, role: row.role } : null;
});

/** The full user of this request (header, guards, GET /api/user), or null. */
export const currentUser = cache(async (): Promise<PublicUser | null> => {
  const row = await sessionRow();
  return row ? toPublicUser(row) : null;
});

/**
 * The actor of an API request, or 401. Reads only the columns the check needs, not the whole row: it
 * runs on every API request, and the row's many columns cost more to fetch and decode than the query.
 */
export async function requireUser(): Promise<Actor> {
  const row = await validSession(getSessionColumns);
  if (!row) throw unauthorized();
  return { id: row.id, role: row.role };
}

export async function requireAdmin(): Promise<Actor> {
  const actor = await requireUser();
  if (actor.role !== "admin") throw forbidden();
  return actor;
}
