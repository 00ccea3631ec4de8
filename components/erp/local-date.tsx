// A date in the reader's own time zone: the server renders UTC, the browser swaps in local time
// after hydration (the server cannot know the reader's zone).
"use client";
import { useEffect, useState } from "react";

const OPTIONS = {
  day: { month: "short", day: "numeric" },
  date: { month: "short", day: "numeric", year: "numeric" },
  datetime: { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export function LocalDate({ iso, format = "date" }: { iso: string; format?: keyof typeof OPTIONS }) {
  const [timeZone, setTimeZone] = useState<string | undefined>("UTC");
  useEffect(() => setTimeZone(undefined), []);
  return <>{new Intl.DateTimeFormat("en-US", { ...OPTIONS[format], timeZone }).format(new Date(iso))}</>;
}
