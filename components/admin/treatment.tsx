// The course of treatment for staff (decision 048), shared by the Treatment tab and the printable report:
// safety events first and never folded away, practice per week, the compulsion log per week, the weekly
// check-in trend and recent exposures. Server components; every chart is plain SVG with its numbers
// printed on it and the same data in a table, so nothing depends on colour and everything prints.
import type { ReactNode } from "react";
import { anxietyLabel } from "@/lib/domain/anxiety-scale";
import { formatAdminDate } from "@/lib/domain/admin-format";
import {
  categoryLabel,
  safetyEventText,
  shareResisted,
  sourceLabel,
  type TreatmentSummary,
  type TreatmentWeek,
} from "@/lib/domain/treatment";
import { TOTAL_MAX } from "@/lib/domain/weekly-check-in";
import { BAND_PILL } from "@/components/ui/anxiety-bands";
import { anxietyBand } from "@/lib/domain/anxiety-scale";
import { LocalDate } from "@/components/erp/local-date";

const BRAND = "#0f766e";
const MOOD_AFTER: Record<string, string> = { better: "felt better after", same: "felt the same after", worse: "felt worse after" };

/** Heading level of the sections: 3 inside the Treatment tab (under its h2), 2 on the report. */
type Level = 2 | 3;

function Section({ id, title, children, note, level }: { id: string; title: string; children: ReactNode; note?: ReactNode; level: Level }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className="treatment-section grid min-w-0 gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm break-inside-avoid sm:p-6">
      <div className="grid gap-1">
        <Heading id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </Heading>
        {note && <p className="text-sm text-slate-700">{note}</p>}
      </div>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-slate-700">{children}</p>;
}

