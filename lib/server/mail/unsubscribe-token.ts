// The one-click unsubscribe links of the between-session e-mails (RFC 8058, decision 038): a signed
// token naming the person and the e-mail kind, so the link works without signing in and cannot be made
// for anyone else. It does not expire: an e-mail read months later must still let its reader stop them.
// HMAC-SHA256 with a key derived from AUTH_SECRET; rotating the secret invalidates old links (they fall
// back to Account Settings).
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../env";
import { isUuid } from "@/lib/domain/ids";

/** What a link turns off: 'Session Reminders' or 'Email Notifications' (the weekly summary). */
export type UnsubscribeKind = "reminders" | "summary";
const KINDS: readonly UnsubscribeKind[] = ["reminders", "summary"];

function signature(userId: string, kind: UnsubscribeKind): Buffer {
  const key = createHmac("sha256", env().authSecret).update("erp-companion/unsubscribe/v1").digest();
  return createHmac("sha256", key).update(`${userId.toLowerCase()}:${kind}`).digest().subarray(0, 16);
}

/** `<userId>.<kind>.<128-bit signature, base64url>`: about 85 URL-safe characters. */
export function unsubscribeToken(userId: string, kind: UnsubscribeKind): string {
  return `${userId.toLowerCase()}.${kind}.${signature(userId, kind).toString("base64url")}`;
}

/** The person and kind a token names, or null for anything we did not sign. */
export function readUnsubscribeToken(token: string): { userId: string; kind: UnsubscribeKind } | null {
  if (token.length > 200) return null;
  const [userId, kind, sig, ...rest] = token.split(".");
  if (rest.length > 0 || !userId || !isUuid(userId) || !KINDS.includes(kind as UnsubscribeKind) || !sig || !/^[A-Za-z0-9_-]{22}$/.test(sig)) return null;
  const expected = signature(userId, kind as UnsubscribeKind);
  const given = Buffer.from(sig, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: userId.toLowerCase(), kind: kind as UnsubscribeKind };
}

/** The link for the List-Unsubscribe header and the e-mail's own footer. */
export const unsubscribeUrl = (userId: string, kind: UnsubscribeKind) => `${env().appUrl}/api/unsubscribe?token=${unsubscribeToken(userId, kind)}`;
/** The page a person opens from the e-mail's text (it asks before turning anything off). */
export const unsubscribePageUrl = (userId: string, kind: UnsubscribeKind) => `${env().appUrl}/unsubscribe?token=${unsubscribeToken(userId, kind)}`;
