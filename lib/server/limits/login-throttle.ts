// Failed sign-ins per account and per IP (decision 005): an attempt counts from before the password check
// and is taken back when it succeeds, together with the account's earlier failures. The tight limit on an
// account counts one address at a time, so that anyone who knows a person's e-mail cannot lock them out
// by failing five times; a wider limit counts the account's failures from every address together.
import "server-only";
import { env } from "../env";
import { db } from "../db";
import { rateLimited, recordHits } from "./rate-limit";

/** One bucket per account whichever name it was typed with; unknown logins get their own bucket. */
export const accountKey = (login: string, userId?: string) => (userId ? `account:${userId}` : `login:${login.trim().toLowerCase()}`);
export const ipKey = (ip: string) => `ip:${ip}`;
/** The account's failures from one address. */
const fromAddress = (keys: LoginKeys) => `${keys.account}@${keys.ip}`;

export interface LoginKeys {
  account: string;
  ip: string;
}

/** Records this attempt and answers 429 with Retry-After when either key is over its limit. */
export async function reserveLoginAttempt(keys: LoginKeys, now = new Date()): Promise<{ succeeded(): Promise<void> }> {
  const e = env();
  const { ids, retryAfter } = await recordHits(
    [
      { key: fromAddress(keys), max: e.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowSeconds: e.LOGIN_WINDOW_SECONDS },
      { key: keys.account, max: e.LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL, windowSeconds: e.LOGIN_WINDOW_SECONDS },
      { key: keys.ip, max: e.LOGIN_MAX_FAILURES_PER_IP, windowSeconds: e.LOGIN_WINDOW_SECONDS },
    ],
    now,
  );
  if (retryAfter !== null) throw rateLimited("Too many failed sign-in attempts.", retryAfter);
  return { succeeded: () => forgetAccountFailures(keys.account, ids) };
}

/** A success, or a password reset, clears the account's failures from every address. */
export async function forgetAccountFailures(account: string, ids: bigint[] = []): Promise<void> {
  const prisma = await db();
  await prisma.rateLimitHit.deleteMany({ where: { OR: [{ id: { in: ids } }, { key: account }, { key: { startsWith: `${account}@` } }] } });
}
