// Dashboard card 'Recent Progress': the latest few ERP sessions (loaded by the page), or a gentle
// start, and a link to /progress.
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ErpSessionView } from "@/lib/domain/erp-schemas";
import { LocalDate } from "./local-date";
import { AnxietyPill, SessionStatus } from "./session-meta";

/** How many sessions the dashboard card shows. */
export const RECENT_SESSIONS = 3;

export function RecentProgressCard({ sessions }: { sessions: ErpSessionView[] }) {
  return (
    <Card className="grid gap-4">
      <h2 id="recent-progress-title" className="text-lg font-semibold text-slate-900">
        Recent Progress
      </h2>
      {sessions.length === 0 ? (
        <p className="text-slate-700">No sessions yet. When you complete an ERP session, it will appear here.</p>
      ) : (
        <ul className="grid gap-3">
          {sessions.map((s) => (
            <li key={s.id} className="grid gap-1.5 border-b border-slate-100 pb-3 last:border-0 last:pb-0">
              <p dir="auto" className="line-clamp-2 font-medium break-words text-slate-900">{s.trigger}</p>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <AnxietyPill level={s.anxietyLevel} />
                <SessionStatus session={s} />
                <time dateTime={s.createdAt}>
                  <LocalDate iso={s.createdAt} format="day" />
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ButtonLink href={sessions.length ? "/progress" : "/erp-session"} variant="secondary" className="justify-self-start">
        {sessions.length ? "View all progress" : "Start your first session"}
      </ButtonLink>
    </Card>
  );
}
