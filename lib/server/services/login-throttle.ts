// Failed sign-ins per account and per IP, counted in the database so every server instance agrees.
import "server-only";
import { db } from "../db";
import { env } from "../env";
import { AppError } from "../errors";

export const accountKey = (login: string) => `account:${login.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Throws 429 with Retry-After when either key has too many recent failures. */
export async function assertLoginAllowed(keys: { account: string; ip: string }, now = new Date()): Promise<void> {
  const e = env();
  const prisma = await db();
  const since = new Date(now.getTime() - e.LOGIN_WINDOW_SECONDS * 1000);
  const rows = await prisma.loginAttempt.groupBy({
    by: ["key"],
    where: { key: { in: [keys.account, keys.ip] }, createdAt: { gt: since } },
    _count: { _all: true },
    _min: { createdAt: true },
  });
  for (const row of rows) {
    const max = row.key === keys.account ? e.LOGIN_MAX_FAILURES_PER_ACCOUNT : e.LOGIN_MAX_FAILURES_PER_IP;
    if (row._count._all >= max) {
      const oldest = row._min.createdAt ?? now;
      const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + e.LOGIN_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
      throw new AppError(
        "rate_limited",
        `Too many failed sign-in attempts. Please wait ${Math.ceil(retryAfter / 60)} minute(s) and try again.`,
        { retryAfter },
        { "Retry-After": String(retryAfter) },
      );
    }
  }
}

export async function recordLoginFailure(keys: { account: string; ip: string }, now = new Date()): Promise<void> {
  const prisma = await db();
  await prisma.loginAttempt.createMany({ data: [{ key: keys.account, createdAt: now }, { key: keys.ip, createdAt: now }] });
  // Keep the table small: roughly one failure in fifty sweeps rows older than a day.
  if (Math.random() < 0.02) {
    await prisma.loginAttempt.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - 86_400_000) } } });
  }
}

export async function clearLoginFailures(account: string): Promise<void> {
  const prisma = await db();
  await prisma.loginAttempt.deleteMany({ where: { key: account } });
}
