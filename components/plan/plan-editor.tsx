// The practice plan on /plan (decision 037): the days, the reminder time and the time zone (this
// device's by default), and the ladder rungs to practise. A clinician's suggestion is shown as such,
// to keep as it is (saved unchanged) or decline; changing it makes it the person's own. On the admin
// detail (`forClinician`), the same form suggests a plan to the patient (decision 037).
"use client";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { toast } from "@/lib/client/use-toast";
import type { PlanRung, PracticePlan } from "@/lib/domain/practice-plan";
import { PLAN_RUNGS_MAX, REMINDER_TIME, WEEKDAYS, WEEKDAY_LABELS } from "@/lib/domain/plan-limits";
import { deviceTimeZone, hasZoneShape, isTimeZone, listedTimeZones } from "@/lib/domain/time-zones";

const CHIP =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-900 hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700";
const FIELD =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30";

function zones(current: string): string[] {
  // The runtime's own names need only the shape check; the current one (saved, or typed by hand) the full one.
  return [...new Set(["UTC", ...(isTimeZone(current) ? [current] : []), ...listedTimeZones().filter(hasZoneShape)])].sort();
}

export function PlanEditor({
  userId,
  plan,
  ladder,
  forClinician,
}: {
  userId: string;
  plan: PracticePlan | null;
  ladder: PlanRung[];
  /** A clinician suggesting a plan to their patient, in the patient's time zone when it is known. */
  forClinician?: { patientTimeZone: string | null };
}) {
  const id = useId();
  const router = useRouter();
  const [days, setDays] = useState<number[]>(plan?.days ?? []);
  const [time, setTime] = useState(plan?.reminderTime ?? "18:00");
  const [zone, setZone] = useState(plan?.timeZone ?? forClinician?.patientTimeZone ?? "");
  const [rungIds, setRungIds] = useState<string[]>(plan?.rungs.map((r) => r.id) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const { pending, run } = useAction();
  const shownZone = zone || deviceTimeZone();
  const zoneList = useMemo(() => zones(shownZone), [shownZone]);
  const suggested = !forClinician && plan?.status === "suggested";

  // A field's error goes as soon as the person changes it.
  const clear = (field: string) => setErrors((e) => (e[field] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)) : e));
  const toggleDay = (d: number) => {
    setDays((all) => (all.includes(d) ? all.filter((x) => x !== d) : [...all, d].sort()));
    clear("days");
  };
  const toggleRung = (r: string) => {
    setRungIds((all) => (all.includes(r) ? all.filter((x) => x !== r) : [...all, r]));
    clear("rungs");
  };

  function save(body: { days: number[]; reminderTime: string; timeZone: string; rungIds: string[] }, done: string) {
    void run(
      async () => {
        await apiRequest("PUT", `/api/users/${userId}/plan`, body);
        toast(forClinician ? { title: done, description: "The patient sees it on their plan and can keep or decline it." } : { title: done });
        router.refresh();
      },
      { onError: (e) => failureToast(forClinician ? "The plan was not saved" : "Your plan was not saved", serverMessage(e, "Please try again in a moment.")) },
    );
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (days.length === 0) found.days = "Please choose at least one day.";
    if (!REMINDER_TIME.test(time)) found.time = "Please give a time, for example 18:30.";
    if (rungIds.length > PLAN_RUNGS_MAX) found.rungs = `Choose at most ${PLAN_RUNGS_MAX} rungs.`;
    setErrors(found);
    if (Object.keys(found).length) return document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
    save({ days, reminderTime: time, timeZone: shownZone, rungIds }, forClinician ? "Plan suggested" : "Practice plan saved");
  }

  function remove() {
    void run(
      async () => {
        await apiRequest("DELETE", `/api/users/${userId}/plan`);
        setConfirming(false);
        toast({ title: suggested ? "Suggestion declined" : "Practice plan removed", description: "No more practice reminders will be sent." });
        router.refresh();
      },
      { onError: (e) => failureToast("Nothing was changed", serverMessage(e, "Please try again in a moment.")) },
    );
  }

  const errorText = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="grid gap-6">
      {suggested && plan && (
        <section aria-labelledby={`${id}-suggested`} className="grid gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="plan-suggested">
          <h2 id={`${id}-suggested`} className="font-semibold text-brand-950">
            Suggested by your clinician{plan.setBy ? `, ${plan.setBy.username}` : ""}
          </h2>
          <p className="text-sm text-brand-950">
            It is yours to take or leave. Keep it as it is, change it below, or decline it. Nothing is sent until you keep it.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={pending} onClick={() => save({ days: plan.days, reminderTime: plan.reminderTime, timeZone: plan.timeZone, rungIds: plan.rungs.map((r) => r.id) }, "Plan kept")}>
              Keep this plan
            </Button>
            <Button variant="secondary" disabled={pending} onClick={() => setConfirming(true)}>
              Decline
            </Button>
          </div>
        </section>
      )}
      {!forClinician && plan?.status === "declined" && <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">You declined the plan your clinician suggested. You can set your own below whenever you like.</p>}

      <form onSubmit={submit} noValidate className="grid gap-6" aria-busy={pending}>
        <fieldset className="grid gap-2" aria-describedby={errors.days ? `${id}-days-error` : undefined}>
          <legend className="mb-2 text-base font-semibold text-slate-900">Which days?</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((d, i) => (
              <label key={d} className={CHIP}>
                <input id={i === 0 ? `${id}-days` : undefined} type="checkbox" checked={days.includes(d)} onChange={() => toggleDay(d)} className="h-4 w-4 rounded accent-brand-700" />
                {WEEKDAY_LABELS[d]}
              </label>
            ))}
          </div>
          {errorText("days")}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <label htmlFor={`${id}-time`} className="text-sm font-medium text-slate-800">
              Reminder time
            </label>
            <input
              id={`${id}-time`}
              type="time"
              value={time}
              onChange={(e) => {
                setTime(e.target.value);
                clear("time");
              }}
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={[`${id}-time-hint`, errors.time ? `${id}-time-error` : ""].join(" ").trim()}
              className={`${FIELD} w-40`}
            />
            <p id={`${id}-time-hint`} className="text-sm text-slate-600">
              On each planned day, a short e-mail at this time.
            </p>
            {errorText("time")}
          </div>
          <div className="grid content-start gap-1.5">
            <label htmlFor={`${id}-zone`} className="text-sm font-medium text-slate-800">
              Time zone
            </label>
            <select id={`${id}-zone`} value={shownZone} onChange={(e) => setZone(e.target.value)} className={`${FIELD} w-full`}>
              {zoneList.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll("_", " ")}
                </option>
              ))}
            </select>
          </div>
        </div>

        <fieldset className="grid gap-2" aria-describedby={errors.rungs ? `${id}-rungs-error` : `${id}-rungs-hint`}>
          <legend className="mb-1 text-base font-semibold text-slate-900">What to practise</legend>
          <p id={`${id}-rungs-hint`} className="text-sm text-slate-600">
            {ladder.length === 0
              ? `When ${forClinician ? "the patient's" : "your"} exposure ladder has steps, you can choose up to five here.`
              : `Up to ${PLAN_RUNGS_MAX} steps of ${forClinician ? "the patient's" : "your"} exposure ladder.`}
          </p>
          {ladder.length > 0 && (
            <div className="grid gap-2">
              {ladder.map((r, i) => (
                <label key={r.id} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 has-checked:border-brand-700 has-checked:bg-brand-50">
                  <input id={i === 0 ? `${id}-rungs` : undefined} type="checkbox" checked={rungIds.includes(r.id)} onChange={() => toggleRung(r.id)} className="mt-0.5 h-5 w-5 shrink-0 rounded accent-brand-700" />
                  <span className="grid gap-0.5">
                    <span className="font-medium text-slate-900">{r.situation}</span>
                    <span className="text-sm text-slate-600">
                      Resist: {r.compulsionToResist} · expected anxiety {r.expectedAnxiety}/10
                    </span>
                  </span>
                </label>
              ))}
            </div>
          )}
          {errorText("rungs")}
        </fieldset>

        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {pending && <Spinner />}
            {forClinician ? "Suggest this plan" : "Save my plan"}
          </Button>
          {!forClinician && plan && plan.status !== "declined" && !suggested && (
            <Button variant="ghost" disabled={pending} onClick={() => setConfirming(true)}>
              Remove the plan
            </Button>
          )}
        </div>
      </form>

      <ConfirmDialog
        open={confirming}
        title={suggested ? "Decline your clinician's plan?" : "Remove your practice plan?"}
        confirmLabel={suggested ? "Decline" : "Remove plan"}
        cancelLabel="Keep it"
        pending={pending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        {suggested ? "Your clinician will see that you declined it. You can set a plan of your own at any time." : "No more practice reminders will be sent. You can make a new plan at any time."}
      </ConfirmDialog>
    </div>
  );
}
