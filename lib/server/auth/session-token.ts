// Reads the Auth.js session cookie without running all of Auth.js: decrypts the JWT (same secret,
// salt and checks as Auth.js) and remembers decrypted tokens, because decryption costs more than
// the database look-up that follows. Revocation is unaffected: the caller still compares the
// token's session version with the user's row on every request.
import "server-only";
import { decode } from "next-auth/jwt";
import { env } from "../env";

// Auth.js names the cookie with the __Secure- prefix over https; the name is also the JWT salt.
const COOKIE_NAMES = ["__Secure-authjs.session-token", "authjs.session-token"] as const;
const MAX_CACHED = 5_000;

export interface SessionToken {
  uid: string;
  sv: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
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
    if (!payload || typeof payload.uid !== "string" || typeof payload.sv !== "number" || typeof payload.exp !== "number") return null;
    const token = { uid: payload.uid, sv: payload.sv, exp: payload.exp };
    if (decrypted.size >= MAX_CACHED) decrypted.delete(decrypted.keys().next().value!);
    decrypted.set(cacheKey, token);
    return token.exp * 1000 > now ? token : null;
  }
  return null;
}
