// The week's log entries, newest first: the first page arrives with the server render, 'Load more'
// fetches the next from GET /api/users/{id}/compulsions (decision 058) and keeps the reader's place.
"use client";
import { LocalDate } from "@/components/erp/local-date";
import { CrisisPanel } from "@/components/thoughts/crisis-panel";
import { LoadMore } from "@/components/ui/load-more";
import { COMPULSION_KIND_SHORT, COMPULSION_OUTCOME_SHORT, urgeLabel } from "@/lib/domain/compulsion-log";
import type { CompulsionEntry } from "@/lib/domain/compulsion-schemas";
import { usePagedList } from "@/lib/client/use-paged-list";
import { DeleteEntry } from "./delete-entry";

const NOUN = { one: "entry", many: "entries" };

export function LogEntries({ userId, entries, nextCursor, url, emptyText }: { userId: string; entries: CompulsionEntry[]; nextCursor: string | null; url: string; emptyText: string }) {
  const list = usePagedList({ url, initialItems: entries, initialCursor: nextCursor, noun: NOUN });
  if (list.items.length === 0) return <p className="mt-2 text-sm text-slate-600">{emptyText}</p>;
  return (
    <div className="mt-3 grid gap-3">
      <ul className="grid gap-3" data-testid="log-entries">
        {list.items.map((e) => {
          const what = `${COMPULSION_KIND_SHORT[e.kind]}, urge ${e.urge} out of 10, ${COMPULSION_OUTCOME_SHORT[e.outcome].toLowerCase()}`;
          return (
            <li key={e.id} className="grid gap-2 rounded-xl border border-slate-200 p-3 focus:outline-2" data-page-item={e.id} tabIndex={-1}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid gap-0.5">
                  <p className="font-medium text-slate-900">
                    {COMPULSION_KIND_SHORT[e.kind]} · {COMPULSION_OUTCOME_SHORT[e.outcome]}
                    {e.outcome === "delayed" && e.delayMinutes ? ` for ${e.delayMinutes} min` : ""}
                  </p>
                  <p className="text-sm text-slate-700">
                    Urge {e.urge}/10 · {urgeLabel(e.urge)} ·{" "}
                    <time dateTime={e.occurredAt}>
                      <LocalDate iso={e.occurredAt} format="datetime" />
                    </time>
                  </p>
                </div>
                <DeleteEntry userId={userId} id={e.id} what={what} onDeleted={list.remove} />
              </div>
              {e.note && <p dir="auto" className="whitespace-pre-line break-words text-sm text-slate-700">{e.note}</p>}
              {e.crisis && <CrisisPanel beingHarmed={e.beingHarmed} />}
            </li>
          );
        })}
      </ul>
      <LoadMore label="Load more entries" {...list} onLoad={() => void list.loadMore()} />
    </div>
  );
}
