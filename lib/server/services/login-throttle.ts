// Failed sign-ins per account and per IP, counted in the database so every server instance agrees.
// An attempt is recorded before the password is checked, so a burst of parallel guesses cannot all
// slip past the count; a success removes it again and clears the account's failures.
import "server-only";
import { db } from "../db";
import { env } from "../env";
import { AppError } from "../errors";

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
  const prisma = await db();
  const windowMs = e.LOGIN_WINDOW_SECONDS * 1000;
  const [accountRow, ipRow] = await prisma.$transaction([
    prisma.loginAttempt.create({ data: { key: keys.account, createdAt: now }, select: { id: true } }),
    prisma.loginAttempt.create({ data: { key: keys.ip, createdAt: now }, select: { id: true } }),
  ]);
  const ours = [accountRow.id, ipRow.id];
  const rows = await prisma.loginAttempt.groupBy({
    by: ["key"],
    where: { key: { in: [keys.account, keys.ip] }, createdAt: { gt: new Date(now.getTime() - windowMs) } },
    _count: { _all: true },
    _min: { createdAt: true },
  });
  for (const row of rows) {
    const max = row.key === keys.account ? e.LOGIN_MAX_FAILURES_PER_ACCOUNT : e.LOGIN_MAX_FAILURES_PER_IP;
    if (row._count._all > max) {
      // A refused attempt does not count, or a steady stream of them would never let the window end.
      await prisma.loginAttempt.deleteMany({ where: { id: { in: ours } } });
      const oldest = row._min.createdAt ?? now;
      const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
      throw new AppError(
        "rate_limited",
        `Too many failed sign-in attempts. Please wait ${Math.ceil(retryAfter / 60)} minute(s) and try again.`,
        { retryAfter },
        { "Retry-After": String(retryAfter) },
      );
    }
  }
  // Keep the table small: roughly one attempt in fifty sweeps rows older than a day.
  if (Math.random() < 0.02) {
    await prisma.loginAttempt.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - 86_400_000) } } });
  }
  return {
    async succeeded() {
      await prisma.loginAttempt.deleteMany({ where: { OR: [{ key: keys.account }, { id: { in: ours } }] } });
    },
  };
}
