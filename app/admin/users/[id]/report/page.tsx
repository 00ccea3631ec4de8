// /admin/users/:id/report: one patient's course of treatment over a period, for an appointment or the
// record (decision 048). Prints cleanly to PDF from the browser: the app's chrome and this
// page's controls are print:hidden, sections do not split across pages. Each view is audited (view_report).
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { format } from "date-fns";
import { ocdTypeLabel } from "@/lib/domain/enums";
import { isUuid } from "@/lib/domain/ids";
import { DEFAULT_REPORT_WEEKS, REPORT_PERIODS, shareResisted, type ReportPeriod, type TreatmentSummary } from "@/lib/domain/treatment";
import { TOTAL_MAX } from "@/lib/domain/weekly-check-in";
import { AppError } from "@/lib/server/errors";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { getTreatment } from "@/lib/server/services/treatment";
import { CheckInSection, CompulsionSection, PracticeSection, LadderSection, SafetyEventsSection } from "@/components/admin/treatment";
import { PrintButton } from "@/components/admin/print-button";
import { ButtonLink, buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "Treatment report" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const day = (iso: string) => format(new Date(iso), "MMM d, yyyy");

function periodOf(raw: string | string[] | undefined): ReportPeriod {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return (REPORT_PERIODS as readonly number[]).includes(n) ? (n as ReportPeriod) : DEFAULT_REPORT_WEEKS;
}

function Glance({ t }: { t: TreatmentSummary }) {
  const done = t.weeks.reduce((n, w) => n + w.practiceDone, 0);
  const urges = t.weeks.reduce((n, w) => n + w.urges, 0);
  const resisted = shareResisted({ urges, resisted: t.weeks.reduce((n, w) => n + w.resisted, 0) });
  const first = t.checkIns[0];
  const last = t.checkIns.at(-1);
  const items = [
    ["Safety events", String(t.safetyEventCount)],
    ["Weekly check-in total", first && last ? (first === last ? `${last.total}/${TOTAL_MAX}` : `${first.total} → ${last.total} of ${TOTAL_MAX}`) : "None"],
    ["Exposure sessions completed", `${done}`],
    ["Urges resisted", resisted == null ? "None logged" : `${resisted}% of ${urges}`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="grid content-start gap-1 rounded-xl border border-slate-200 bg-white p-3 break-inside-avoid">
          <dt className="field-label">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default async function ReportPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: SearchParams }) {
  const id = (await params).id;
  const admin = await requirePageUser(`/admin/users/${id}/report`);
  if (!isUuid(id)) notFound();
  const weeks = periodOf((await searchParams).weeks);
  const now = new Date();
  let t: TreatmentSummary;
  try {
    t = await getTreatment(admin, id, { weeks, now, read: "view_report" });
  } catch (e) {
    if (e instanceof AppError && e.status === 404) notFound();
    throw e;
  }
  const periodText = "in this period";

  return (
    <article className="mx-auto grid max-w-4xl gap-5 print:max-w-none print:gap-4" aria-labelledby="report-title">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink href={`/admin/users/${id}`} variant="ghost" className="-ml-3">
          <span aria-hidden="true">←</span> Back to {t.patient.username}
        </ButtonLink>
        <PrintButton />
      </div>
      <nav aria-label="Report period" className="flex flex-wrap items-center gap-2 print:hidden">
        <span className="text-sm font-medium text-slate-800">Period:</span>
        {REPORT_PERIODS.map((w) => (
          <Link
            key={w}
            href={`/admin/users/${id}/report?weeks=${w}`}
            aria-current={w === weeks ? "page" : undefined}
            className={buttonClass(w === weeks ? "primary" : "secondary", "min-h-10 px-3")}
          >
            {w} weeks
          </Link>
        ))}
      </nav>

      <header className="grid gap-1 border-b border-slate-300 pb-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Treatment report · Confidential</p>
        <h1 id="report-title" className="text-2xl font-bold break-words text-slate-900">
          {t.patient.username}
        </h1>
        <p className="text-slate-800">
          {t.patient.ocdType ? `${ocdTypeLabel(t.patient.ocdType)} · ` : ""}Joined {day(t.patient.joinedAt)}
        </p>
        <p className="text-slate-800">
          <span className="font-semibold">Period:</span> {day(t.from)} to {day(t.to)} ({weeks} weeks, Monday to Sunday in {t.timeZone})
        </p>
        <p className="text-sm text-slate-700">
          Prepared {format(now, "MMM d, yyyy, HH:mm")} UTC by {admin.username}. Figures are what the patient recorded in the app; they
          support, and do not replace, clinical assessment.
        </p>
      </header>

      <Glance t={t} />
      <SafetyEventsSection t={t} periodText={periodText} level={2} />
      <CheckInSection t={t} level={2} />
      <LadderSection t={t} level={2} />
      <PracticeSection t={t} level={2} />
      <CompulsionSection t={t} level={2} />
    </article>
  );
}
