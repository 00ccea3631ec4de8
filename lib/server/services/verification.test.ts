import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { actorOf, createUser } from "@/tests/factories";
import { resendVerification, sendVerificationEmail, TOKEN_TTL_MS, usableVerificationToken, verifyEmailToken } from "./verification";

function lastMailedToken(to: string): string {
  const lines = readFileSync(process.env.MAIL_OUTBOX_FILE!, "utf8").trim().split("\n").map((l) => JSON.parse(l));
  const mail = lines.filter((m) => m.to === to).at(-1);
  expect(Object.keys(mail).sort()).toEqual(["html", "sentAt", "subject", "text", "to"]);
  return /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}

describe("e-mail verification", () => {
  it("stores only the hash of a 256-bit token and verifies once", async () => {
    const user = await createUser({ emailVerified: false });
    expect(await sendVerificationEmail(user)).toBe(true);
    const token = lastMailedToken(user.email);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const prisma = await db();
    const stored = await prisma.emailVerificationToken.findFirst({ where: { userId: user.id } });
    expect(stored?.tokenHash).not.toBe(token);

    await verifyEmailToken(token);
    expect((await prisma.user.findUnique({ where: { id: user.id } }))?.emailVerified).toBe(true);
    await expect(verifyEmailToken(token)).rejects.toMatchObject({ status: 400, message: "This verification link has already been used." });
    // still verified after the failed second use
    expect((await prisma.user.findUnique({ where: { id: user.id } }))?.emailVerified).toBe(true);
  });

  it("a new mail ends the links of the earlier ones, once it has left", async () => {
    const user = await createUser({ emailVerified: false });
    await sendVerificationEmail(user, new Date("2026-02-01T10:00:00Z"));
    const first = lastMailedToken(user.email);
    await sendVerificationEmail(user, new Date("2026-02-01T10:10:00Z"));
    const second = lastMailedToken(user.email);
    await expect(usableVerificationToken(first, new Date("2026-02-01T10:11:00Z"))).rejects.toMatchObject({ status: 400 });
    await expect(usableVerificationToken(second, new Date("2026-02-01T10:11:00Z"))).resolves.toMatchObject({ userId: user.id });
    await verifyEmailToken(second, new Date("2026-02-01T10:11:00Z"));
  });

  it("an earlier mail whose send finishes last leaves the newer link working", async () => {
    const user = await createUser({ emailVerified: false });
    await sendVerificationEmail(user, new Date("2026-02-02T10:10:00Z"));
    const newer = lastMailedToken(user.email);
    await sendVerificationEmail(user, new Date("2026-02-02T10:00:00Z"));
    const earlier = lastMailedToken(user.email);
    await expect(usableVerificationToken(newer, new Date("2026-02-02T10:11:00Z"))).resolves.toMatchObject({ userId: user.id });
    await expect(usableVerificationToken(earlier, new Date("2026-02-02T10:11:00Z"))).resolves.toMatchObject({ userId: user.id });
  });

  it("refuses an expired or unknown token with a clear message", async () => {
    const user = await createUser({ emailVerified: false });
    const sentAt = new Date("2026-01-01T00:00:00Z");
    await sendVerificationEmail(user, sentAt);
    const token = lastMailedToken(user.email);
    await expect(verifyEmailToken(token, new Date(sentAt.getTime() + TOKEN_TTL_MS + 1))).rejects.toMatchObject({
      message: "This verification link has expired. Please request a new verification email.",
    });
    await expect(verifyEmailToken("not-a-real-token")).rejects.toMatchObject({ status: 400 });
  });

  it("answers 503 with retryAfter within 300 s of the previous mail, then sends again", async () => {
    const user = await createUser({ emailVerified: false });
    const t0 = new Date("2026-03-01T10:00:00Z");
    await sendVerificationEmail(user, t0);
    const early = await resendVerification(actorOf(user), new Date(t0.getTime() + 60_000)).catch((e) => e);
    expect(early.status).toBe(503);
    expect(early.extra.retryAfter).toBe(240);
    expect(early.message).toBe("Please wait 4 minutes before trying again");
    await expect(resendVerification(actorOf(user), new Date(t0.getTime() + 300_000))).resolves.toBeUndefined();
  });

  it("refuses to resend to an already verified user", async () => {
    const user = await createUser({ emailVerified: true });
    await expect(resendVerification(actorOf(user))).rejects.toMatchObject({ status: 400 });
  });
});

describe("simultaneous resend clicks", () => {
  it("send one e-mail", async () => {
    const user = await createUser({ emailVerified: false });
    const results = await Promise.allSettled([0, 1, 2].map(() => resendVerification(actorOf(user))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").every((r) => (r as PromiseRejectedResult).reason.status === 503)).toBe(true);
  });
});
