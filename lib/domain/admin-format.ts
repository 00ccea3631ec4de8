// How the admin screens write dates, durations and counts; zod-free so client components can use it.
import { format } from "date-fns";

/** docs/spec.md §9: admin dates read like 'Jan 5, 2024'. */
export function formatAdminDate(iso: string | Date): string {
  return format(typeof iso === "string" ? new Date(iso) : iso, "MMM d, yyyy");
}

/** Admin durations are shown in minutes (stored in seconds): 90 -> "1.5 minutes", 60 -> "1 minute". */
export function formatMinutes(seconds: number): string {
  const minutes = Math.round((Math.max(0, seconds) / 60) * 10) / 10;
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

export function sessionCountLabel(n: number): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? "Session" : "Sessions"}`;
}
