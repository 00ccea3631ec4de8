// How the admin screens write dates, durations and counts; zod-free so client components can use it.

// The browser's Intl rather than date-fns `format` here: this file reaches the admin detail's client
// bundle ('Load more' renders dates), and `format` brings its whole table of patterns and the en-US
// locale, about 6.6 kB gzip, for one pattern that Intl writes the same way (decision 059, 2026-11-29 b).
// Made once: making an Intl.DateTimeFormat costs far more than using one.
const ADMIN_DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** docs/spec.md §9: admin dates read like 'Jan 5, 2024' (in the time zone of the one who renders them). */
export function formatAdminDate(iso: string | Date): string {
  return ADMIN_DATE.format(typeof iso === "string" ? new Date(iso) : iso);
}

/** Admin durations are shown in minutes (stored in seconds): 90 -> "1.5 minutes", 60 -> "1 minute". */
export function formatMinutes(seconds: number): string {
  const minutes = Math.round((Math.max(0, seconds) / 60) * 10) / 10;
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

export function sessionCountLabel(n: number): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? "Session" : "Sessions"}`;
}
