// What a preview deployment (VERCEL_ENV=preview) shows that production never does: the banner with the
// report link, and the demo accounts on the sign-in page (decision 055).
import "server-only";
import type { PreviewInfo } from "@/lib/domain/review-feedback";
import { demoAccountList, type DemoAccount } from "./demo/accounts";
import { env } from "./env";

export function previewInfo(): PreviewInfo | null {
  const e = env();
  return e.preview ? { feedbackUrl: e.REVIEW_FEEDBACK_URL ?? null, commit: e.VERCEL_GIT_COMMIT_SHA ?? null } : null;
}

/** The demo accounts with their passwords, for a preview's sign-in page; null everywhere else. */
export function signInDemoAccounts(): DemoAccount[] | null {
  return env().preview ? demoAccountList() : null;
}
