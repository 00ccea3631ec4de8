// The journal's list, newest first: the first page arrives with the server render, 'Load more'
// fetches the next from GET /api/thought-logs/{userId} (decision 058) and keeps the reader's place.
"use client";
import { useEffect, useState } from "react";
import { LoadMore } from "@/components/ui/load-more";
import type { ThoughtLog } from "@/lib/domain/thoughts";
import { usePagedList } from "@/lib/client/use-paged-list";
import { JOURNAL_EMPTY_TEXT, JournalEntry } from "./journal-list";

const NOUN = { one: "thought", many: "thoughts" };

export function JournalFeed({
  logs,
  nextCursor,
  url,
  renderedAt,
  emptyText = JOURNAL_EMPTY_TEXT,
}: {
  logs: ThoughtLog[];
  nextCursor: string | null;
  /** GET address of the next pages, with the search and page size. */
  url: string;
  /** The server render's clock (ISO), so relative times hydrate as rendered. */
  renderedAt: string;
  emptyText?: string;
}) {
  const list = usePagedList({ url, initialItems: logs, initialCursor: nextCursor, noun: NOUN });
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => setNow(new Date()), [list.items.length]);

  if (list.items.length === 0) return <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{emptyText}</p>;
  return (
    <div className="grid gap-4">
      <ol className="grid gap-4" aria-label="Logged thoughts, newest first">
        {list.items.map((log) => (
          <JournalEntry key={log.id} log={log} now={now} onDeleted={list.remove} />
        ))}
      </ol>
      <LoadMore label="Load more thoughts" {...list} onLoad={() => void list.loadMore()} />
    </div>
  );
}
