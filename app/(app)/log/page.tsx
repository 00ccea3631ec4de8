// /log, the compulsion and urge log (decision 027): the quick entry, the week's chart (Monday
// to Sunday in the person's own time zone, ?week= any day of another week) and the week's entries, 20 at
// a time with 'Load more' (decision 058).
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { LogEntries } from "@/components/log/log-entries";
import { LogForm } from "@/components/log/log-form";
import { WeekChart } from "@/components/log/week-chart";
import { TimeZoneReporter } from "@/components/settings/time-zone-reporter";
import { Card } from "@/components/ui/card";
import { logWeek, summariseWeek } from "@/lib/domain/log-week";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { compulsionPoints, listCompulsionEntries } from "@/lib/server/services/compulsions";
import { savedTimeZone } from "@/lib/server/services/settings";

export const metadata: Metadata = { title: "Compulsion and urge log" };

/** The week's entries per page ('Load more' brings the next, decision 058); the chart always counts them all. */
const PAGE_SIZE = 20;
const NAV_LINK = "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-800 underline underline-offset-2 hover:bg-brand-50";

export default async function LogPage({ searchParams }: { searchParams: Promise<{ week?: string | string[] }> }) {
  const user = await requirePageUser("/log");
  const { week: asked } = await searchParams;
  const zone = await savedTimeZone(user.id);
  const week = logWeek(zone ?? "UTC", new Date(), typeof asked === "string" ? asked : null);
  const window = { from: week.from.toISOString(), to: week.to.toISOString() };
  const [points, { items: entries, nextCursor }] = await Promise.all([
    compulsionPoints(user, user.id, window),
    listCompulsionEntries(user, user.id, { ...window, limit: PAGE_SIZE }),
  ]);
  const days = summariseWeek(week, points);
  const range = `${days[0]!.label} – ${days[6]!.label}`;

  return (
    <div className="grid gap-6">
      <TimeZoneReporter userId={user.id} saved={zone} refresh />
      <header>
        <h1 id="log-title" tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
          Compulsion and urge log
        </h1>
        <p className="mt-1 max-w-2xl text-slate-700">
          Note the urges as they come and what you did with them. Over the weeks it shows how the urges rise and fall, and
          how often you let them pass without the ritual.
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="min-w-0 lg:col-span-2">
          <LogForm userId={user.id} refreshOnSave />
        </Card>

        <div className="grid min-w-0 content-start gap-6 lg:col-span-3">
          <Card aria-labelledby="week-title" className="grid min-w-0 gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="week-title" className="text-lg font-semibold text-slate-900">
                {week.isCurrent ? "This week" : "The week of"} <span className="font-normal text-slate-700">({range})</span>
              </h2>
              <nav aria-label="Weeks" className="flex flex-wrap gap-1">
                <Link href={`/log?week=${week.previous}`} className={NAV_LINK}>
                  ← Previous week
                </Link>
                {week.next && (
                  <>
                    <Link href={`/log?week=${week.next}`} className={NAV_LINK}>
                      Next week →
                    </Link>
                    <Link href="/log" className={NAV_LINK}>
                      This week
                    </Link>
                  </>
                )}
              </nav>
            </div>
            <WeekChart days={days} title={`Urges logged each day, ${range}, and what happened with them`} />
            {!zone && <p className="text-sm text-slate-600">Days are counted in UTC until this device tells us your time zone.</p>}
          </Card>

          <Card aria-labelledby="entries-title">
            <h2 id="entries-title" className="text-lg font-semibold text-slate-900">
              Entries this week
            </h2>
            <LogEntries
              // Another week is another list (the pages loaded for this one are forgotten).
              key={window.from}
              userId={user.id}
              entries={entries}
              nextCursor={nextCursor}
              url={`/api/users/${user.id}/compulsions?${new URLSearchParams({ ...window, limit: String(PAGE_SIZE) })}`}
              emptyText={week.isCurrent ? "Nothing logged yet this week. When an urge comes, a few taps above are enough." : "Nothing was logged this week."}
            />
          </Card>
        </div>
      </div>
    </div>
  );
}
