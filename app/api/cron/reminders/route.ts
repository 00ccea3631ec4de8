// GET /api/cron/reminders: sends the between-session e-mails that are due (decision 038). Vercel Cron
// calls it (vercel.json) with `Authorization: Bearer $CRON_SECRET`; anything else gets 401, and so does
// every call while CRON_SECRET is unset. Answers the run's counts, never an address.
import { route } from "@/lib/server/http/route";
import { assertCronSecret } from "@/lib/server/jobs/cron-auth";
import { runDueEmails } from "@/lib/server/services/email-jobs";
import { otherMethods } from "@/lib/server/http/other-methods";

// A run may send up to MAX_PER_RUN e-mails one after another.
export const maxDuration = 300;

export const GET = route({ auth: "none" }, async ({ req }) => {
  assertCronSecret(req.headers.get("authorization"));
  return runDueEmails(new Date());
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
