// next-auth v5 (Auth.js): Credentials sign-in with JWT sessions made revocable by a per-user
// session version, re-read on every request (one primary-key query) so logout, password change and
// account deletion end sessions at once, and role or profile changes show on the very next request.
import "server-only";
import NextAuth, { type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { isProfileComplete } from "@/lib/domain/user";
import { env } from "../env";
import { getUserRow, verifyCredentials } from "../services/users";
import { log } from "../log";

declare module "next-auth" {
  interface Session {
    user: {
      id: string;
      username: string;
      role: "user" | "admin";
      profileComplete: boolean;
      emailVerified: boolean;
    };
  }
  interface User {
    sessionVersion?: number;
  }
}

const config = (): NextAuthConfig => ({
  secret: env().authSecret,
  trustHost: true,
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/auth" },
  providers: [
    Credentials({
      credentials: { login: {}, password: {} },
      async authorize(credentials) {
        const login = typeof credentials?.login === "string" ? credentials.login : "";
        const password = typeof credentials?.password === "string" ? credentials.password : "";
        if (!login || !password) return null;
        const user = await verifyCredentials(login, password);
        if (!user) return null;
        return { id: user.id, name: user.username, sessionVersion: user.sessionVersion };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.sv = user.sessionVersion ?? 0;
      }
      if (typeof token.uid !== "string") return null;
      const row = await getUserRow(token.uid);
      if (!row || row.sessionVersion !== token.sv) return null;
      token.username = row.username;
      token.role = row.role;
      token.complete = isProfileComplete(row);
      token.verified = row.emailVerified;
      return token;
    },
    session({ session, token }) {
      // Auth.js types user.emailVerified as a Date; ours is a boolean, so the object is rebuilt.
      (session as { user: unknown }).user = {
        name: token.username,
        id: token.uid as string,
        username: token.username as string,
        role: token.role as "user" | "admin",
        profileComplete: Boolean(token.complete),
        emailVerified: Boolean(token.verified),
      };
      return session;
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

// An eager config object: with a lazy one, auth(handler) returns a Promise, which proxy.ts cannot export.
export const { auth, signIn, signOut } = NextAuth(config());