/** Bars per week with the value printed above each bar; `max` fixes the scale (e.g. 100 for percents). */
function WeekBars({ id, title, weeks, value, format, max }: { id: string; title: string; weeks: TreatmentWeek[]; value: (w: TreatmentWeek) => number | null; format: (v: number) => string; max?: number }) {
  const values = weeks.map(value);
  const top = max ?? Math.max(4, ...values.map((v) => v ?? 0));
  const H = 150;
  const BASE = 120;
  const slot = 100 / weeks.length;
  return (
    <svg role="img" aria-labelledby={`${id}-title`} width="100%" height={H} className="overflow-visible print:h-[130px]">
      <title id={`${id}-title`}>{title}</title>
      <line x1="0" x2="100%" y1={BASE} y2={BASE} stroke="#cbd5e1" />
      {weeks.map((w, i) => {
        const v = values[i];
        const h = v == null ? 0 : Math.max(v === 0 ? 0 : 2, (v / top) * (BASE - 22));
        const x = i * slot + slot * 0.2;
        return (
          <g key={w.start}>
            {v != null && <rect x={`${x}%`} y={BASE - h} width={`${slot * 0.6}%`} height={h} rx="2" fill={BRAND} />}
            <text x={`${i * slot + slot / 2}%`} y={BASE - h - 6} textAnchor="middle" className="fill-slate-900 text-xs font-semibold">
              {v == null ? "–" : format(v)}
            </text>
            <text x={`${i * slot + slot / 2}%`} y={BASE + 18} textAnchor="middle" className={`fill-slate-600 text-[11px] ${i % 2 === 1 && weeks.length > 6 ? "hidden sm:inline print:inline" : ""}`}>
              {w.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="min-w-0 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            {head.map((h, i) => (
              <th key={h} scope="col" className={`py-1.5 pr-3 font-semibold ${i > 0 ? "text-right" : ""}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, r) => (
            <tr key={r} className="border-b border-slate-100 last:border-0">
              {cells.map((c, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="py-1.5 pr-3 font-normal whitespace-nowrap">
                    {c}
                  </th>
                ) : (
                  <td key={i} className="py-1.5 pr-3 text-right tabular-nums">
                    {c}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SafetyEventsSection({ t, periodText, level = 3 }: { t: TreatmentSummary; periodText: string; level?: Level }) {
  const earlier =
    t.earlierSafetyEventCount > 0
      ? ` ${t.earlierSafetyEventCount} earlier ${t.earlierSafetyEventCount === 1 ? "event" : "events"} before ${formatAdminDate(t.from)}.`
      : "";
  return (
    <Section
      level={level}
      id="treatment-safety"
      title="Safety events"
      note={`Every crisis answer and check-in ${periodText}, newest first: ${t.safetyEventCount} in all.${earlier}`}
    >
      {t.safetyEvents.length === 0 ? (
        <Empty>No crisis answers or check-ins {periodText}.</Empty>
      ) : (
        <ol className="grid gap-2">
          {t.safetyEvents.map((e) => (
            <li key={e.id} className={`grid gap-1 rounded-xl border p-3 ${e.level === "crisis" || e.answer === "yes" ? "border-rose-300 bg-rose-50" : "border-amber-300 bg-amber-50"}`}>
              <p className="font-semibold text-slate-900">
                <span aria-hidden="true">{e.level === "crisis" || e.answer === "yes" ? "! " : "? "}</span>
                {safetyEventText(e)}
              </p>
              <p className="text-sm text-slate-800">
                <time dateTime={e.createdAt}>
                  <LocalDate iso={e.createdAt} format="datetime" />
                </time>{" "}
                · {sourceLabel(e.source)}
                {e.categories.length > 0 && <> · {e.categories.map(categoryLabel).join(", ")}</>}
              </p>
            </li>
          ))}
        </ol>
      )}
      {t.safetyEventCount > t.safetyEvents.length && (
        <p className="text-sm text-slate-700">
          Showing the newest {t.safetyEvents.length} of {t.safetyEventCount}.
        </p>
      )}
    </Section>
  );
}

export function PracticeSection({ t, level = 3 }: { t: TreatmentSummary; level?: Level }) {
  const planned = t.weeks.some((w) => w.practicePlanned !== null);
  const done = t.weeks.reduce((n, w) => n + w.practiceDone, 0);
  return (
    <Section
      level={level}
      id="treatment-practice"
      title="Practice per week"
      note={`Exposure sessions completed each week (Monday to Sunday, ${t.timeZone}): ${done} in ${t.weeks.length} weeks. ${t.completedCount} of ${t.sessionCount} sessions started in the period were completed.`}
    >
      <WeekBars id="chart-practice" title="Exposure sessions completed per week" weeks={t.weeks} value={(w) => w.practiceDone} format={String} />
      <Table
        caption="Practice per week"
        head={["Week of", "Completed", "Planned"]}
        rows={t.weeks.map((w) => [w.label, w.practiceDone, w.practicePlanned ?? (planned ? "–" : "No plan")])}
      />
    </Section>
  );
}

export function CompulsionSection({ t, level = 3 }: { t: TreatmentSummary; level?: Level }) {
  const logged = t.weeks.reduce((n, w) => n + w.urges, 0);
  const resisted = t.weeks.reduce((n, w) => n + w.resisted, 0);
  return (
    <Section
      level={level}
      id="treatment-compulsions"
      title="Compulsion log"
      note={
        logged === 0
          ? "Nothing logged in the period."
          : `${logged} urges logged; ${resisted} resisted (${Math.round((resisted / logged) * 100)}%). The chart shows the share resisted each week.`
      }
    >
      {logged > 0 && (
        <WeekBars id="chart-resisted" title="Share of logged urges resisted, per week" weeks={t.weeks} value={shareResisted} format={(v) => `${v}%`} max={100} />
      )}
      <Table
        caption="Compulsion log per week"
        head={["Week of", "Urges", "Resisted", "Put off", "Done", "Resisted %", "Average urge"]}
        rows={t.weeks.map((w) => {
          const share = shareResisted(w);
          return [w.label, w.urges, w.resisted, w.delayed, w.done, share == null ? "–" : `${share}%`, w.averageUrge == null ? "–" : `${w.averageUrge}/10`];
        })}
      />
    </Section>
  );
}

export function CheckInSection({ t, level = 3 }: { t: TreatmentSummary; level?: Level }) {
  const points = t.checkIns;
  const H = 170;
  const TOP = 24;
  const BOTTOM = 140;
  const y = (v: number) => BOTTOM - (v / TOTAL_MAX) * (BOTTOM - TOP);
  const x = (i: number) => (points.length === 1 ? 50 : 6 + (i * 88) / (points.length - 1));
  const summary =
    points.length === 0
      ? "No weekly check-ins in the period."
      : points.length === 1
        ? `One check-in, total ${points[0]!.total} of ${TOTAL_MAX}.`
        : `${points.length} check-ins; the total went from ${points[0]!.total} to ${points.at(-1)!.total} of ${TOTAL_MAX} (lower means the week took less).`;
  return (
    <Section level={level} id="treatment-check-ins" title="Weekly check-in trend" note={summary}>
      {points.length > 0 && (
        <>
          <svg role="img" aria-labelledby="chart-check-ins-title" width="100%" height={H} className="overflow-visible">
            <title id="chart-check-ins-title">Weekly check-in totals, oldest to newest</title>
            {[0, 10, 20].map((v) => (
              <g key={v}>
                <line x1="4%" x2="96%" y1={y(v)} y2={y(v)} stroke="#e2e8f0" strokeDasharray={v ? "4 4" : undefined} />
                <text x="3%" y={y(v) + 4} textAnchor="end" className="fill-slate-600 text-xs">
                  {v}
                </text>
              </g>
            ))}
            {points.slice(1).map((p, i) => (
              <line key={p.id} x1={`${x(i)}%`} y1={y(points[i]!.total)} x2={`${x(i + 1)}%`} y2={y(p.total)} stroke={BRAND} strokeWidth="2.5" />
            ))}
            {points.map((p, i) => (
              <g key={p.id}>
                <circle cx={`${x(i)}%`} cy={y(p.total)} r="5" fill="white" stroke={BRAND} strokeWidth="2.5" />
                <text x={`${x(i)}%`} y={y(p.total) - 10} textAnchor="middle" className="fill-slate-900 text-xs font-semibold">
                  {p.total}
                </text>
                <text x={`${x(i)}%`} y={BOTTOM + 20} textAnchor="middle" className={`fill-slate-600 text-[11px] ${i % 2 === 1 && points.length > 6 ? "hidden sm:inline print:inline" : ""}`}>
                  {formatAdminDate(p.createdAt).replace(/, \d{4}$/, "")}
                </text>
              </g>
            ))}
          </svg>
          <Table
            caption="Weekly check-ins"
            head={["Date", "Total"]}
            rows={[...points].reverse().map((p) => [<LocalDate key={p.id} iso={p.createdAt} />, `${p.total}/${TOTAL_MAX}`])}
          />
        </>
      )}
    </Section>
  );
}

export function SessionsSection({ t, level = 3 }: { t: TreatmentSummary; level?: Level }) {
  return (
    <Section
      level={level}
      id="treatment-sessions"
      title="Exposure sessions"
      note={`The newest ${Math.min(t.sessions.length, t.sessionCount)} of ${t.sessionCount} in the period, with the anxiety rated before each.`}
    >
      {t.sessions.length === 0 ? (
        <Empty>No exposure sessions in the period.</Empty>
      ) : (
        <ul className="grid gap-2">
          {t.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl border border-slate-200 p-3">
              <p className="min-w-0 break-words text-slate-900">{s.trigger}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${BAND_PILL[anxietyBand(s.anxietyLevel)]}`}>
                  Before: {s.anxietyLevel}/10 {anxietyLabel(s.anxietyLevel)}
                </span>
                <span>{s.completed ? `Completed${s.mood ? `, ${MOOD_AFTER[s.mood] ?? s.mood}` : ""}` : "Not finished"}</span>
                <LocalDate iso={s.createdAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The Treatment tab: the report's sections over the last weeks, safety first, and a link to the report. */
export function TreatmentPanel({ t, reportHref }: { t: TreatmentSummary; reportHref: string }) {
  const periodText = `in the last ${t.weeks.length} weeks`;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Treatment, last {t.weeks.length} weeks</h2>
        <a href={reportHref} className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">
          Open the printable report
        </a>
      </div>
      <SafetyEventsSection t={t} periodText={periodText} />
      <PracticeSection t={t} />
      <CompulsionSection t={t} />
      <CheckInSection t={t} />
      <SessionsSection t={t} />
    </div>
  );
}
