// The admin detail's 'Assign practice' card (decisions 033 and 037): a clinician suggests a ladder step
// or a practice plan to their patient. The patient sees each as suggested by their clinician and can
// keep, change or decline it; the server records who assigned it and audits the write. The forms load
// only when opened, so the detail's first load stays small; opening the plan form reads the patient's
// ladder and plan through the API (each an audited staff read, shown to the patient on /settings).
"use client";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, getJson, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { toast } from "@/lib/client/use-toast";
import type { PlanRung, PracticePlan } from "@/lib/domain/practice-plan";
import type { RungDraft } from "@/components/ladder/rung-form";

const RungForm = dynamic(() => import("@/components/ladder/rung-form").then((m) => m.RungForm), { loading: () => <Loading /> });
const PlanEditor = dynamic(() => import("@/components/plan/plan-editor").then((m) => m.PlanEditor), { loading: () => <Loading /> });

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
      <Spinner /> Loading…
    </p>
  );
}

const EMPTY_STEP: RungDraft = { situation: "", compulsionToResist: "", expectedAnxiety: 5 };

export function AssignPractice({ patientId, patientTimeZone }: { patientId: string; patientTimeZone: string | null }) {
  const id = useId();
  const router = useRouter();
  const [open, setOpen] = useState<"step" | "plan" | null>(null);
  const [planData, setPlanData] = useState<{ plan: PracticePlan | null; ladder: PlanRung[] } | null>(null);
  const [planFailed, setPlanFailed] = useState(false);
  const stepButton = useRef<HTMLButtonElement>(null);
  const { pending, run } = useAction();

  function toggle(which: "step" | "plan") {
    const next = open === which ? null : which;
    setOpen(next);
    if (next === "plan") void loadPlan();
  }

  async function loadPlan() {
    setPlanData(null);
    setPlanFailed(false);
    try {
      const [ladder, plan] = await Promise.all([
        getJson<PlanRung[]>(`/api/users/${patientId}/ladder`),
        getJson<PracticePlan | null>(`/api/users/${patientId}/plan`),
      ]);
      setPlanData({ ladder: ladder ?? [], plan });
    } catch {
      setPlanFailed(true);
    }
  }

  function suggestStep(draft: RungDraft) {
    void run(
      async () => {
        await apiRequest("POST", `/api/users/${patientId}/ladder`, draft);
        toast({ title: "Step suggested", description: "It is on the patient's ladder, marked as suggested by their clinician." });
        setOpen(null);
        stepButton.current?.focus();
        router.refresh();
      },
      { onError: (e) => failureToast("The step was not added", serverMessage(e, "Please try again in a moment.")) },
    );
  }

  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="grid gap-4 print:hidden">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Assign practice
        </h2>
        <p className="text-sm text-slate-700">
          The patient sees what you suggest as suggested by their clinician, and can keep, change or decline it. Each suggestion is recorded with your name.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button ref={stepButton} variant="secondary" aria-expanded={open === "step"} aria-controls={`${id}-step`} onClick={() => toggle("step")}>
          Suggest a ladder step
        </Button>
        <Button variant="secondary" aria-expanded={open === "plan"} aria-controls={`${id}-plan`} onClick={() => toggle("plan")}>
          Suggest a practice plan
        </Button>
      </div>
      <div id={`${id}-step`} hidden={open !== "step"}>
        {open === "step" && (
          <section aria-label="Suggest a ladder step" className="rounded-xl border border-slate-200 p-4">
            <RungForm initial={EMPTY_STEP} voice="clinician" submitLabel="Suggest this step" pending={pending} onSubmit={suggestStep} onCancel={() => setOpen(null)} />
          </section>
        )}
      </div>
      <div id={`${id}-plan`} hidden={open !== "plan"}>
        {open === "plan" && (
          <section aria-label="Suggest a practice plan" className="rounded-xl border border-slate-200 p-4">
            {planFailed ? (
              <p role="alert" className="text-sm font-medium text-red-800">
                The patient&apos;s ladder and plan could not be loaded. Please try again in a moment.
              </p>
            ) : planData ? (
              <PlanEditor userId={patientId} plan={planData.plan} ladder={planData.ladder} forClinician={{ patientTimeZone }} />
            ) : (
              <Loading />
            )}
          </section>
        )}
      </div>
    </Card>
  );
}
