// Failed sign-ins per account and per IP (decision 005): an attempt counts from before the password check
// and is taken back when it succeeds, together with the account's earlier failures.
import "server-only";
import { env } from "../env";
import { forgetHits, rateLimited, recordHits } from "./rate-limit";

/** One bucket per account whichever name it was typed with; unknown logins get their own bucket. */
export const accountKey = (login: string, userId?: string) => (userId ? `account:${userId}` : `login:${login.trim().toLowerCase()}`);
export const ipKey = (ip: string) => `ip:${ip}`;

export interface LoginKeys {
  account: string;
  ip: string;
}

/** Records this attempt and answers 429 with Retry-After when either key is over its limit. */
export async function reserveLoginAttempt(keys: LoginKeys, now = new Date()): Promise<{ succeeded(): Promise<void> }> {
  const e = env();
  const { ids, retryAfter } = await recordHits(
    [
      { key: keys.account, max: e.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowSeconds: e.LOGIN_WINDOW_SECONDS },
      { key: keys.ip, max: e.LOGIN_MAX_FAILURES_PER_IP, windowSeconds: e.LOGIN_WINDOW_SECONDS },
    ],
    now,
  );
  if (retryAfter !== null) throw rateLimited("Too many failed sign-in attempts.", retryAfter);
  return { succeeded: () => forgetHits(ids, [keys.account]) };
}
