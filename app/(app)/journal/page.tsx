// /journal: the person's thoughts, newest first, each with its relative time and AI reframe (server-rendered);
// ?q= searches them in the database (decision 025), and each entry can be deleted.
import type { Metadata } from "next";
import Link from "next/link";
import { JournalList } from "@/components/thoughts/journal-list";
import { Button } from "@/components/ui/button";
import { JOURNAL_SEARCH_MAX } from "@/lib/domain/field-limits";
import { ThoughtListQuery } from "@/lib/domain/thoughts";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { listThoughtLogs } from "@/lib/server/services/thoughts";

export const metadata: Metadata = { title: "Thought Journal" };

export default async function Page({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const user = await requirePageUser("/journal");
  const { q } = await searchParams;
  const { query } = ThoughtListQuery.parse({ query: typeof q === "string" ? q.slice(0, JOURNAL_SEARCH_MAX) : undefined });
  const logs = await listThoughtLogs(user, user.id, { query });
  const count = `${logs.length} ${logs.length === 1 ? "thought matches" : "thoughts match"}`;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header>
        <h1 id="journal-title" tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          Thought Journal
        </h1>
        <p className="mt-1 text-slate-600">Every thought you have logged, with the reflection it received.</p>
      </header>
      <form role="search" aria-label="Journal" action="/journal" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <label htmlFor="journal-search" className="text-sm font-medium text-slate-800">
            Search your journal
          </label>
          <input
            id="journal-search"
            type="search"
            name="q"
            defaultValue={query ?? ""}
            maxLength={JOURNAL_SEARCH_MAX}
            placeholder="A word from a thought"
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {query && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold text-slate-900" data-testid="journal-search-summary">
            {count} “{query}”
          </h2>
          <Link href="/journal" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-2">
            Show all thoughts
          </Link>
        </div>
      )}
      <JournalList logs={logs} emptyText={query ? `No thoughts match “${query}”. Try another word, or show all thoughts.` : undefined} />
    </div>
  );
}
