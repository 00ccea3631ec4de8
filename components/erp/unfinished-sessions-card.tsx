// Dashboard card: the person's unfinished ERP sessions (loaded by the page), each to resume or discard.
import { Card } from "@/components/ui/card";
import type { ErpSessionView } from "@/lib/domain/erp-schemas";
import { LocalDate } from "./local-date";
import { UnfinishedSessionActions } from "./unfinished-session-actions";

export function UnfinishedSessionsCard({ sessions }: { sessions: ErpSessionView[] }) {
  if (sessions.length === 0) return null;
  return (
    <Card className="grid gap-3 border-brand-200" aria-labelledby="unfinished-title" data-testid="unfinished-sessions">
      <h2 id="unfinished-title" className="text-lg font-semibold text-slate-900">
        {sessions.length === 1 ? "An unfinished session" : "Unfinished sessions"}
      </h2>
      <ul className="grid gap-3">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p dir="auto" className="line-clamp-2 font-medium break-words text-slate-900">{s.trigger}</p>
              <p className="text-sm text-slate-600">
                Started <time dateTime={s.createdAt}><LocalDate iso={s.createdAt} format="datetime" /></time>
              </p>
            </div>
            <UnfinishedSessionActions sessionId={s.id} trigger={s.trigger} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
