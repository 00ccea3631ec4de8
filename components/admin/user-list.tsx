// The admin user table (cards below 768px so nothing needs sideways scrolling), its result line and paging;
// 'Last active' sorts, and each patient who needs attention says why (decision 047).
import { Link } from "@/components/ui/link";
import { formatAdminDate, type AdminUserPage } from "@/lib/domain/admin";
import { adminListHref } from "@/lib/domain/admin-list-href";
import type { AdminSort } from "@/lib/domain/attention";
import { buttonClass } from "@/components/ui/button";
import { RoleSelect } from "./role-select";
import { StatusBadge } from "./status-badge";
import { AttentionBadges } from "./attention-badges";
import { PageLink } from "@/components/ui/page-link";

interface Props {
  data: AdminUserPage;
  query?: string;
  status?: string;
  sort: AdminSort;
  attention: boolean;
}

const CAPTION: Record<AdminSort, string> = {
  newest: "newest first",
  active: "most recently active first",
  inactive: "longest inactive first",
};

const n = (v: number) => v.toLocaleString("en-US");

export function UserList({ data, query, status, sort, attention }: Props) {
  const { users, summary, page, limit, pageCount } = data;
  const href = (change: { page?: number; sort?: AdminSort }) => adminListHref({ query, status, attention, sort, page: 1, ...change });
  const first = (page - 1) * limit + 1;
  const resultText =
    users.length === 0
      ? query || status || attention
        ? "No users match this search."
        : "No users yet."
      : `Showing ${n(first)}–${n(first + users.length - 1)} of ${n(summary.total)} ${summary.total === 1 ? "user" : "users"}`;

  return (
    <section aria-labelledby="admin-users-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="admin-users-heading" className="text-lg font-semibold text-slate-900">
          Users
        </h2>
        <p role="status" className="text-sm text-slate-700">
          {resultText}
        </p>
      </div>

      {users.length > 0 && (
        <>
          <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Users, {CAPTION[sort]}</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    Email
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold" aria-sort={sort === "newest" ? "descending" : undefined}>
                    <SortLink href={href({ sort: "newest" })} active={sort === "newest"} arrow="down">
                      Signup Date
                    </SortLink>
                  </th>
                  <th
                    scope="col"
                    className="px-3 py-3 font-semibold"
                    aria-sort={sort === "active" ? "descending" : sort === "inactive" ? "ascending" : undefined}
                  >
                    <SortLink
                      href={href({ sort: sort === "active" ? "inactive" : "active" })}
                      active={sort !== "newest"}
                      arrow={sort === "inactive" ? "up" : "down"}
                    >
                      Last active
                    </SortLink>
                  </th>
                  {["Status", "Role", "Actions"].map((h) => (
                    <th key={h} scope="col" className="px-3 py-3 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {users.map((u) => (
                  <tr key={u.id} className="align-middle">
                    <th scope="row" className="max-w-52 px-3 py-3 font-medium text-slate-900">
                      <span className="block truncate" title={u.username}>
                        {u.username}
                      </span>
                      <AttentionBadges reasons={u.attention} />
                    </th>
                    <td className="max-w-60 truncate px-3 py-3 text-slate-700" title={u.email}>
                      {u.email}
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 text-slate-700">{formatAdminDate(u.createdAt)}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-slate-700">{formatAdminDate(u.lastActiveAt)}</td>
                    <td className="px-3 py-3">
                      <StatusBadge verified={u.emailVerified} />
                    </td>
                    <td className="px-3 py-2">
                      <RoleSelect key={u.role} userId={u.id} username={u.username} role={u.role} />
                    </td>
                    <td className="px-3 py-2">
                      <Link href={`/admin/users/${u.id}`} className={buttonClass("secondary", "whitespace-nowrap")}>
                        View Details<span className="sr-only"> for {u.username}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label={`Users, ${CAPTION[sort]}`}>
            {users.map((u) => (
              <li key={u.id} className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">{u.username}</p>
                    <p className="truncate text-sm text-slate-700">{u.email}</p>
                  </div>
                  <StatusBadge verified={u.emailVerified} />
                </div>
                <AttentionBadges reasons={u.attention} />
                <p className="text-sm text-slate-700">
                  Signed up {formatAdminDate(u.createdAt)} · Last active {formatAdminDate(u.lastActiveAt)}
                </p>
                <div className="grid grid-cols-2 gap-3">
                  <RoleSelect key={u.role} userId={u.id} username={u.username} role={u.role} />
                  <Link href={`/admin/users/${u.id}`} className={buttonClass("secondary")}>
                    View Details<span className="sr-only"> for {u.username}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      {pageCount > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          <PageLink href={href({ page: page - 1 })} disabled={page <= 1}>
            Previous
          </PageLink>
          <span className="text-sm text-slate-700">
            Page {n(page)} of {n(pageCount)}
          </span>
          <PageLink href={href({ page: page + 1 })} disabled={page >= pageCount}>
            Next
          </PageLink>
        </nav>
      )}
    </section>
  );
}

/**
 * A column header that sorts the list. The header's aria-sort tells screen readers the current order;
 * the arrow is a drawing (no text), so the header reads as its name alone.
 */
function SortLink({ href, active, arrow, children }: { href: string; active: boolean; arrow: "up" | "down"; children: string }) {
  return (
    <Link href={href} scroll={false} className="inline-flex min-h-6 items-center gap-1 underline-offset-2 hover:underline">
      {children}
      <svg aria-hidden="true" viewBox="0 0 12 12" className={`h-3 w-3 ${active ? "text-brand-800" : "text-slate-400"}`} fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d={arrow === "down" ? "M6 2v8M2.5 6.5 6 10l3.5-3.5" : "M6 10V2M2.5 5.5 6 2l3.5 3.5"} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}
