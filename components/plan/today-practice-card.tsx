// /home's practice card (decision 037): today's practice on a planned day (the rungs, the reminder
// time), else the next planned day; a clinician's suggestion waiting; or an invitation to plan.
import { Link } from "@/components/ui/link";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { WEEKDAY_LABELS } from "@/lib/domain/plan-limits";
import type { PracticePlan } from "@/lib/domain/practice-plan";
import { nextPractice } from "@/lib/domain/schedule";

export function TodayPracticeCard({ plan, now }: { plan: PracticePlan | null; now: Date }) {
  const active = plan?.status === "active" ? plan : null;
  const next = active && nextPractice(active, now);
  return (
    <Card aria-labelledby="practice-title" className="grid content-start gap-3" data-testid="today-practice">
      <h2 id="practice-title" className="text-lg font-semibold text-slate-900">
        {next?.today ? "Today's practice" : "Practice plan"}
      </h2>
      {plan?.status === "suggested" ? (
        <>
          <p className="text-slate-700">Your clinician suggested a practice plan. Have a look and keep it, change it or decline it.</p>
          <div>
            <ButtonLink href="/plan">Review the suggested plan</ButtonLink>
          </div>
        </>
      ) : active && next ? (
        <>
          <p className="text-slate-700">
            {next.today
              ? `Today is one of your practice days. Your reminder is at ${active.reminderTime} (${active.timeZone.replaceAll("_", " ")}).`
              : `Your next practice day is ${WEEKDAY_LABELS[next.weekday]}, with a reminder at ${active.reminderTime}.`}
          </p>
          {active.setBy && <p className="text-sm text-slate-600">Suggested by your clinician, {active.setBy.username}.</p>}
          {next.today && active.rungs.length > 0 && (
            <ul className="grid gap-1.5" aria-label="To practise today">
              {active.rungs.map((r) => (
                <li key={r.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
                  <span className="font-medium">{r.situation}</span>
                  <span className="block text-slate-600">Resist: {r.compulsionToResist}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-center gap-2">
            {next.today && <ButtonLink href="/erp-session">Start a session</ButtonLink>}
            <Link href="/plan" className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-800 underline underline-offset-2">
              Change the plan
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="text-slate-700">Choose the days you mean to practise and a time for a short reminder e-mail.</p>
          <div>
            <ButtonLink href="/plan" variant="secondary">
              Plan your practice
            </ButtonLink>
          </div>
        </>
      )}
    </Card>
  );
}
