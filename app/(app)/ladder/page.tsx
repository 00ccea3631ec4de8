// /ladder 'My exposure ladder' (decision 033): the person's graded steps with their
// compulsions to resist, suggestions, and each practised step's progress. Rendered on the server; the
// steps' controls are one client component.
import type { Metadata } from "next";
import { LadderBoard, type RungHint } from "@/components/ladder/ladder-board";
import { LadderProgressList } from "@/components/ladder/rung-progress";
import { Card } from "@/components/ui/card";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { ladderProgress, listLadder } from "@/lib/server/services/ladder";

export const metadata: Metadata = { title: "My exposure ladder" };

export default async function LadderPage() {
  const user = await requirePageUser("/ladder");
  const [rungs, progress] = await Promise.all([listLadder(user, user.id), ladderProgress(user, user.id)]);
  const hints: Record<string, RungHint> = Object.fromEntries(
    progress.map((p) => [p.rungId, { completed: p.completed, expectancy: p.expectancy, masterySuggested: p.masterySuggested }]),
  );
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My exposure ladder</h1>
        <p className="text-slate-700">
          A ladder is a list of situations you want to face, from easier to harder, each with the compulsion you will hold back from while you
          face it. Practise each step several times, holding back from the compulsion. You can move up whenever you are ready, even if some
          anxiety is still there. You decide when a step is mastered.
        </p>
      </header>
      <LadderBoard userId={user.id} initial={rungs} hints={hints} />
      {rungs.length > 0 && (
        <Card role="region" aria-labelledby="ladder-progress-title" className="grid gap-4">
          <h2 id="ladder-progress-title" className="text-lg font-semibold text-slate-900">
            Progress per step
          </h2>
          <LadderProgressList rungs={rungs} progress={progress} idPrefix="ladder-progress" />
        </Card>
      )}
    </div>
  );
}
