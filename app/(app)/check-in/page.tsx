// /check-in, the weekly check-in (decision 028): five questions when it is open, otherwise when
// it opens next; the trend of the person's own totals, and a plain word that it is not a test.
import type { Metadata } from "next";
import { ThisWeekCheckIn } from "@/components/check-in/check-in-form";
import { CheckInTrend } from "@/components/check-in/trend-chart";
import { Card } from "@/components/ui/card";
import { CHECK_IN_NOT_A_TEST, nextDueAfter } from "@/lib/domain/weekly-check-in";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { CHECK_IN_PAGE, checkInStatus, listWeeklyCheckIns } from "@/lib/server/services/weekly-check-ins";

export const metadata: Metadata = { title: "Weekly check-in" };

export default async function CheckInPage() {
  const user = await requirePageUser("/check-in");
  const [status, history] = await Promise.all([checkInStatus(user, user.id), listWeeklyCheckIns(user, user.id, { limit: CHECK_IN_PAGE.default })]);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Weekly check-in</h1>
        <p className="text-slate-700">Five questions about the past week, about a minute. Choose the answer closest to how it was; there are no right ones.</p>
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800" data-testid="check-in-not-a-test">
          {CHECK_IN_NOT_A_TEST}
        </p>
      </header>

      <Card aria-labelledby="this-week-title" className="grid gap-4">
        <h2 id="this-week-title" className="text-lg font-semibold text-slate-900">
          This week
        </h2>
        <ThisWeekCheckIn
          userId={user.id}
          due={status.due}
          latest={status.latest && { total: status.latest.total, nextDueAt: nextDueAfter(new Date(status.latest.createdAt)).toISOString() }}
          previousOfLatest={history.items[1]?.total ?? null}
        />
      </Card>

      {history.items.length > 0 && (
        <Card aria-labelledby="trend-heading" className="grid gap-4">
          <h2 id="trend-heading" className="text-lg font-semibold text-slate-900">
            Your weeks so far
          </h2>
          <CheckInTrend checkIns={history.items} />
        </Card>
      )}
    </div>
  );
}
