// A date in the reader's own time zone: the server renders UTC, the browser swaps in local time
// after hydration (the server cannot know the reader's zone).
"use client";
import { useEffect, useState } from "react";

const OPTIONS = {
  day: { month: "short", day: "numeric" },
  date: { month: "short", day: "numeric", year: "numeric" },
  datetime: { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// One formatter per format and zone: making an Intl.DateTimeFormat costs far more than using one, and a
// page of 20 entries renders each date twice while it hydrates.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(format: keyof typeof OPTIONS, timeZone: string | undefined) {
  const key = `${format} ${timeZone ?? ""}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat("en-US", { ...OPTIONS[format], timeZone })));
  return made;
}

export function LocalDate({ iso, format = "date" }: { iso: string; format?: keyof typeof OPTIONS }) {
  const [timeZone, setTimeZone] = useState<string | undefined>("UTC");
  useEffect(() => setTimeZone(undefined), []);
  return <>{formatter(format, timeZone).format(new Date(iso))}</>;
}
