// /log, the compulsion and urge log (issue 15, decision 027): the quick entry, the week's chart (Monday
// to Sunday in the person's own time zone, ?week= any day of another week) and the week's entries.
import type { Metadata } from "next";
import Link from "next/link";
import { DeleteEntry } from "@/components/log/delete-entry";
import { LogForm } from "@/components/log/log-form";
import { WeekChart } from "@/components/log/week-chart";
import { LocalDate } from "@/components/erp/local-date";
import { TimeZoneReporter } from "@/components/settings/time-zone-reporter";
import { CrisisPanel } from "@/components/thoughts/crisis-panel";
import { Card } from "@/components/ui/card";
import { COMPULSION_KIND_SHORT, COMPULSION_OUTCOME_SHORT, urgeLabel } from "@/lib/domain/compulsion-log";
import { logWeek, summariseWeek } from "@/lib/domain/log-week";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { compulsionPoints, listCompulsionEntries } from "@/lib/server/services/compulsions";
import { savedTimeZone } from "@/lib/server/services/settings";

export const metadata: Metadata = { title: "Compulsion and urge log" };

/** The week's entries listed at once; the chart always counts them all. */
const ENTRIES_SHOWN = 100;
const NAV_LINK = "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-800 underline underline-offset-2 hover:bg-brand-50";

export default async function LogPage({ searchParams }: { searchParams: Promise<{ week?: string | string[] }> }) {
  const user = await requirePageUser("/log");
  const { week: asked } = await searchParams;
  const zone = await savedTimeZone(user.id);
  const week = logWeek(zone ?? "UTC", new Date(), typeof asked === "string" ? asked : null);
  const window = { from: week.from.toISOString(), to: week.to.toISOString() };
  const [points, { items: entries, nextCursor }] = await Promise.all([
    compulsionPoints(user, user.id, window),
    listCompulsionEntries(user, user.id, { ...window, limit: ENTRIES_SHOWN }),
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
            {entries.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">
                {week.isCurrent ? "Nothing logged yet this week. When an urge comes, a few taps above are enough." : "Nothing was logged this week."}
              </p>
            ) : (
              <ul className="mt-3 grid gap-3" data-testid="log-entries">
                {entries.map((e) => {
                  const what = `${COMPULSION_KIND_SHORT[e.kind]}, urge ${e.urge} out of 10, ${COMPULSION_OUTCOME_SHORT[e.outcome].toLowerCase()}`;
                  return (
                    <li key={e.id} className="grid gap-2 rounded-xl border border-slate-200 p-3">
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <div className="grid gap-0.5">
                          <p className="font-medium text-slate-900">
                            {COMPULSION_KIND_SHORT[e.kind]} · {COMPULSION_OUTCOME_SHORT[e.outcome]}
                            {e.outcome === "delayed" && e.delayMinutes ? ` for ${e.delayMinutes} min` : ""}
                          </p>
                          <p className="text-sm text-slate-700">
                            Urge {e.urge}/10 · {urgeLabel(e.urge)} ·{" "}
                            <time dateTime={e.occurredAt}>
                              <LocalDate iso={e.occurredAt} format="datetime" />
                            </time>
                          </p>
                        </div>
                        <DeleteEntry userId={user.id} id={e.id} what={what} />
                      </div>
                      {e.note && <p className="whitespace-pre-line break-words text-sm text-slate-700">{e.note}</p>}
                      {e.crisis && <CrisisPanel />}
                    </li>
                  );
                })}
              </ul>
            )}
            {nextCursor && <p className="mt-3 text-sm text-slate-600">Showing the {ENTRIES_SHOWN} most recent entries of this week; the chart counts every one.</p>}
          </Card>
        </div>
      </div>
    </div>
  );
}
