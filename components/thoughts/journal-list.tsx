// The journal's list of thoughts, newest first: each with its relative time, its reframe and a Delete.
import { format, formatDistanceToNow } from "date-fns";
import type { ThoughtLog } from "@/lib/domain/thoughts";
import { AiResponseDetails, AiResponseView } from "./ai-response";
import { DeleteThought } from "./delete-thought";
import { ThoughtAnswer } from "./thought-answer";

export const JOURNAL_EMPTY_TEXT = "No thoughts logged yet. Start by logging your thoughts on the home page.";

export function JournalList({ logs, emptyText = JOURNAL_EMPTY_TEXT }: { logs: ThoughtLog[]; emptyText?: string }) {
  if (logs.length === 0) return <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{emptyText}</p>;
  return (
    <ol className="grid gap-4" aria-label="Logged thoughts, newest first">
      {logs.map((log) => {
        const created = new Date(log.createdAt);
        const relative = formatDistanceToNow(created, { addSuffix: true }).replace(/^less than a minute ago$/, "just now");
        return (
          <li key={log.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="journal-entry">
            <article className="grid gap-3">
              {/* A short heading per entry keeps heading navigation usable; the thought itself can be long. */}
              <h2 className="sr-only">Thought logged {relative}</h2>
              <div className="flex items-center justify-between gap-2">
                <time dateTime={log.createdAt} title={format(created, "MMM d, yyyy 'at' h:mm a")} className="text-sm text-slate-600">
                  {relative}
                </time>
                <DeleteThought userId={log.userId} id={log.id} when={relative} />
              </div>
              <p className="whitespace-pre-line break-words text-base font-medium text-slate-900">{log.thought}</p>
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
      })}
    </ol>
  );
}
