// 'Step n of 4', the step's title and a progress bar (docs/spec.md §2). On each new step the block is
// scrolled into view below the fixed header and the title takes focus, so screen-reader users hear
// where they are and phone users see it (lib/client/use-step-focus).
"use client";
import { useStepFocus } from "@/lib/client/use-step-focus";
import { ERP_STEPS } from "@/lib/domain/erp";

export function StepProgress({ step }: { step: number }) {
  const { top, heading } = useStepFocus(step);
  const title = ERP_STEPS[step - 1];
  return (
    <div ref={top} className="grid gap-3">
      <p className="text-sm font-medium text-brand-800">Step {step} of {ERP_STEPS.length}</p>
      <div
        role="progressbar"
        aria-label="Session progress"
        aria-valuemin={1}
        aria-valuemax={ERP_STEPS.length}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${ERP_STEPS.length}: ${title}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width] duration-500" style={{ width: `${(step / ERP_STEPS.length) * 100}%` }} />
      </div>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl">
        {title}
      </h2>
    </div>
  );
}
