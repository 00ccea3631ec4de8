// The facts of one session as docs/spec.md §2 words them, shared by /progress and the dashboard card.
import { anxietyBand, anxietyLabel } from "@/lib/domain/anxiety-scale";
import { MOOD_LABELS } from "@/lib/domain/erp";
import type { ErpSessionView } from "@/lib/domain/erp-schemas";
import { BAND_PILL } from "@/components/ui/anxiety-bands";

export function AnxietyPill({ level }: { level: number }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${BAND_PILL[anxietyBand(level)]}`}>
      Anxiety Level: {level}/10
      <span className="sr-only">, {anxietyLabel(level)}</span>
    </span>
  );
}

export function SessionStatus({ session }: { session: ErpSessionView }) {
  return session.completed ? (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-brand-800">
      <span aria-hidden="true">✓</span> Completed{session.mood ? ` · felt ${MOOD_LABELS[session.mood].toLowerCase()}` : ""}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-slate-600">
      <span aria-hidden="true">◔</span> In Progress
    </span>
  );
}
