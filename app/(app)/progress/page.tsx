// /progress 'Your Progress': the ERP sessions of the signed-in person, newest first, 20 at a time with
// 'Load more' (unfinished ones to resume or discard, pauses noted), the number completed, and the chart
// of anxiety over the latest completed sessions; and each practised step of the exposure ladder with
// its anxiety before, at the peak and after, and its expectancy against what happened (decision 034).
// Rendered on the server.
import type { Metadata } from "next";
import { AnxietyChart, CHART_MAX_POINTS } from "@/components/erp/anxiety-chart";
import { LadderProgressList } from "@/components/ladder/rung-progress";
import { SessionHistory } from "@/components/erp/session-history";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { erpProgressSummary, listErpSessions } from "@/lib/server/services/erp";
import { ladderProgress, listLadder } from "@/lib/server/services/ladder";

export const metadata: Metadata = { title: "Your Progress" };

/** Sessions per page ('Load more' brings the next, decision 058). */
const PAGE_SIZE = 20;

export default async function Page() {
  const user = await requirePageUser("/progress");
  const [page, { completed, recent }, rungs, perRung] = await Promise.all([
    listErpSessions(user, user.id, { limit: PAGE_SIZE }),
    erpProgressSummary(user, user.id, CHART_MAX_POINTS),
    listLadder(user, user.id),
    ladderProgress(user, user.id),
  ]);

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your Progress</h1>
        <ButtonLink href="/erp-session">Start ERP Session</ButtonLink>
      </div>

      <dl className="grid grid-cols-3 gap-3">
        {[
          ["Sessions completed", completed],
          ["Current level", user.currentLevel],
          ["Bravery score", `${user.braveryScore} pts`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
            <dt className="text-xs text-slate-600 sm:text-sm">{label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{value}</dd>
          </div>
        ))}
      </dl>

      {completed > 0 && (
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Anxiety over time</h2>
          <AnxietyChart sessions={recent} />
        </Card>
      )}

      {perRung.length > 0 && (
        <Card role="region" aria-labelledby="progress-ladder-title" className="grid gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="progress-ladder-title" className="text-lg font-semibold text-slate-900">
              Your ladder
            </h2>
            <ButtonLink href="/ladder" variant="ghost">
              Open my ladder
            </ButtonLink>
          </div>
          <LadderProgressList rungs={rungs} progress={perRung} idPrefix="progress-ladder" />
        </Card>
      )}

      <Card>
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Session history</h2>
        <SessionHistory sessions={page.items} nextCursor={page.nextCursor} url={`/api/erp-sessions/${user.id}?limit=${PAGE_SIZE}`} />
      </Card>
    </div>
  );
}
