// /journal: the person's thoughts, newest first, each with its relative time and AI reframe (server-rendered);
// ?q= searches them in the database (decision 025), and each entry can be deleted. 20 at a time:
// 'Load more' brings the next page (decision 058).
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { JournalFeed } from "@/components/thoughts/journal-feed";
import { Button } from "@/components/ui/button";
import { JOURNAL_SEARCH_MAX } from "@/lib/domain/field-limits";
import { ThoughtListQuery } from "@/lib/domain/thoughts";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { countThoughtLogs, listThoughtLogs } from "@/lib/server/services/thoughts";

/** Thoughts per page, and the most JSON one page's entries may hold, so the page stays under 200 kB (decision 058). */
const PAGE_SIZE = 20;
const PAGE_BYTES = 60 * 1024;

export const metadata: Metadata = { title: "Thought Journal" };

export default async function Page({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const user = await requirePageUser("/journal");
  const { q } = await searchParams;
  const { query } = ThoughtListQuery.parse({ query: typeof q === "string" ? q.slice(0, JOURNAL_SEARCH_MAX) : undefined });
  const renderedAt = new Date().toISOString();
  const [page, matches] = await Promise.all([
    listThoughtLogs(user, user.id, { query, limit: PAGE_SIZE, maxBytes: PAGE_BYTES }),
    query ? countThoughtLogs(user, user.id, query) : 0,
  ]);
  const count = `${matches.toLocaleString("en-US")} ${matches === 1 ? "thought matches" : "thoughts match"}`;
  const url = `/api/thought-logs/${user.id}?${new URLSearchParams({ ...(query ? { query } : {}), limit: String(PAGE_SIZE) })}`;
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
      <JournalFeed
        // A new search starts a new list (and forgets the pages loaded for the last one).
        key={query ?? ""}
        logs={page.items}
        nextCursor={page.nextCursor}
        url={url}
        renderedAt={renderedAt}
        emptyText={query ? `No thoughts match “${query}”. Try another word, or show all thoughts.` : undefined}
      />
    </div>
  );
}
