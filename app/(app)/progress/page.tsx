// /progress 'Your Progress': every ERP session of the signed-in person, newest first (unfinished ones
// to resume or discard, pauses noted), and the chart of anxiety over completed sessions. Rendered on the server.
import type { Metadata } from "next";
import { AnxietyChart } from "@/components/erp/anxiety-chart";
import { LocalDate } from "@/components/erp/local-date";
import { AnxietyPill, SessionStatus } from "@/components/erp/session-meta";
import { UnfinishedSessionActions } from "@/components/erp/unfinished-session-actions";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDuration } from "@/lib/domain/erp";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { listErpSessions } from "@/lib/server/services/erp";

export const metadata: Metadata = { title: "Your Progress" };

export default async function Page() {
  const user = await requirePageUser("/progress");
  const sessions = await listErpSessions(user, user.id);
  const completed = sessions.filter((s) => s.completed).length;

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
          <AnxietyChart sessions={sessions} />
        </Card>
      )}

      <Card>
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Session history</h2>
        {sessions.length === 0 ? (
          <p className="text-slate-700">No ERP sessions completed yet. Start your first session to track your progress.</p>
        ) : (
          <ul className="grid gap-3" aria-label="ERP sessions">
            {sessions.map((s) => (
              <li key={s.id} className="grid gap-2 rounded-xl border border-slate-200 p-4" data-testid="erp-session">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-medium break-words text-slate-900">{s.trigger}</p>
                  <SessionStatus session={s} />
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
                  <AnxietyPill level={s.anxietyLevel} />
                  <span>Duration: {s.duration} seconds</span>
                  <time dateTime={s.createdAt}>
                    <LocalDate iso={s.createdAt} format="datetime" />
                  </time>
                  {s.pauseCount > 0 && (
                    <span>
                      Paused {s.pauseCount === 1 ? "once" : `${s.pauseCount} times`} ({formatDuration(s.pausedSeconds)})
                    </span>
                  )}
                </div>
                {!s.completed && <UnfinishedSessionActions sessionId={s.id} trigger={s.trigger} />}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
