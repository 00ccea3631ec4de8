// next-auth v5 (Auth.js) starts and ends sessions: Credentials sign-in with JWT sessions made
// revocable by a per-user session version (decision 003). Reading a session is not its job: every
// page and API route checks the cookie and the user's row itself (./session.ts, decision 051).
import "server-only";
import NextAuth, { type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "../env";
import { log } from "../log";
import { verifyCredentials } from "../services/users";
import { SESSION_MAX_AGE_SECONDS } from "./session-token";

declare module "next-auth" {
  interface User {
    sessionVersion?: number;
  }
}

/** The Credentials check: the one argon2id verification of a sign-in (sign-in.test.ts counts it). */
export async function authorizeCredentials(credentials: Partial<Record<string, unknown>> | undefined) {
  const login = typeof credentials?.login === "string" ? credentials.login : "";
  const password = typeof credentials?.password === "string" ? credentials.password : "";
  if (!login || !password) return null;
  const user = await verifyCredentials(login, password);
  if (!user) return null;
  return { id: user.id, name: user.username, sessionVersion: user.sessionVersion };
}

const config = (): NextAuthConfig => ({
  secret: env().authSecret,
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/auth" },
  providers: [
    Credentials({
      credentials: { login: {}, password: {} },
      authorize: authorizeCredentials,
    }),
  ],
  callbacks: {
    // The token holds only who signed in and their session version: role, profile and the version's
    // validity are read from the user's row on every request, never from the token.
    jwt({ token, user }) {
      if (user) return { uid: user.id, sv: user.sessionVersion ?? 0 };
      return token;
    },
  },
  logger: {
    // Wrong passwords are routine: Auth.js would print a stack trace for each one.
    error(error) {
      if ((error as { type?: string }).type === "CredentialsSignin") return;
      log.error("auth.error", { errorName: (error as Error).name, type: (error as { type?: string }).type });
    },
    warn(code) {
      if (code !== "debug-enabled") log.warn("auth.warn", { code });
    },
    debug() {},
  },
});

export const { signIn } = NextAuth(config());
