// The /admin address for a search, filter and page; zod-free so the client filter bar can use it.

/** Defaults are left out so links stay short. */
export function adminListHref({ query, status, page }: { query?: string; status?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (query?.trim()) params.set("query", query.trim());
  if (status) params.set("status", status);
  if (page && page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `/admin?${qs}` : "/admin";
}
