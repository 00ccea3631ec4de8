// Accounts: registration, credential checks, and the public shape of a user.
import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import type { PublicUser } from "@/lib/domain/user";
import { tidyUsername, usernameKey } from "@/lib/domain/account-rules";
import type { RegisterInput } from "@/lib/domain/auth";
import { db, driverQuery } from "../db";
import { env } from "../env";
import { AppError, notFound } from "../errors";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../auth/password";
import { uniqueViolation } from "../db/prisma-errors";
import { authorizeRead, type Actor } from "../auth/access";
import { rateLimited, recordHits } from "../limits/rate-limit";

export function toPublicUser(u: User): PublicUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    emailVerified: u.emailVerified,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    ocdType: u.ocdType,
    primaryTriggers: u.primaryTriggers,
    commonCompulsions: u.commonCompulsions,
    anxietySeverity: u.anxietySeverity,
    readinessLevel: u.readinessLevel,
    copingSkills: u.copingSkills,
    previousErpExperience: u.previousErpExperience,
    interferenceLevel: u.interferenceLevel,
    avoidanceLevel: u.avoidanceLevel,
    currentLevel: u.currentLevel,
    erpScore: u.erpScore,
    braveryScore: u.braveryScore,
  };
}

const DUPLICATE_USERNAME = "That username is already taken";
const DUPLICATE_EMAIL = "An account with that email address already exists";

/**
 * Registrations per address and window (POST /api/register), counted whether or not they succeed:
 * slows scripted sign-ups and the probing of which e-mail addresses have an account.
 */
export async function reserveRegistration(ip: string, now = new Date()): Promise<void> {
  const e = env();
  const { retryAfter } = await recordHits([{ key: `register-ip:${ip}`, max: e.REGISTER_MAX_PER_IP, windowSeconds: e.REGISTER_WINDOW_SECONDS }], now);
  if (retryAfter !== null) throw rateLimited("Too many accounts were created from this network.", retryAfter);
}

export async function registerUser(input: RegisterInput): Promise<User> {
  const prisma = await db();
  const key = usernameKey(input.username);
  const clash = await prisma.user.findFirst({
    where: { OR: [{ usernameKey: key }, { email: input.email }] },
    select: { usernameKey: true },
  });
  if (clash) throw new AppError("conflict", clash.usernameKey === key ? DUPLICATE_USERNAME : DUPLICATE_EMAIL);
  const passwordHash = await hashPassword(input.password);
  try {
    return await prisma.user.create({ data: { username: input.username, usernameKey: key, email: input.email, passwordHash } });
  } catch (e) {
    const field = uniqueViolation(e);
    if (field) throw new AppError("conflict", field.includes("email") ? DUPLICATE_EMAIL : DUPLICATE_USERNAME);
    throw e;
  }
}

/** A login is an e-mail address when it holds '@', otherwise a username; neither cares about case. */
export async function findUserByLogin(login: string): Promise<User | null> {
  const prisma = await db();
  const value = login.trim();
  if (value.includes("@")) return prisma.user.findUnique({ where: { email: value.toLowerCase() } });
  // The name as typed first (an account made before names were tidied may hold two spaces), then as it
  // is kept now: "Alice  Review" finds the account registered under that name, stored "Alice Review".
  for (const key of new Set([usernameKey(value), usernameKey(tidyUsername(value))])) {
    const byKey = await prisma.user.findUnique({ where: { usernameKey: key } });
    if (byKey) return byKey;
  }
  // A name keyed by the migration's SQL lower() where that differs from JavaScript's (decision 008).
  return prisma.user.findUnique({ where: { username: value } });
}

export async function verifyCredentials(login: string, password: string): Promise<User | null> {
  const user = await findUserByLogin(login);
  if (!user) {
    await burnPasswordCheck(password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

export async function getUserRow(id: string): Promise<User | null> {
  const prisma = await db();
  return prisma.user.findUnique({ where: { id } });
}

/** What a session check needs of a user: the role and the session version. */
type SessionColumns = Pick<User, "id" | "role" | "sessionVersion">;
const SESSION_CHECK = `SELECT "id", "role", "sessionVersion" FROM "User" WHERE "id" = $1::uuid`;

export async function getSessionColumns(id: string): Promise<SessionColumns | null> {
  const query = await driverQuery(); // not Prisma: this runs on every API request (driverQuery says why)
  const [row] = await query<SessionColumns>({ name: "session_check", text: SESSION_CHECK, values: [id] });
  return row ?? null;
}

/** The profile of a user, for that user or an admin (docs/spec.md §7 GET /api/users/{id}). */
export async function getUserProfile(actor: Actor, id: string): Promise<PublicUser> {
  await authorizeRead(actor, id, "view_profile");
  const user = await getUserRow(id);
  if (!user) throw notFound("User not found");
  return toPublicUser(user);
}

/**
 * Signing in is activity (decision 047): lastActiveAt moves to now (never back). Everything a person
 * records moves it through the database's triggers instead (migration last_active).
 */
export async function markSignedIn(userId: string, now = new Date()): Promise<void> {
  const prisma = await db();
  await prisma.user.updateMany({ where: { id: userId, lastActiveAt: { lt: now } }, data: { lastActiveAt: now } });
}

/** Revokes every session of the user: their next request is unauthenticated. */
export async function revokeSessions(userId: string): Promise<void> {
  const prisma = await db();
  await prisma.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
