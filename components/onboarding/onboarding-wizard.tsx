// The five-step onboarding wizard (docs/spec.md §2, §4): Continue/Back, then PATCH and a full load of /home.
"use client";
import { useState, type FormEvent } from "react";
import { useUser } from "@/components/auth/user-provider";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { useStepFocus } from "@/lib/client/use-step-focus";
import {
  canContinue,
  EMPTY_DRAFT,
  leaveTypeStep,
  ONBOARDING_STEPS,
  STEP_COUNT,
  submitBlocker,
  toPayload,
  type OnboardingDraft,
} from "@/lib/domain/onboarding-steps";
import type { RiskSummary } from "@/lib/domain/thoughts";
import type { PublicUser } from "@/lib/domain/user";
import { CrisisPanel } from "@/components/thoughts/crisis-panel";
import { AnxietyStep, BehaviorsStep, ComfortStep, OcdTypeStep, ToolsStep } from "./onboarding-step-fields";

const STEP_FIELDS = [OcdTypeStep, BehaviorsStep, AnxietyStep, ComfortStep, ToolsStep];
// docs/spec.md §9: the full page load to /home follows the cache update after 100 ms.
const REDIRECT_DELAY_MS = 100;

export function OnboardingWizard() {
  const { user, setUser } = useUser();
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<OnboardingDraft>(EMPTY_DRAFT);
  const { pending: saving, run } = useAction();
  const [needsSupport, setNeedsSupport] = useState(false);
  // After Continue or Back: the step's top in view below the header, its heading focused (announced).
  const { top, heading } = useStepFocus(step);

  const update = (patch: Partial<OnboardingDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const go = (to: number) => setStep(to);
  const ready = canContinue(step, draft);
  const Fields = STEP_FIELDS[step - 1]!;

  function submit() {
    const blocker = submitBlocker(Boolean(user), draft);
    if (blocker) return failureToast(blocker);
    void run(
      async () => {
        const res = await apiRequest("PATCH", `/api/users/${user!.id}/onboarding`, toPayload(draft));
        const { risk, ...saved } = (await res.json()) as PublicUser & { risk?: RiskSummary };
        setUser(saved);
        // Words of their own that raised a risk: help first, and home only when they choose it.
        if (risk && risk.level !== "none") return setNeedsSupport(true);
        setTimeout(() => window.location.assign("/home"), REDIRECT_DELAY_MS);
      },
      { leavesPage: true, onError: (error) => failureToast("Failed to update user profile", serverMessage(error, "Please try again in a moment.")) },
    );
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!ready || saving) return;
    if (step === 1) setDraft(leaveTypeStep(draft));
    if (step < STEP_COUNT) go(step + 1);
    else submit();
  }

  if (needsSupport) {
    return (
      <div className="grid gap-4">
        <p className="text-base text-slate-800">Your answers are saved. Before you go on, we want to make sure you have support.</p>
        <CrisisPanel urgent />
        <a href="/home" className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 sm:justify-self-start">
          Continue to home
        </a>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-6" noValidate>
      <div ref={top} className="grid gap-2">
        <p className="text-sm font-medium text-brand-800">
          Step {step} of {STEP_COUNT}
        </p>
        <div
          role="progressbar"
          aria-label="Onboarding progress"
          aria-valuemin={1}
          aria-valuemax={STEP_COUNT}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${STEP_COUNT}: ${ONBOARDING_STEPS[step - 1]}`}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${(step / STEP_COUNT) * 100}%` }} />
        </div>
      </div>

      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
        {ONBOARDING_STEPS[step - 1]}
      </h2>

      <Fields draft={draft} update={update} />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        {step > 1 ? (
          <Button variant="secondary" onClick={() => go(step - 1)} disabled={saving}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
          {!ready && (
            <p id="continue-hint" className="text-sm text-slate-600">
              {step === 2 ? "Choose at least one option to continue." : "Choose an answer to continue."}
            </p>
          )}
          <Button type="submit" disabled={!ready || saving} aria-describedby={ready ? undefined : "continue-hint"}>
            {saving && <Spinner />}
            {step < STEP_COUNT ? "Continue" : saving ? "Saving…" : "Finish setup"}
          </Button>
        </div>
      </div>
    </form>
  );
}
