// Search box and status filter of the admin list: they drive the URL, and the server renders the results.
"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { adminListHref } from "@/lib/domain/admin-list-href";
import { ADMIN_SEARCH_MAX } from "@/lib/domain/field-limits";
import { Spinner } from "@/components/ui/spinner";

const SEARCH_DELAY_MS = 300;

export function UserFilters({ query, status }: { query: string; status: string }) {
  const router = useRouter();
  const [text, setText] = useState(query);
  const [pending, startTransition] = useTransition();

  const apply = (next: { query: string; status: string }) =>
    startTransition(() => router.replace(adminListHref(next), { scroll: false }));

  // Search as the admin types, once they pause; a new search starts again on page 1.
  useEffect(() => {
    if (text.trim() === query) return;
    const timer = setTimeout(() => apply({ query: text, status }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only typing schedules a search: the filter applies at once, and a navigation must not re-trigger it.
  }, [text]);

  return (
    <form
      role="search"
      aria-label="Users"
      className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        apply({ query: text, status });
      }}
    >
      <div className="grid gap-1.5">
        <label htmlFor="admin-user-search" className="text-sm font-medium text-slate-800">
          Search by name or email
        </label>
        <div className="relative">
          <input
            id="admin-user-search"
            type="search"
            value={text}
            maxLength={ADMIN_SEARCH_MAX}
            placeholder="Search users..."
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 pr-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
          />
          {pending && (
            <span className="absolute inset-y-0 right-10 flex items-center text-brand-700">
              <Spinner label="Loading users" />
            </span>
          )}
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="admin-status-filter" className="text-sm font-medium text-slate-800">
          Filter by status
        </label>
        <select
          id="admin-status-filter"
          value={status}
          onChange={(e) => apply({ query: text, status: e.target.value })}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
        >
          <option value="">All Users</option>
          <option value="verified">Verified Users</option>
          <option value="unverified">Unverified Users</option>
        </select>
      </div>
    </form>
  );
}
