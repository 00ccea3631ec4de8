// GET /api/admin/users: docs/spec.md §7's list (a JSON array), newest first or by last activity, optionally
// only those who need attention (decision 047); paging and counts ride in headers.
import { AdminUserListQuery } from "@/lib/domain/admin";
import { json, route } from "@/lib/server/http/route";
import { listUsers } from "@/lib/server/services/admin";
import { otherMethods } from "@/lib/server/http/other-methods";

export const GET = route({ auth: "admin", query: AdminUserListQuery }, async ({ user, query, req }) => {
  const page = await listUsers(user, query);
  const link = (n: number) => {
    const url = new URL(req.nextUrl.pathname, req.nextUrl.origin);
    if (query.query) url.searchParams.set("query", query.query);
    if (query.status) url.searchParams.set("status", query.status);
    if (query.attention) url.searchParams.set("attention", "1");
    if (query.sort !== "newest") url.searchParams.set("sort", query.sort);
    url.searchParams.set("page", String(n));
    url.searchParams.set("limit", String(query.limit));
    return `<${url.pathname}${url.search}>`;
  };
  const links = [
    page.page < page.pageCount ? `${link(page.page + 1)}; rel="next"` : null,
    page.page > 1 ? `${link(page.page - 1)}; rel="prev"` : null,
  ].filter(Boolean);
  return json(page.users, {
    headers: {
      "X-Total-Count": String(page.summary.total),
      "X-Verified-Count": String(page.summary.verified),
      "X-Unverified-Count": String(page.summary.unverified),
      "X-Page-Count": String(page.pageCount),
      ...(links.length ? { Link: links.join(", ") } : {}),
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
