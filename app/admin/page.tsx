// /admin 'User Management': counts, search and filter, and one page of users, rendered on the server.
import type { Metadata } from "next";
import { AdminUserListQuery } from "@/lib/domain/admin";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { listUsers } from "@/lib/server/services/admin";
import { StatCards } from "@/components/admin/stat-cards";
import { UserFilters } from "@/components/admin/user-filters";
import { UserList } from "@/components/admin/user-list";

export const metadata: Metadata = { title: "User Management" };

const count = (n: number) => n.toLocaleString("en-US");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminPage({ searchParams }: { searchParams: SearchParams }) {
  const admin = await requirePageUser("/admin");
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  // A hand-edited address with a bad value shows the unfiltered first page rather than an error.
  const parsed = AdminUserListQuery.safeParse(raw);
  const input = parsed.success ? parsed.data : AdminUserListQuery.parse({});
  const data = await listUsers(admin, input);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">User Management</h1>
        <p className="mt-1 text-slate-700">Find people, check their e-mail status and manage who has admin access.</p>
      </div>
      <StatCards
        items={[
          { label: "Total Users", value: count(data.summary.total) },
          { label: "Verified Users", value: count(data.summary.verified) },
          { label: "Unverified Users", value: count(data.summary.unverified) },
        ]}
      />
      {/* Keyed by the choices a link can change (the sortable headers), so the controls follow the address. */}
      <UserFilters key={`${input.sort}:${input.attention}`} query={input.query ?? ""} status={input.status ?? ""} sort={input.sort} attention={input.attention} />
      <UserList data={data} query={input.query} status={input.status} sort={input.sort} attention={input.attention} />
    </div>
  );
}
