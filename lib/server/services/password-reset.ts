// Forgotten passwords (decision 023): a single-use link valid for an hour, e-mailed to the account's
// address. The request answers alike whether or not the account exists (the route does the work
// after answering), is throttled per address and per account, and a reset revokes every session.
import "server-only";
import { db } from "../db";
import { env } from "../env";
import { AppError } from "../errors";
import { errorFields, log } from "../log";
import { sendMail } from "../mail";
import { passwordResetMail } from "../mail/templates";
import { hashPassword } from "../auth/password";
import { hashLinkToken, newLinkToken } from "../auth/tokens";
import { accountKey, forgetAccountFailures } from "../limits/login-throttle";
import { forgetHits, recordHits } from "../limits/rate-limit";
import { findUserByLogin } from "./users";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The one answer to every reset request, so it tells nobody whether an account exists. */
export const RESET_REQUESTED_MESSAGE =
  "If an account matches what you entered, we have sent a link to its email address. The link works once, for 1 hour. Check your spam folder if it does not arrive within a few minutes.";

export const RESET_LINK_INVALID = "This reset link is not valid. Please ask for a new one.";
export const RESET_LINK_USED = "This reset link has already been used. Please ask for a new one if you need to.";
export const RESET_LINK_EXPIRED = "This reset link has expired (links work for 1 hour). Please ask for a new one.";

export type ResetRequestOutcome = "sent" | "unknown_login" | "throttled_address" | "throttled_account" | "mail_failed";

/**
 * Mails a reset link for the account named by `login` (username or e-mail), unless the address or
 * the account is over its limit. The outcome is for logs and tests only: callers answer alike.
 */
export async function requestPasswordReset(login: string, ip: string, now = new Date()): Promise<ResetRequestOutcome> {
  const e = env();
  const byAddress = await recordHits([{ key: `reset-ip:${ip}`, max: e.PASSWORD_RESET_MAX_PER_IP, windowSeconds: e.PASSWORD_RESET_WINDOW_SECONDS }], now);
  if (byAddress.retryAfter !== null) {
    log.warn("password_reset.throttled", { by: "address" });
    return "throttled_address";
  }
  const user = await findUserByLogin(login);
  if (!user) {
    log.info("password_reset.unknown_login");
    return "unknown_login";
  }
  const byAccount = await recordHits([{ key: `reset-account:${user.id}`, max: e.PASSWORD_RESET_MAX_PER_ACCOUNT, windowSeconds: e.PASSWORD_RESET_WINDOW_SECONDS }], now);
  if (byAccount.retryAfter !== null) {
    log.warn("password_reset.throttled", { by: "account", userId: user.id });
    return "throttled_account";
  }
  const prisma = await db();
  const token = newLinkToken();
  const row = await prisma.passwordResetToken.create({
    data: { userId: user.id, tokenHash: hashLinkToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS), createdAt: now },
    select: { id: true },
  });
  const link = `${e.appUrl}/reset-password?token=${token}`;
  try {
    await sendMail(passwordResetMail(user.email, user.username, link));
  } catch (error) {
    log.error("mail.password_reset_failed", { userId: user.id, ...errorFields(error) });
    // A link that never left is no use to anyone, and the failed send should not use up the quota.
    await prisma.passwordResetToken.delete({ where: { id: row.id } });
    await forgetHits(byAccount.ids);
    return "mail_failed";
  }
  log.info("password_reset.sent", { userId: user.id });
  return "sent";
}

/**
 * Sets a new password with a link's token, once: the token is claimed before the password changes,
 * every other reset link of the account stops working, every session is revoked (the person signs in
 * again), and the failed sign-ins counted against the account are forgotten. Following the link also
 * proves the person reads the account's mailbox, so the address counts as verified.
 */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<void> {
  const prisma = await db();
  const row = await prisma.passwordResetToken.findUnique({ where: { tokenHash: hashLinkToken(token) }, select: { id: true, userId: true, usedAt: true, expiresAt: true } });
  if (!row) throw new AppError("bad_request", RESET_LINK_INVALID);
  if (row.usedAt) throw new AppError("bad_request", RESET_LINK_USED);
  if (row.expiresAt <= now) throw new AppError("bad_request", RESET_LINK_EXPIRED);
  const passwordHash = await hashPassword(password);
  await prisma.$transaction(async (tx) => {
    // Claiming the token only while unused makes two simultaneous submissions count once.
    const claimed = await tx.passwordResetToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (claimed.count === 0) throw new AppError("bad_request", RESET_LINK_USED);
    await tx.passwordResetToken.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: now } });
    await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, sessionVersion: { increment: 1 }, emailVerified: true },
    });
  });
  await forgetAccountFailures(accountKey("", row.userId));
  log.info("password_reset.completed", { userId: row.userId });
}
