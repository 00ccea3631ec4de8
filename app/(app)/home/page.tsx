// /home, the dashboard (docs/spec.md §2): verification banner, progress rings, the next steps, the
// compulsion log's quick entry and the thought box.
import type { Metadata } from "next";
import { LinkCard } from "@/components/dashboard/link-card";
import { VerificationBanner } from "@/components/dashboard/verification-banner";
import { YourProgressCard } from "@/components/dashboard/your-progress-card";
import { RECENT_SESSIONS, RecentProgressCard } from "@/components/erp/recent-progress-card";
import { UnfinishedSessionsCard } from "@/components/erp/unfinished-sessions-card";
import { QuickLogCard } from "@/components/log/quick-log-card";
import { CheckInCard } from "@/components/check-in/check-in-card";
import { TodayPracticeCard } from "@/components/plan/today-practice-card";
import { HomeThoughtSection } from "@/components/thoughts/home-thought-section";
import { TimeZoneReporter } from "@/components/settings/time-zone-reporter";
import { ocdTypeLabel } from "@/lib/domain/enums";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { listErpSessions } from "@/lib/server/services/erp";
import { latestThoughtLog } from "@/lib/server/services/thoughts";
import { checkInStatus } from "@/lib/server/services/weekly-check-ins";
import { getPracticePlan } from "@/lib/server/services/practice-plan";
import { savedTimeZone } from "@/lib/server/services/settings";

export const metadata: Metadata = { title: "Dashboard" };

export default async function HomePage() {
  const user = await requirePageUser("/home");
  // The latest answer is rendered with the page (decision 012): no loading state, no second request.
  const [{ items: recentSessions }, { items: unfinished }, latest, checkIn, plan, zone] = await Promise.all([
    listErpSessions(user, user.id, { limit: RECENT_SESSIONS }),
    listErpSessions(user, user.id, { limit: RECENT_SESSIONS, unfinished: true }),
    latestThoughtLog(user, user.id),
    checkInStatus(user, user.id),
    getPracticePlan(user, user.id),
    savedTimeZone(user.id),
  ]);
  const ocdType = ocdTypeLabel(user.ocdType);
  return (
    <div className="grid gap-6">
      {/* The zone is reported where everyone lands, so the weekly e-mail and the log count the person's own days
          from the start, and the log rarely has to read its page again to correct them (decision 027). */}
      <TimeZoneReporter userId={user.id} saved={zone} />
      {!user.emailVerified && <VerificationBanner email={user.email} />}

      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome back, {user.username}</h1>
        {ocdType && (
          <p className="text-slate-700">
            Working on: <span className="font-semibold text-brand-900">{ocdType} OCD</span>
          </p>
        )}
      </header>

      <UnfinishedSessionsCard sessions={unfinished} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid lg:col-span-2">
          <YourProgressCard braveryScore={user.braveryScore} readinessLevel={user.readinessLevel} />
        </div>
        <div className="grid gap-6">
          <LinkCard href="/erp-session" title="Start ERP Session" cta="Begin a session">
            A guided exposure at your own pace: choose a trigger, get a small task, and notice how the anxiety rises and
            falls.
          </LinkCard>
          <LinkCard href="/ladder" title="My exposure ladder" cta="Open your ladder">
            Your situations from easier to harder, each with the compulsion to resist. Practise a step, then move up.
          </LinkCard>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <TodayPracticeCard plan={plan} now={new Date()} />
        <CheckInCard due={checkIn.due} nextDueAt={checkIn.nextDueAt} answeredBefore={checkIn.latest !== null} />
      </div>

      <QuickLogCard userId={user.id} />

      <HomeThoughtSection userId={user.id} latest={latest} />

      <div className="grid gap-6 md:grid-cols-2">
        <LinkCard href="/journal" title="View Journal" cta="Open your journal">
          Look back at the thoughts you have logged and the kinder ways of seeing them.
        </LinkCard>
        <RecentProgressCard sessions={recentSessions} />
      </div>
    </div>
  );
}
