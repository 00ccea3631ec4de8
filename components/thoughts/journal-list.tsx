// One journal entry, as the journal shows it: its relative time, the thought, its reframe and a
// Delete. No hooks: the journal's feed (journal-feed.tsx) renders it for every page.
import { format, formatDistance } from "date-fns";
import type { ThoughtLog } from "@/lib/domain/thoughts";
import { AiResponseDetails, AiResponseView } from "./ai-response";
import { DeleteThought } from "./delete-thought";
import { ThoughtAnswer } from "./thought-answer";

export const JOURNAL_EMPTY_TEXT = "No thoughts logged yet. Start by logging your thoughts on the home page.";

/** `now` is the render's clock: the server's, then the browser's, so both renders agree. */
export function JournalEntry({ log, now, onDeleted }: { log: ThoughtLog; now: Date; onDeleted?: (id: string) => void }) {
  const created = new Date(log.createdAt);
  const relative = formatDistance(created, now, { addSuffix: true }).replace(/^less than a minute ago$/, "just now");
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="journal-entry">
      {/* Focused when its page arrives ('Load more'): a screen reader reads on from here. */}
      <article className="grid gap-3 focus:outline-none" tabIndex={-1} data-page-item={log.id} aria-labelledby={`thought-${log.id}`}>
        {/* A short heading per entry keeps heading navigation usable; the thought itself can be long. */}
        <h2 id={`thought-${log.id}`} className="sr-only">
          Thought logged {relative}
        </h2>
        <div className="flex items-center justify-between gap-2">
          <time dateTime={log.createdAt} title={format(created, "MMM d, yyyy 'at' h:mm a")} className="text-sm text-slate-600" suppressHydrationWarning>
            {relative}
          </time>
          <DeleteThought userId={log.userId} id={log.id} when={relative} onDeleted={onDeleted} />
        </div>
        <p dir="auto" className="whitespace-pre-line break-words text-base font-medium text-slate-900">{log.thought}</p>
        {log.checkIn?.answer === null ? <ThoughtAnswer log={log} compact /> : <AiResponseView response={log.aiResponse} compact />}
        {!log.aiResponse.crisis && !log.aiResponse.check_in && (
          <details className="text-sm">
            <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md font-medium text-brand-800 hover:underline">
              More from this reflection
            </summary>
            <div className="mt-2 grid gap-4 leading-6">
              <AiResponseDetails response={log.aiResponse} />
            </div>
          </details>
        )}
      </article>
    </li>
  );
}
