// GET /api/admin/users: docs/spec.md §7's list (a JSON array), newest first or by last activity, optionally
// only those who need attention (decision 047); paging and counts ride in headers. Paged by number
// (`page`, the admin screen's "Page 3 of 21", decision 040) or, like every list of §7, by `cursor`
// (decision 058): X-Next-Cursor names the next page either way, and Link follows the way asked.
import { AdminUserListQuery } from "@/lib/domain/admin";
import { z } from "zod";
import { decodeCursor, INVALID_CURSOR, NEXT_CURSOR_HEADER } from "@/lib/server/http/paging";
import { json, route } from "@/lib/server/http/route";
import { listUsers, usersList } from "@/lib/server/services/admin";
import { otherMethods } from "@/lib/server/http/other-methods";

// A cursor belongs to one order of the list; and a page number beside it is two ways of paging at once,
// refused rather than one silently ignored.
const Query = z.preprocess(
  (raw, ctx) => {
    if (raw && typeof raw === "object" && "page" in raw && "cursor" in raw) ctx.addIssue({ code: "custom", path: ["page"], message: "page and cursor cannot be given together" });
    return raw;
  },
  AdminUserListQuery.extend({ cursor: z.string().optional() }).transform((q, ctx) => {
    if (q.cursor === undefined) return { ...q, cursor: undefined };
    const cursor = decodeCursor(q.cursor, usersList(q.sort));
    if (!cursor) ctx.addIssue({ code: "custom", path: ["cursor"], message: INVALID_CURSOR });
    return cursor ? { ...q, cursor } : z.NEVER;
  }),
);

export const GET = route({ auth: "admin", query: Query }, async ({ user, query, req }) => {
  const page = await listUsers(user, query);
  const link = (paging: ["page", number] | ["cursor", string]) => {
    const url = new URL(req.nextUrl.pathname, req.nextUrl.origin);
    if (query.query) url.searchParams.set("query", query.query);
    if (query.status) url.searchParams.set("status", query.status);
    if (query.attention) url.searchParams.set("attention", "1");
    if (query.sort !== "newest") url.searchParams.set("sort", query.sort);
    url.searchParams.set(paging[0], String(paging[1]));
    url.searchParams.set("limit", String(query.limit));
    return `<${url.pathname}${url.search}>`;
  };
  const next = page.nextCursor && (query.cursor ? link(["cursor", page.nextCursor]) : link(["page", page.page + 1]));
  const links = [next ? `${next}; rel="next"` : null, !query.cursor && page.page > 1 ? `${link(["page", page.page - 1])}; rel="prev"` : null].filter(Boolean);
  return json(page.users, {
    headers: {
      "X-Total-Count": String(page.summary.total),
      "X-Verified-Count": String(page.summary.verified),
      "X-Unverified-Count": String(page.summary.unverified),
      "X-Page-Count": String(page.pageCount),
      ...(page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {}),
      ...(links.length ? { Link: links.join(", ") } : {}),
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
