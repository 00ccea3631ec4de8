// /progress's session history, newest first: the first page arrives with the server render, 'Load
// more' fetches the next from GET /api/erp-sessions/{userId} (decision 058) and keeps the reader's place.
"use client";
import { LoadMore } from "@/components/ui/load-more";
import { formatDuration } from "@/lib/domain/erp";
import type { ErpSessionView } from "@/lib/domain/erp-schemas";
import { usePagedList } from "@/lib/client/use-paged-list";
import { LocalDate } from "./local-date";
import { AnxietyPill, SessionStatus } from "./session-meta";
import { UnfinishedSessionActions } from "./unfinished-session-actions";

const NOUN = { one: "session", many: "sessions" };
export const PROGRESS_EMPTY_TEXT = "No ERP sessions completed yet. Start your first session to track your progress.";

export function SessionHistory({ sessions, nextCursor, url }: { sessions: ErpSessionView[]; nextCursor: string | null; url: string }) {
  const list = usePagedList({ url, initialItems: sessions, initialCursor: nextCursor, noun: NOUN });
  if (list.items.length === 0) return <p className="text-slate-700">{PROGRESS_EMPTY_TEXT}</p>;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label="ERP sessions">
        {list.items.map((s) => (
          <li key={s.id} className="grid gap-2 rounded-xl border border-slate-200 p-4 focus:outline-2" data-testid="erp-session" data-page-item={s.id} tabIndex={-1}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p dir="auto" className="font-medium break-words text-slate-900">{s.trigger}</p>
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
            {!s.completed && <UnfinishedSessionActions sessionId={s.id} trigger={s.trigger} onDiscarded={list.remove} />}
          </li>
        ))}
      </ul>
      <LoadMore label="Load more sessions" {...list} onLoad={() => void list.loadMore()} />
    </div>
  );
}
