// The paging helper: cursors we make round-trip and nothing else is accepted, limits are bounded,
// pages end where they say, and the next cursor travels in headers with the body a plain array.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { after, decodeCursor, encodeCursor, NEXT_CURSOR_HEADER, newestFirst, pagedJson, pagedQuery, pageOf } from "./paging";

const ID = "3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c";
const AT = new Date("2026-11-25T10:11:12.345Z");
const Query = pagedQuery(z.object({ query: z.string().optional() }), { default: 20, max: 50, list: "notes" });

describe("cursors", () => {
  it("round-trip the time (to the millisecond) and the id", () => {
    expect(decodeCursor(encodeCursor({ at: AT, id: ID }, "notes"), "notes")).toEqual({ at: AT, id: ID });
  });

  it("belong to one list: another list's cursor, or one without a list, is not a place in this one", () => {
    expect(decodeCursor(encodeCursor({ at: AT, id: ID }, "thoughts"), "notes")).toBeNull();
    expect(decodeCursor(Buffer.from(JSON.stringify([AT.toISOString(), ID])).toString("base64url"), "notes")).toBeNull();
  });

  it.each([
    ["not base64url", "!!!"],
    ["not JSON", Buffer.from("hello").toString("base64url")],
    ["a bad time", Buffer.from(JSON.stringify(["yesterday", ID, "notes"])).toString("base64url")],
    ["an id that is not a UUID", Buffer.from(JSON.stringify([AT.toISOString(), "1 OR 1=1", "notes"])).toString("base64url")],
    ["a list that is not a name", Buffer.from(JSON.stringify([AT.toISOString(), ID, 1])).toString("base64url")],
    ["four parts", Buffer.from(JSON.stringify([AT.toISOString(), ID, "notes", 1])).toString("base64url")],
    // Well formed, but PostgreSQL has no year 0: a 400, not a failed query.
    ["the year 0", Buffer.from(JSON.stringify(["0000-01-01T00:00:00.000Z", ID, "notes"])).toString("base64url")],
    ["a year before the common era", Buffer.from(JSON.stringify(["-000001-01-01T00:00:00.000Z", ID, "notes"])).toString("base64url")],
    ["far too long", "a".repeat(500)],
  ])("refuse %s", (_, text) => {
    expect(decodeCursor(text, "notes")).toBeNull();
  });
});

describe("pagedQuery", () => {
  it("defaults the limit and keeps the list's own fields", () => {
    expect(Query.parse({ query: "door" })).toEqual({ query: "door", limit: 20 });
  });

  it("reads limit from the query string and decodes the cursor", () => {
    expect(Query.parse({ limit: "5", cursor: encodeCursor({ at: AT, id: ID }, "notes") })).toEqual({ limit: 5, cursor: { at: AT, id: ID } });
  });

  it.each(["0", "51", "2.5", "-1", "ten", "", "1e1", "0x10", " 5", "5 "])("refuses limit=%j with a message naming the range", (limit) => {
    const r = Query.safeParse({ limit });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["limit"]);
    expect(r.error?.issues[0]?.message).toBe("limit must be a whole number from 1 to 50");
  });

  it("refuses a cursor it did not make", () => {
    const r = Query.safeParse({ cursor: "garbage" });
    expect(r.error?.issues[0]?.path).toEqual(["cursor"]);
  });
});

describe("pages", () => {
  const rows = Array.from({ length: 6 }, (_, i) => ({ id: `0000000${i}-0000-4000-8000-000000000000`, createdAt: new Date(AT.getTime() - i * 1000) }));
  const key = (r: (typeof rows)[number]) => ({ at: r.createdAt, id: r.id });

  it("limit + 1 rows: the page holds limit rows and a cursor at the last one shown", () => {
    const page = pageOf(rows, { list: "notes", limit: 5, keyOf: key });
    expect(page.items).toHaveLength(5);
    expect(decodeCursor(page.nextCursor!, "notes")).toEqual(key(rows[4]!));
  });

  it("limit rows or fewer: the last page, no cursor", () => {
    expect(pageOf(rows.slice(0, 5), { list: "notes", limit: 5, keyOf: key })).toEqual({ items: rows.slice(0, 5), nextCursor: null });
    expect(pageOf([], { list: "notes", limit: 5, keyOf: key })).toEqual({ items: [], nextCursor: null });
  });

  it("ends a page early before its JSON passes maxBytes, never before the first item, and goes on from there", () => {
    const long = rows.map((r) => ({ ...r, text: "é".repeat(400) })); // 800 bytes of text each
    const page = pageOf(long, { list: "notes", limit: 5, keyOf: key, maxBytes: 2000 });
    expect(page.items.map((r) => r.id)).toEqual([long[0]!.id, long[1]!.id]);
    expect(Buffer.byteLength(JSON.stringify(page.items))).toBeLessThanOrEqual(2000);
    expect(decodeCursor(page.nextCursor!, "notes")).toEqual(key(long[1]!));
    expect(pageOf(long, { list: "notes", limit: 5, keyOf: key, maxBytes: 10 }).items).toHaveLength(1);
  });

  it("maps rows to the answer's items", () => {
    expect(pageOf(rows.slice(0, 2), { list: "notes", limit: 5, keyOf: key, map: (r) => r.id }).items).toEqual([rows[0]!.id, rows[1]!.id]);
  });

  it("orders newest first with the id breaking ties, and 'after' continues from the cursor", () => {
    expect(newestFirst("createdAt")).toEqual([{ createdAt: "desc" }, { id: "desc" }]);
    expect(after("createdAt", undefined)).toEqual({});
    expect(after("createdAt", { at: AT, id: ID })).toEqual({ OR: [{ createdAt: { lt: AT } }, { createdAt: AT, id: { lt: ID } }] });
  });
});

describe("pagedJson", () => {
  it("answers the items as a plain array and the next page in X-Next-Cursor and Link, keeping other parameters", async () => {
    const req = new NextRequest("http://localhost/api/thought-logs/u?query=door&limit=2&cursor=old");
    const res = pagedJson(req, { items: [{ a: 1 }, { a: 2 }], nextCursor: "abc" });
    expect(await res.json()).toEqual([{ a: 1 }, { a: 2 }]);
    expect(res.headers.get(NEXT_CURSOR_HEADER)).toBe("abc");
    expect(res.headers.get("link")).toBe('</api/thought-logs/u?query=door&limit=2&cursor=abc>; rel="next"');
  });

  it("sends a page's items as the JSON they were sized as, byte for byte, and items replaced afterwards as they are", async () => {
    const rows = [{ id: ID, createdAt: AT, text: "é \u2028 \"quoted\"", nested: { at: AT, none: null } }];
    const page = pageOf(rows, { list: "notes", limit: 5, keyOf: (r) => ({ at: r.createdAt, id: r.id }) });
    const res = pagedJson(new NextRequest("http://localhost/api/x"), page);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(await res.text()).toBe(JSON.stringify(page.items));
    const replaced = { ...page, items: [{ other: true }] };
    expect(await pagedJson(new NextRequest("http://localhost/api/x"), replaced).json()).toEqual([{ other: true }]);
  });

  it("the last page has neither header", async () => {
    const res = pagedJson(new NextRequest("http://localhost/api/x"), { items: [], nextCursor: null });
    expect(await res.json()).toEqual([]);
    expect(res.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    expect(res.headers.get("link")).toBeNull();
  });
});
