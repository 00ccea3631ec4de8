// Sizes and small helpers that client components need without the zod schemas built on them:
// importing a schema module ships zod (about 30 kB gzip) to the browser.
export const THOUGHT_MAX_LENGTH = 2000;
export const ADMIN_SEARCH_MAX = 100;
export const CUSTOM_PREFIX = "custom:";
export const CUSTOM_TEXT_MAX = 200;

/** The /admin address for a search, filter and page (defaults left out so links stay short). */
export function adminListHref({ query, status, page }: { query?: string; status?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (query?.trim()) params.set("query", query.trim());
  if (status) params.set("status", status);
  if (page && page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `/admin?${qs}` : "/admin";
}

export const SETTING_LABELS = {
  emailNotifications: { label: "Email Notifications", hint: "Occasional emails about your account and new features." },
  sessionReminders: { label: "Session Reminders", hint: "A gentle nudge when it has been a while since your last ERP session." },
  shareProgress: { label: "Share Progress", hint: "Let your clinician see your session history and bravery score." },
} as const;
