// E-mail verification: random single-use tokens stored only as their hash, valid for 24 hours.
import "server-only";
import { db } from "../db";
import { env } from "../env";
import { AppError, notFound } from "../errors";
import { log, errorFields } from "../log";
import { sendMail } from "../mail";
import { verificationMail } from "../mail/templates";
import type { Actor } from "../auth/access";
import { hashLinkToken as hashToken, newLinkToken } from "../auth/tokens";

export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Creates a token for the user and e-mails the link. Returns false (and keeps the account) when mail fails. */
export async function sendVerificationEmail(user: { id: string; email: string; username: string }, now = new Date()): Promise<boolean> {
  const prisma = await db();
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  await prisma.emailVerificationToken.create({ data: { userId: user.id, tokenHash: hashToken(token), expiresAt } });
  const link = `${env().appUrl}/verify-email?token=${token}`;
  try {
    await sendMail(verificationMail(user.email, user.username, link));
  } catch (e) {
    log.error("mail.verification_failed", { userId: user.id, ...errorFields(e) });
    return false;
  }
  await prisma.user.update({ where: { id: user.id }, data: { lastVerificationSentAt: now } });
  // The newest link is the one that works, as with password resets (decision 023): the links of earlier
  // mails end once this one has left (not before, or a mail that failed would leave none). Only older
  // ones: a slower send of an earlier mail finishing after this one must not end this one's link.
  await prisma.emailVerificationToken.deleteMany({ where: { userId: user.id, usedAt: null, expiresAt: { lt: expiresAt } } });
  // The outbox is a development aid: never print a usable token in production logs.
  if (!env().RESEND_API_KEY && env().NODE_ENV !== "production") log.info("mail.verification_link", { userId: user.id, link });
  return true;
}

/** The token's row if it can still verify an address; the reason it cannot as a 400 otherwise. */
export async function usableVerificationToken(token: string, now = new Date()): Promise<{ id: string; userId: string }> {
  const prisma = await db();
  const row = await prisma.emailVerificationToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { id: true, userId: true, usedAt: true, expiresAt: true } });
  if (!row) throw new AppError("bad_request", "This verification link is invalid. Please request a new verification email.");
  if (row.usedAt) throw new AppError("bad_request", "This verification link has already been used.");
  if (row.expiresAt <= now) throw new AppError("bad_request", "This verification link has expired. Please request a new verification email.");
  return row;
}

export async function verifyEmailToken(token: string, now = new Date()): Promise<void> {
  const prisma = await db();
  const row = await usableVerificationToken(token, now);
  // Marking the token used only if it is still unused makes two simultaneous clicks count once.
  const claimed = await prisma.emailVerificationToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
  if (claimed.count === 0) throw new AppError("bad_request", "This verification link has already been used.");
  await prisma.user.update({ where: { id: row.userId }, data: { emailVerified: true } });
}

/** docs/spec.md §8: a new mail at most every RESEND_VERIFICATION_WAIT_SECONDS (300 s), else 503 with retryAfter. */
export async function resendVerification(actor: Actor, now = new Date()): Promise<void> {
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { id: actor.id } });
  if (!user) throw notFound("User not found");
  if (user.emailVerified) throw new AppError("bad_request", "Your email address is already verified.");
  const waitMs = env().RESEND_VERIFICATION_WAIT_SECONDS * 1000;
  // Claiming the send slot with a conditional update makes simultaneous clicks send one e-mail.
  const claimed = await prisma.user.updateMany({
    where: { id: user.id, OR: [{ lastVerificationSentAt: null }, { lastVerificationSentAt: { lte: new Date(now.getTime() - waitMs) } }] },
    data: { lastVerificationSentAt: now },
  });
  if (claimed.count === 0) {
    const last = (await prisma.user.findUnique({ where: { id: user.id }, select: { lastVerificationSentAt: true } }))?.lastVerificationSentAt ?? now;
    const retryAfter = Math.max(1, Math.ceil((last.getTime() + waitMs - now.getTime()) / 1000));
    throw new AppError(
      "unavailable",
      `Please wait ${Math.ceil(retryAfter / 60)} minutes before trying again`,
      { retryAfter },
      { "Retry-After": String(retryAfter) },
    );
  }
  const sent = await sendVerificationEmail(user, now);
  if (!sent) {
    // Give the slot back: a mail that never left must not make the person wait.
    await prisma.user.update({ where: { id: user.id }, data: { lastVerificationSentAt: user.lastVerificationSentAt } });
    throw new AppError("unavailable", "We could not send the email right now. Please try again in a few minutes.", { retryAfter: 60 });
  }
}
