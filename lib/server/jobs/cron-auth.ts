// Who may start a job run over HTTP: a caller holding CRON_SECRET (Vercel Cron sends it as a bearer
// token). Compared in constant time; with no secret configured nobody may.
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "../env";
import { AppError } from "../errors";

const digest = (s: string) => createHash("sha256").update(s).digest();

export function assertCronSecret(authorization: string | null): void {
  const secret = env().CRON_SECRET;
  const given = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
  // Hashing first makes both sides the same length, so the comparison leaks nothing, not even a length.
  if (!secret || !given || !timingSafeEqual(digest(given), digest(secret))) {
    throw new AppError("unauthorized", "This job needs the cron secret", {}, { "WWW-Authenticate": "Bearer" });
  }
}
