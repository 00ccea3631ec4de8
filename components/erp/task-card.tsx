// The exercise as the AI wrote it: the task, how to do it, and a word of encouragement.
import { formatDuration } from "@/lib/domain/erp";
import type { ErpGuidance } from "@/lib/domain/erp-schemas";

export function TaskCard({ guidance, compact = false }: { guidance: ErpGuidance; compact?: boolean }) {
  return (
    <div className="grid gap-4">
      <section aria-labelledby="erp-task-title" className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
        <h3 id="erp-task-title" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
          Your task · {formatDuration(guidance.task.duration)}
        </h3>
        <p className="mt-2 text-base leading-relaxed text-slate-900 sm:text-lg">{guidance.task.description}</p>
      </section>
      {!compact && (
        <>
          <section aria-labelledby="erp-guidance-title">
            <h3 id="erp-guidance-title" className="text-sm font-semibold text-slate-900">
              How to do it
            </h3>
            <p className="mt-1 leading-relaxed text-slate-700">{guidance.guidance}</p>
          </section>
          <p className="rounded-r-xl border-l-4 border-brand-600 bg-slate-100 p-4 leading-relaxed text-slate-800">{guidance.encouragement}</p>
        </>
      )}
    </div>
  );
}
