// A list whose first page came with the server render and whose next pages the reader asks for
// ('Load more', decision 058): GET <url>&cursor=<X-Next-Cursor>, the new items appended below, focus
// moved to the first of them without scrolling (the reader's place on the screen stays where it
// was), and a polite announcement of how many arrived.
"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "./api";

export const NEXT_CURSOR_HEADER = "X-Next-Cursor";

/** The element of a list item that takes focus when its page arrives: `data-page-item={id}`, tabIndex -1. */
export const pageItemSelector = (id: string) => `[data-page-item="${CSS.escape(id)}"]`;

interface Options<T> {
  /** The list's API address with its own parameters (e.g. `/api/thought-logs/{id}?limit=20`). */
  url: string;
  initialItems: T[];
  initialCursor: string | null;
  /** Words for the announcement: `${n} more ${noun} shown.` */
  noun: { one: string; many: string };
}

export function usePagedList<T extends { id: string }>({ url, initialItems, initialCursor, noun }: Options<T>) {
  const [loaded, setLoaded] = useState<T[]>([]);
  // null until a page was loaded here: until then the server's cursor (which a refresh may change) holds.
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const focusId = useRef<string | null>(null);

  const next = cursor === undefined ? initialCursor : cursor;

  const loadMore = useCallback(async () => {
    if (!next || pending) return;
    setPending(true);
    setError(false);
    try {
      const sep = url.includes("?") ? "&" : "?";
      const res = await fetch(`${url}${sep}cursor=${encodeURIComponent(next)}`, { credentials: "include" });
      if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
      const page = (await res.json()) as T[];
      focusId.current = page[0]?.id ?? null;
      setLoaded((before) => [...before, ...page]);
      setCursor(res.headers.get(NEXT_CURSOR_HEADER));
      const more = res.headers.get(NEXT_CURSOR_HEADER) ? "" : ` That is all of them.`;
      setAnnouncement(`${page.length} more ${page.length === 1 ? noun.one : noun.many} shown.${more}`);
    } catch {
      setError(true);
    } finally {
      setPending(false);
    }
  }, [next, pending, url, noun]);

  // After the new items render: focus the first of them, leaving the scroll position as it was.
  useEffect(() => {
    const id = focusId.current;
    if (!id) return;
    focusId.current = null;
    document.querySelector<HTMLElement>(pageItemSelector(id))?.focus({ preventScroll: true });
  }, [loaded]);

  // The server's first page, then the pages loaded here; a refresh (after a deletion) may shift the
  // first page onto items already loaded, so each id is shown once.
  const seen = new Set<string>();
  const items: T[] = [];
  for (const item of [...initialItems, ...loaded]) {
    if (seen.has(item.id) || removed.has(item.id)) continue;
    seen.add(item.id);
    items.push(item);
  }

  const remove = useCallback((id: string) => setRemoved((r) => new Set(r).add(id)), []);

  return { items, hasMore: Boolean(next), pending, error, announcement, loadMore, remove };
}
