// Reads the Auth.js session cookie without running all of Auth.js: decrypts the JWT (same secret,
// salt and checks as Auth.js) and remembers decrypted tokens, because decryption costs more than
// the database look-up that follows. Revocation is unaffected: the caller still compares the
// token's session version with the user's row on every request. Also renews the cookie once a day,
// which Auth.js did when it wrapped the proxy (decision 051).
import "server-only";
import { decode, encode } from "next-auth/jwt";
import { env } from "../env";
import { isUuid } from "@/lib/domain/ids";

// Auth.js names the cookie with the __Secure- prefix over https; the name is also the JWT salt.
const COOKIE_NAMES = ["__Secure-authjs.session-token", "authjs.session-token"] as const;
const MAX_CACHED = 5_000;

/** A session lasts 30 days from the last renewal. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Renewed at most once a day (Auth.js's default `updateAge`). */
const RENEW_AFTER_SECONDS = 24 * 60 * 60;

export interface SessionToken {
  uid: string;
  sv: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** The cookie it came from (its name is also the key it is encrypted with). */
  cookie: (typeof COOKIE_NAMES)[number];
}

// Keyed by cookie name and value: a token is only ever accepted under the name it was made for.
const decrypted = new Map<string, SessionToken>();

interface CookieReader {
  get(name: string): { value: string } | undefined;
}

export async function readSessionToken(cookies: CookieReader, now = Date.now()): Promise<SessionToken | null> {
  for (const name of COOKIE_NAMES) {
    const raw = cookies.get(name)?.value;
    if (!raw) continue;
    const cacheKey = `${name}=${raw}`;
    const known = decrypted.get(cacheKey);
    if (known) return known.exp * 1000 > now ? known : null;
    let payload: Record<string, unknown> | null = null;
    try {
      payload = await decode({ token: raw, secret: env().authSecret, salt: name });
    } catch {
      return null; // tampered, foreign or expired
    }
    // Only our own secret can make a token, but one naming no UUID would reach the database as a
    // malformed id (a 500): it names nobody, so it signs nobody in.
    if (!payload || typeof payload.uid !== "string" || !isUuid(payload.uid) || typeof payload.sv !== "number" || typeof payload.exp !== "number") return null;
    const token: SessionToken = { uid: payload.uid, sv: payload.sv, exp: payload.exp, cookie: name };
    if (decrypted.size >= MAX_CACHED) decrypted.delete(decrypted.keys().next().value!);
    decrypted.set(cacheKey, token);
    return token.exp * 1000 > now ? token : null;
  }
  return null;
}

export interface SessionCookie {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: "lax"; path: "/"; secure: boolean; maxAge: number };
}

/**
 * A fresh cookie for a token issued more than a day ago, so an active person stays signed in (a
 * sliding 30-day session), or null. No database read: whether the session is still valid is the
 * page's or route's own check.
 */
export async function renewedSessionCookie(token: SessionToken, now = Date.now()): Promise<SessionCookie | null> {
  const issuedSecondsAgo = SESSION_MAX_AGE_SECONDS - (token.exp - now / 1000);
  if (issuedSecondsAgo < RENEW_AFTER_SECONDS) return null;
  const value = await encode({ token: { uid: token.uid, sv: token.sv }, secret: env().authSecret, salt: token.cookie, maxAge: SESSION_MAX_AGE_SECONDS });
  const secure = token.cookie.startsWith("__Secure-");
  return { name: token.cookie, value, options: { httpOnly: true, sameSite: "lax", path: "/", secure, maxAge: SESSION_MAX_AGE_SECONDS } };
}

interface CookieWriter extends CookieReader {
  set(name: string, value: string, options: SessionCookie["options"]): unknown;
}

/**
 * Expires the session cookies the request carries (signing out). Written here rather than by Auth.js's
 * signOut, which on a request without a session still set a callback-URL cookie of its sign-in flow.
 * The token itself is revoked by the caller (the session version), so a copy kept elsewhere is dead too.
 */
export function clearSessionCookies(cookies: CookieWriter): void {
  for (const name of COOKIE_NAMES) {
    if (cookies.get(name) === undefined) continue;
    cookies.set(name, "", { httpOnly: true, sameSite: "lax", path: "/", secure: name.startsWith("__Secure-"), maxAge: 0 });
  }
}
