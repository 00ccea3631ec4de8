// Forgotten passwords (decision 023): one answer for every request, links stored hashed, single use,
// an hour long, the registration rule for the new password, every session revoked, and throttling per
// address and per account.
import { readFileSync, existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PasswordResetInput, PasswordResetRequest } from "@/lib/domain/auth";
import { db } from "@/lib/server/db";
import { createUser, TEST_PASSWORD } from "@/tests/factories";
import { recordHits } from "../limits/rate-limit";
import { verifyCredentials } from "./users";
import {
  requestPasswordReset,
  resetPassword,
  RESET_LINK_EXPIRED,
  RESET_LINK_INVALID,
  RESET_LINK_USED,
  RESET_TOKEN_TTL_MS,
} from "./password-reset";

function mailsTo(to: string): { subject: string; text: string; html: string }[] {
  const file = process.env.MAIL_OUTBOX_FILE!;
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l)).filter((m) => m.to === to);
}

function lastResetToken(to: string): string {
  const mail = mailsTo(to).filter((m) => m.subject === "Reset your password").at(-1);
  if (!mail) throw new Error(`no reset mail to ${to}`);
  return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

describe("asking for a reset link", () => {
  it("mails a link for a username or an e-mail address, in any case, storing only the token's hash", async () => {
    const user = await createUser();
    expect(await requestPasswordReset(user.username.toUpperCase(), freshIp())).toBe("sent");
    expect(await requestPasswordReset(` ${user.email.toUpperCase()} `, freshIp())).toBe("sent");
    const mails = mailsTo(user.email).filter((m) => m.subject === "Reset your password");
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("expires in 1 hour");
    expect(mails[1]!.html).toContain("/reset-password?token=");
    const token = lastResetToken(user.email);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await (await db()).passwordResetToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.tokenHash).not.toContain(token);
  });

  it("sends nothing for an unknown login (the route answers the same either way)", async () => {
    expect(await requestPasswordReset("nobody-by-this-name", freshIp())).toBe("unknown_login");
    expect(await requestPasswordReset("nobody@example.test", freshIp())).toBe("unknown_login");
    expect(mailsTo("nobody@example.test")).toHaveLength(0);
  });

  it("sends at most PASSWORD_RESET_MAX_PER_ACCOUNT (3) links an hour per account, from any address", async () => {
    const user = await createUser();
    const t0 = new Date("2026-05-01T08:00:00Z");
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await requestPasswordReset(user.username, freshIp(), new Date(t0.getTime() + i * 1000)));
    expect(outcomes).toEqual(["sent", "sent", "sent", "throttled_account"]);
    expect(mailsTo(user.email)).toHaveLength(3);
    expect(await requestPasswordReset(user.username, freshIp(), new Date(t0.getTime() + 3600_000 + 1000))).toBe("sent");
  });

  it("stops an address after PASSWORD_RESET_MAX_PER_IP (20) requests an hour, whatever the logins", async () => {
    const ip = freshIp();
    const t0 = new Date("2026-05-02T08:00:00Z");
    // 20 requests already made from this address this hour
    for (let i = 0; i < 20; i++) await recordHits([{ key: `reset-ip:${ip}`, max: 1000, windowSeconds: 3600 }], t0);
    const user = await createUser();
    expect(await requestPasswordReset(user.username, ip, new Date(t0.getTime() + 1000))).toBe("throttled_address");
    expect(mailsTo(user.email)).toHaveLength(0);
    expect(await requestPasswordReset(user.username, freshIp(), new Date(t0.getTime() + 1000))).toBe("sent");
  });

  it("refuses an empty or overlong login in the request body", () => {
    expect(PasswordResetRequest.safeParse({ login: "   " }).success).toBe(false);
    expect(PasswordResetRequest.safeParse({ login: "a".repeat(255) }).success).toBe(false);
    expect(PasswordResetRequest.parse({ login: " maya " }).login).toBe("maya");
  });
});

describe("choosing a new password with the link", () => {
  it("sets the password, revokes every session, verifies the address, and works once", async () => {
    const user = await createUser({ emailVerified: false });
    await requestPasswordReset(user.email, freshIp());
    const token = lastResetToken(user.email);
    await resetPassword(token, "a brand new password");
    const prisma = await db();
    const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.sessionVersion).toBe(user.sessionVersion + 1);
    expect(after.emailVerified).toBe(true);
    expect(await verifyCredentials(user.username, TEST_PASSWORD)).toBeNull();
    expect((await verifyCredentials(user.username, "a brand new password"))?.id).toBe(user.id);
    await expect(resetPassword(token, "yet another password")).rejects.toMatchObject({ status: 400, message: RESET_LINK_USED });
    expect((await verifyCredentials(user.username, "a brand new password"))?.id).toBe(user.id);
  });

  it("ends the account's other reset links with it", async () => {
    const user = await createUser();
    await requestPasswordReset(user.username, freshIp());
    const first = lastResetToken(user.email);
    await requestPasswordReset(user.username, freshIp());
    const second = lastResetToken(user.email);
    await resetPassword(second, "the second link won");
    await expect(resetPassword(first, "the first link tries")).rejects.toMatchObject({ status: 400, message: RESET_LINK_USED });
  });

  it("refuses an unknown or expired link with its own message", async () => {
    const user = await createUser();
    const sentAt = new Date("2026-06-01T12:00:00Z");
    await requestPasswordReset(user.username, freshIp(), sentAt);
    const token = lastResetToken(user.email);
    await expect(resetPassword("not-a-real-token", "whatever password")).rejects.toMatchObject({ status: 400, message: RESET_LINK_INVALID });
    await expect(resetPassword(token, "too late now", new Date(sentAt.getTime() + RESET_TOKEN_TTL_MS))).rejects.toMatchObject({
      status: 400,
      message: RESET_LINK_EXPIRED,
    });
    await resetPassword(token, "just in time", new Date(sentAt.getTime() + RESET_TOKEN_TTL_MS - 1000));
  });

  it("counts two simultaneous uses of one link once", async () => {
    const user = await createUser();
    await requestPasswordReset(user.username, freshIp());
    const token = lastResetToken(user.email);
    const results = await Promise.allSettled([resetPassword(token, "first of two"), resetPassword(token, "second of two")]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const after = await (await db()).user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.sessionVersion).toBe(user.sessionVersion + 1);
  });

  it("forgets the failed sign-ins that locked the account, so the new password works at once", async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) await recordHits([{ key: `account:${user.id}`, max: 1000, windowSeconds: 900 }]);
    await requestPasswordReset(user.username, freshIp());
    await resetPassword(lastResetToken(user.email), "unlocked again");
    expect(await (await db()).rateLimitHit.count({ where: { key: `account:${user.id}` } })).toBe(0);
  });

  it("holds the new password to the registration rule (at least 6 characters)", () => {
    expect(PasswordResetInput.safeParse({ token: "t", password: "12345" }).error?.issues[0]?.message).toBe("Password must be at least 6 characters");
    expect(PasswordResetInput.safeParse({ token: "t", password: "123456" }).success).toBe(true);
    expect(PasswordResetInput.safeParse({ token: "", password: "123456" }).success).toBe(false);
    expect(PasswordResetInput.safeParse({ token: "x".repeat(201), password: "123456" }).success).toBe(false);
  });
});
