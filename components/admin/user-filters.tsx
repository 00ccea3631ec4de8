// Search box, status filter, 'Needs attention' and the order of the admin list (decision 047): they drive
// the URL, and the server renders the results.
"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { adminListHref, type AdminListState } from "@/lib/domain/admin-list-href";
import { ATTENTION_INACTIVE_DAYS, ATTENTION_SAFETY_DAYS } from "@/lib/domain/attention";
import { ADMIN_SEARCH_MAX } from "@/lib/domain/field-limits";
import { Spinner } from "@/components/ui/spinner";

const SEARCH_DELAY_MS = 300;

const SELECT =
  "min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30";

export function UserFilters({ query, status, sort, attention }: { query: string; status: string; sort: string; attention: boolean }) {
  const router = useRouter();
  const [text, setText] = useState(query);
  // The controls show a choice at once; the server's answer follows with the new address.
  const [checked, setChecked] = useState(attention);
  const [order, setOrder] = useState(sort);
  const [pending, startTransition] = useTransition();
  const current = { query: text, status, sort, attention };

  // Every change starts again on page 1.
  const apply = (change: AdminListState) =>
    startTransition(() => router.replace(adminListHref({ ...current, ...change, page: 1 }), { scroll: false }));

  // Search as the admin types, once they pause; a new search starts again on page 1.
  useEffect(() => {
    if (text.trim() === query) return;
    const timer = setTimeout(() => apply({ query: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only typing schedules a search: the filter applies at once, and a navigation must not re-trigger it.
  }, [text]);

  return (
    <form
      role="search"
      aria-label="Users"
      className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_14rem_14rem]"
      onSubmit={(e) => {
        e.preventDefault();
        apply({ query: text });
      }}
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
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
          onChange={(e) => apply({ status: e.target.value })}
          className={SELECT}
        >
          <option value="">All Users</option>
          <option value="verified">Verified Users</option>
          <option value="unverified">Unverified Users</option>
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="admin-sort" className="text-sm font-medium text-slate-800">
          Sort by
        </label>
        <select
          id="admin-sort"
          value={order}
          onChange={(e) => {
            setOrder(e.target.value);
            apply({ sort: e.target.value });
          }}
          className={SELECT}
        >
          <option value="newest">Newest sign-up</option>
          <option value="active">Recently active</option>
          <option value="inactive">Longest inactive</option>
        </select>
      </div>
      <div className="flex items-start gap-3 sm:col-span-2 lg:col-span-3">
        <input
          id="admin-attention"
          type="checkbox"
          checked={checked}
          onChange={(e) => {
            setChecked(e.target.checked);
            apply({ attention: e.target.checked });
          }}
          aria-describedby="admin-attention-hint"
          className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
        />
        <div className="grid gap-0.5">
          <label htmlFor="admin-attention" className="font-medium text-slate-900">
            Needs attention
          </label>
          <p id="admin-attention-hint" className="text-sm text-slate-700">
            Patients with a crisis answer or check-in in the last {ATTENTION_SAFETY_DAYS} days, or no activity for {ATTENTION_INACTIVE_DAYS} days.
          </p>
        </div>
      </div>
    </form>
  );
}
