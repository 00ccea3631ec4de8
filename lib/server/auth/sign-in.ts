// Starting and ending sessions through Auth.js from our own JSON routes.
import "server-only";
import { CredentialsSignin } from "next-auth";
import { isProfileComplete } from "@/lib/domain/user";
import { cookies } from "next/headers";
import { signIn } from "./next-auth";
import { clearSessionCookies } from "./session-token";
import { AppError } from "../errors";
import { startupDone } from "../ready";
import { accountKey, ipKey, reserveLoginAttempt } from "../limits/login-throttle";
import { findUserByLogin, markSignedIn, revokeSessions, toPublicUser } from "../services/users";
import type { Actor } from "./access";

const INVALID = "Invalid username/email or password";

/** Sets the session cookie. Throws CredentialsSignin on wrong credentials; fails loudly when misconfigured. */
export async function startSession(login: string, password: string): Promise<void> {
  const result: unknown = await signIn("credentials", { login, password, redirect: false });
  // Misconfigured Auth.js answers with its callback or error URL and sets no cookie (decision 003).
  if (typeof result === "string" && /\/api\/auth\/(callback|error)|[?&]error=/.test(result)) {
    throw new Error("Auth.js did not create a session: check AUTH_SECRET and trustHost");
  }
}

export async function signInWithThrottle(login: string, password: string, ip: string) {
  await startupDone(); // the configured admin exists before anyone signs in
  const existing = await findUserByLogin(login);
  const attempt = await reserveLoginAttempt({ account: accountKey(login, existing?.id), ip: ipKey(ip) });
  try {
    await startSession(login, password);
  } catch (e) {
    if (e instanceof CredentialsSignin || (e as { type?: string })?.type === "CredentialsSignin") {
      throw new AppError("unauthorized", INVALID); // the reserved attempt stays, as a failure
    }
    throw e;
  }
  await attempt.succeeded();
  const row = existing && (await findUserByLogin(login));
  if (!row) throw new AppError("unauthorized", INVALID);
  await markSignedIn(row.id);
  const user = toPublicUser(row);
  return { user, redirect: isProfileComplete(user) ? "/home" : "/onboarding" };
}

export async function endSession(actor: Actor | null): Promise<void> {
  if (actor) await revokeSessions(actor.id);
  clearSessionCookies(await cookies());
}
