// The admin detail's exposure ladder (decision 033): the person's steps in their order, each with its
// compulsion to resist, expected anxiety, how often it was practised, whether it is mastered, whether a
// clinician suggested it, and whether its words raised crisis resources. Part of the detail's one audited
// read; rendered on the server.
import { Card } from "@/components/ui/card";
import type { AdminLadderRung } from "@/lib/domain/admin";
import { expectedAnxietyLabel } from "@/lib/domain/ladder";
import { Empty } from "./detail-parts";

export function LadderPanel({ ladder }: { ladder: AdminLadderRung[] }) {
  return (
    <Card role="region" aria-labelledby="admin-ladder-title" className="grid gap-4">
      <h2 id="admin-ladder-title" className="text-lg font-semibold">
        Exposure ladder
      </h2>
      {ladder.length === 0 ? (
        <Empty>No ladder steps yet</Empty>
      ) : (
        <ol className="grid gap-3">
          {ladder.map((r, i) => (
            <li key={r.id} className="grid gap-1 rounded-xl border border-slate-200 p-4">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-700">
                Step {i + 1} · expected {r.expectedAnxiety}/10 ({expectedAnxietyLabel(r.expectedAnxiety)}) · practised {r.sessionCount}{" "}
                {r.sessionCount === 1 ? "time" : "times"}
                {r.mastered && <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-900">Mastered</span>}
                {r.suggestedByClinician && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">Suggested by a clinician</span>}
              </p>
              <p dir="auto" className="break-words font-medium text-slate-900">{r.situation}</p>
              <p className="break-words text-sm text-slate-700">Compulsion to resist: {r.compulsionToResist}</p>
              {r.crisis && (
                <p className="rounded-md border border-rose-300 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-900">
                  Possible risk: this person was shown crisis resources for this step.
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
