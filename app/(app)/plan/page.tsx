// /plan, the practice plan (decision 037): days, reminder time and time zone, and the ladder
// rungs to practise; a clinician's suggestion to keep or decline. Says plainly whether reminders will
// reach the person (the switch in Account Settings, a verified address).
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PlanEditor } from "@/components/plan/plan-editor";
import { Card } from "@/components/ui/card";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { getSettings } from "@/lib/server/services/settings";
import { getPracticePlan, planRungChoices } from "@/lib/server/services/practice-plan";

export const metadata: Metadata = { title: "Practice plan" };

export default async function PlanPage() {
  const user = await requirePageUser("/plan");
  const [plan, settings, ladder] = await Promise.all([getPracticePlan(user, user.id), getSettings(user, user.id), planRungChoices(user, user.id)]);
  const reminderNote = !user.emailVerified
    ? "Reminders go to verified addresses only: verify your e-mail address to get them."
    : !settings.sessionReminders
      ? "Session Reminders are off, so no reminder e-mails are sent."
      : null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Practice plan</h1>
        <p className="text-slate-700">
          Most of the work of ERP happens between sessions. Choose the days you mean to practise and a time for a short reminder
          e-mail. The e-mail only says that you planned some practice, nothing more.
        </p>
      </header>
      {reminderNote && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200" data-testid="plan-reminder-note">
          {reminderNote}{" "}
          <Link href="/settings" className="font-semibold underline underline-offset-2">
            Account Settings
          </Link>
        </p>
      )}
      <Card>
        <PlanEditor userId={user.id} plan={plan} ladder={ladder} />
      </Card>
    </div>
  );
}
