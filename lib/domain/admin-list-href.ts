// The /admin address for a search, filter, order and page; zod-free so the client filter bar can use it.

export interface AdminListState {
  query?: string;
  status?: string;
  page?: number;
  /** "newest" (the default), "active" or "inactive" (decision 047). */
  sort?: string;
  attention?: boolean;
}

/** Defaults are left out so links stay short. */
export function adminListHref({ query, status, page, sort, attention }: AdminListState): string {
  const params = new URLSearchParams();
  if (query?.trim()) params.set("query", query.trim());
  if (status) params.set("status", status);
  if (attention) params.set("attention", "1");
  if (sort && sort !== "newest") params.set("sort", sort);
  if (page && page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `/admin?${qs}` : "/admin";
}
