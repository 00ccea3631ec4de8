// 'Your Progress' (docs/spec.md §2): the fixed ERP Progress ring and the Bravery Level ring with readiness.
import { Card } from "@/components/ui/card";
import { braveryRingValue } from "@/lib/domain/bravery";
import { READINESS_LABELS, type ReadinessLevel } from "@/lib/domain/enums";
import { ProgressRing } from "./progress-ring";

/** docs/spec.md §9: the ERP progress ring is fixed at 75. */
export const ERP_PROGRESS_RING = 75;

export function YourProgressCard({ braveryScore, readinessLevel }: { braveryScore: number | null; readinessLevel: string | null }) {
  const readiness = readinessLevel ? (READINESS_LABELS[readinessLevel as ReadinessLevel] ?? readinessLevel) : null;
  return (
    <Card className="grid gap-5">
      <h2 className="text-lg font-semibold text-slate-900">Your Progress</h2>
      <div className="grid grid-cols-2 gap-4 sm:gap-6">
        <figure className="flex flex-col items-center gap-3 text-center">
          <ProgressRing label="ERP Progress" value={ERP_PROGRESS_RING} suffix="%" />
          <figcaption className="font-medium text-slate-800">ERP Progress</figcaption>
        </figure>
        <figure className="flex flex-col items-center gap-3 text-center">
          <ProgressRing label="Bravery Level" value={braveryRingValue(braveryScore)} />
          <figcaption className="grid justify-items-center gap-2">
            <span className="font-medium text-slate-800">Bravery Level</span>
            {readiness && (
              <span className="rounded-full border border-brand-200 bg-brand-50 px-3 py-0.5 text-sm font-medium text-brand-900">
                Readiness: {readiness}
              </span>
            )}
          </figcaption>
        </figure>
      </div>
    </Card>
  );
}
