// Cursor paging for the lists of docs/spec.md §7 (decision 058): optional `limit` and `cursor` query
// parameters, keyset pages ordered newest first by (time, id), and the next page's cursor in the
// answer's headers so the body stays the spec's plain JSON array.
//
//   const Query = pagedQuery(ThoughtListQuery, THOUGHT_PAGE);          // zod: limit bounded, cursor decoded
//   const rows = await prisma.thoughtLog.findMany({ where: { userId, ...after("createdAt", q.cursor) },
//     orderBy: NEWEST_FIRST("createdAt"), take: q.limit + 1 });
//   return pageOf(rows, { limit: q.limit, keyOf: (r) => ({ at: r.createdAt, id: r.id }), map });  // { items, nextCursor }
//   ...and in the route handler: return pagedJson(req, page);
import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { isStorableTime } from "@/lib/domain/storable-time";
import { queryWholeNumber } from "@/lib/domain/query-number";
import { isUuid } from "@/lib/domain/ids";

/** Where a page ends: the sort time and id of its last row. Opaque to clients. */
export interface Cursor {
  at: Date;
  id: string;
}

/** One page of a list, and the cursor of the next (null on the last page). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A list's page sizes: what a request without `limit` gets, and the most one may ask for; and its name, which its cursors carry. */
export interface PageSizes {
  default: number;
  max: number;
  list: string;
}

/** The answer header with the next page's cursor (absent on the last page). */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
/** Cursors are short (an ISO time, a UUID and the list's name, base64url): anything longer is not one of ours. */
const CURSOR_MAX_LENGTH = 160;

/** A cursor for one list ("thoughts", "users:active"): another list's cursor is refused, not read as a place in this one. */
export function encodeCursor({ at, id }: Cursor, list: string): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id, list])).toString("base64url");
}

/** The cursor a string holds for this list, or null for anything we did not make for it (wrong shape or list, bad time, not a UUID). */
export function decodeCursor(text: string, list: string): Cursor | null {
  if (text.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 3 || value[2] !== list) return null;
    const [iso, id] = value;
    if (typeof iso !== "string" || typeof id !== "string" || !isUuid(id)) return null;
    const at = new Date(iso);
    return isStorableTime(at) ? { at, id } : null;
  } catch {
    return null;
  }
}

export const INVALID_CURSOR = "Invalid cursor: pass the value of the last answer's X-Next-Cursor header";

/** `cursor` query parameter of one list: decoded, or a 400 naming the field. */
export const cursorParam = (list: string) =>
  z.string().transform((text, ctx) => {
    const cursor = decodeCursor(text, list);
    if (!cursor) {
      ctx.addIssue({ code: "custom", message: INVALID_CURSOR });
      return z.NEVER;
    }
    return cursor;
  });

/** `limit` and `cursor` for one list: limit an integer from 1 to sizes.max, defaulting to sizes.default. */
export function pageParams(sizes: PageSizes) {
  return z.object({
    limit: queryWholeNumber(1, sizes.max, `limit must be a whole number from 1 to ${sizes.max}`).default(sizes.default),
    cursor: cursorParam(sizes.list).optional(),
  });
}

/** A list's own query schema (e.g. a search) with `limit` and `cursor` added. */
export function pagedQuery<S extends z.ZodRawShape>(schema: z.ZodObject<S>, sizes: PageSizes) {
  return schema.extend(pageParams(sizes).shape);
}

export type PageRequest = { limit: number; cursor?: Cursor };

/** Orders a list newest first, the id breaking ties, so pages never overlap or skip rows. */
export function newestFirst<K extends string>(key: K) {
  return [{ [key]: "desc" }, { id: "desc" }] as [Record<K, "desc">, { id: "desc" }];
}

/**
 * The Prisma condition "after the cursor" in newestFirst order: older, or as old with a smaller id.
 * Empty without a cursor (the first page).
 */
export function after<K extends string>(key: K, cursor: Cursor | undefined) {
  if (!cursor) return {};
  return { OR: [{ [key]: { lt: cursor.at } }, { [key]: cursor.at, id: { lt: cursor.id } }] } as {
    OR: [Record<K, { lt: Date }>, Record<K, Date> & { id: { lt: string } }];
  };
}

/** What every list answer stays under, whatever people wrote (the body's JSON, in bytes). */
export const PAGE_MAX_BYTES = 190 * 1024;

/**
 * Turns `limit + 1` fetched rows into a page: the extra row, when there is one, only says that more
 * follow; the cursor points at the last row shown. A page also ends early, before the item that
 * would take its JSON past `maxBytes` (never before its first item), so no answer grows past a
 * bound however long the texts are: the rest follows on the next page.
 */
export function pageOf<R, T = R>(
  rows: R[],
  { list, limit, keyOf, map, maxBytes = PAGE_MAX_BYTES }: { list: string; limit: number; keyOf: (row: R) => Cursor; map?: (row: R) => T; maxBytes?: number },
): Page<T> {
  const items: T[] = [];
  const parts: string[] = [];
  let bytes = 2;
  for (const row of rows.slice(0, limit)) {
    const item = map ? map(row) : (row as unknown as T);
    const json = JSON.stringify(item);
    bytes += Buffer.byteLength(json) + 1;
    if (bytes > maxBytes && items.length > 0) break;
    items.push(item);
    parts.push(json);
  }
  serialised.set(items, `[${parts.join(",")}]`);
  const more = rows.length > items.length;
  return { items, nextCursor: more ? encodeCursor(keyOf(rows[items.length - 1]!), list) : null };
}

// The JSON of each page's items, made while the page was sized: the answer sends it as it is instead of
// serialising the items a second time. Keyed by the items array itself, so a page whose items were
// replaced afterwards is serialised afresh.
const serialised = new WeakMap<readonly unknown[], string>();

/**
 * The answer of a paged list route: the items as the body (the spec's JSON array), and when more
 * follow, `X-Next-Cursor: <cursor>` and `Link: <same URL with cursor>; rel="next"`.
 */
export function pagedJson<T>(req: NextRequest, page: Page<T>): Response {
  const headers = new Headers();
  if (page.nextCursor) {
    const next = new URL(req.nextUrl.pathname, "http://x");
    for (const [k, v] of req.nextUrl.searchParams) if (k !== "cursor") next.searchParams.append(k, v);
    next.searchParams.set("cursor", page.nextCursor);
    headers.set(NEXT_CURSOR_HEADER, page.nextCursor);
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  headers.set("Content-Type", "application/json");
  return new Response(serialised.get(page.items) ?? JSON.stringify(page.items), { headers });
}
