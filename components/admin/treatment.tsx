// The course of treatment for staff (decision 048), shared by the Treatment tab and the printable report:
// safety events first and never folded away, practice per week, the compulsion log per week, the weekly
// check-in trend and recent exposures. Server components; every chart is plain SVG with its numbers
// printed on it and the same data in a table, so nothing depends on colour and everything prints.
import type { ReactNode } from "react";
import { anxietyLabel } from "@/lib/domain/anxiety-scale";
import { formatAdminDate } from "@/lib/domain/admin-format";
import {
  categoryLabel,
  expectancyText,
  safetyEventText,
  shareResisted,
  sourceLabel,
  type TreatmentSession,
  type TreatmentSummary,
  type TreatmentWeek,
} from "@/lib/domain/treatment";
import { OUTCOME_HAPPENED_LABELS } from "@/lib/domain/erp";
import { TOTAL_MAX } from "@/lib/domain/weekly-check-in";
import { LocalDate } from "@/components/erp/local-date";

const BRAND = "#0f766e";
/** Text columns read from the left; numbers line up on the right. */
const LEFT_COLUMNS = new Set(["Trigger", "Feared outcome"]);

/** Heading level of the sections: 3 inside the Treatment tab (under its h2), 2 on the report. */
type Level = 2 | 3;

/**
 * A week-by-week table: on the report only, which is read on paper. In the tab the chart stands alone:
 * its numbers are printed on it and its description lists every week for screen readers, which keeps
 * the detail page within its 200 kB (decision 058) for a person with years of records.
 */
function WeekTable({ shown, children }: { shown: boolean; children: ReactNode }) {
  return shown ? <>{children}</> : null;
}

function Section({ id, title, children, note, level }: { id: string; title: string; children: ReactNode; note?: ReactNode; level: Level }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className="treatment-section grid min-w-0 gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm break-inside-avoid sm:p-6 print:shadow-none">
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
function WeekBars({
  id,
  title,
  weeks,
  value,
  format,
  max,
  target,
  description,
}: {
  id: string;
  title: string;
  weeks: TreatmentWeek[];
  value: (w: TreatmentWeek) => number | null;
  format: (v: number) => string;
  max?: number;
  /** A dashed mark per week at this value (the plan), drawn over the bar. */
  target?: (w: TreatmentWeek) => number | null;
  /** The chart's data in words, every week: its text alternative. */
  description: string;
}) {
  const values = weeks.map(value);
  const targets = weeks.map((w) => target?.(w) ?? null);
  const top = max ?? Math.max(4, ...values.map((v) => v ?? 0), ...targets.map((v) => v ?? 0));
  const H = 150;
  const BASE = 120;
  const slot = 100 / weeks.length;
  const pct = (v: number) => `${+v.toFixed(2)}%`;
  return (
    <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} width="100%" height={H} className="overflow-visible print:h-[130px]">
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line x1="0" x2="100%" y1={BASE} y2={BASE} stroke="#cbd5e1" />
      {weeks.map((w, i) => {
        const v = values[i];
        const h = v == null ? 0 : Math.round(Math.max(v === 0 ? 0 : 2, (v / top) * (BASE - 22)));
        const x = i * slot + slot * 0.2;
        return (
          <g key={w.start}>
            {v != null && <rect x={pct(x)} y={BASE - h} width={pct(slot * 0.6)} height={h} rx="2" fill={BRAND} />}
            {targets[i] != null && (
              <line x1={pct(x - slot * 0.08)} x2={pct(x + slot * 0.68)} y1={Math.round(BASE - (targets[i]! / top) * (BASE - 22))} y2={Math.round(BASE - (targets[i]! / top) * (BASE - 22))} stroke="#0f172a" strokeWidth="2" strokeDasharray="4 3" />
            )}
            <text x={pct(i * slot + slot / 2)} y={BASE - h - 6} textAnchor="middle" fontSize="12" fontWeight="600" fill="#0f172a">
              {v == null ? "–" : format(v)}
            </text>
            <text x={pct(i * slot + slot / 2)} y={BASE + 18} textAnchor="middle" fontSize="11" fill="#475569" className={i % 2 === 1 && weeks.length > 6 ? "hidden sm:inline print:inline" : undefined}>
              {w.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Table({ caption, head, rows, minWidth = "" }: { caption: string; head: string[]; rows: ReactNode[][]; minWidth?: string }) {
  return (
    // Focusable, so keyboard users can scroll a table wider than a phone (WCAG 2.1.1).
    <div className="min-w-0 overflow-x-auto rounded focus-visible:outline-2" tabIndex={0} role="group" aria-label={caption}>
      <table className={`w-full text-left text-sm ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            {head.map((h, i) => (
              <th key={h} scope="col" className={`py-1.5 pr-3 font-semibold ${i > 0 && !LEFT_COLUMNS.has(h) ? "text-right" : ""}`}>
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
                  <td key={i} className={`py-1.5 pr-3 tabular-nums ${LEFT_COLUMNS.has(head[i]!) ? "text-left" : "text-right"}`}>
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
  const shown = level === 2;
  const done = t.weeks.reduce((n, w) => n + w.practiceDone, 0);
  const plan = t.plan;
  const planText = !plan
    ? "No practice plan."
    : plan.status === "active"
      ? `Plan: ${plan.days.length} ${plan.days.length === 1 ? "day" : "days"} a week${plan.setBy ? `, set by ${plan.setBy}` : ""}, as it stands since ${formatAdminDate(plan.since)}; earlier weeks count the plan of their time.`
      : plan.status === "suggested"
        ? `A plan suggested by ${plan.setBy ?? "staff"} waits for the patient to keep it; nothing is planned until then.`
        : `The patient declined the plan suggested by ${plan.setBy ?? "staff"}.`;
  return (
    <Section
      level={level}
      id="treatment-practice"
      title="Practice per week"
      note={`Exposure sessions completed each week (Monday to Sunday, ${t.timeZone}): ${done} in ${t.weeks.length} weeks. ${planText}`}
    >
      <WeekBars
        id="chart-practice"
        title="Exposure sessions completed per week; the dashed line marks the sessions planned"
        weeks={t.weeks}
        value={(w) => w.practiceDone}
        format={String}
        target={(w) => w.practicePlanned}
        description={t.weeks.map((w) => `Week of ${w.label}: ${w.practiceDone} completed${w.practicePlanned == null ? "" : ` of ${w.practicePlanned} planned`}`).join("; ")}
      />
      {t.weeks.some((w) => w.practicePlanned !== null) && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <svg aria-hidden="true" width="22" height="6">
            <line x1="0" x2="22" y1="3" y2="3" stroke="#0f172a" strokeWidth="2" strokeDasharray="4 3" />
          </svg>
          Planned sessions that week
        </p>
      )}
      <WeekTable shown={shown}>
        <Table caption="Practice per week" head={["Week of", "Completed", "Planned"]} rows={t.weeks.map((w) => [w.label, w.practiceDone, w.practicePlanned ?? "–"])} />
      </WeekTable>
    </Section>
  );
}

export function CompulsionSection({ t, level = 3 }: { t: TreatmentSummary; level?: Level }) {
  const shown = level === 2;
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
        <WeekBars
          id="chart-resisted"
          title="Share of logged urges resisted, per week"
          weeks={t.weeks}
          value={shareResisted}
          format={(v) => `${v}%`}
          max={100}
          description={t.weeks
            .map((w) => (w.urges === 0 ? `Week of ${w.label}: nothing logged` : `Week of ${w.label}: ${w.urges} urges, ${w.resisted} resisted (${shareResisted(w)}%), ${w.delayed} put off, ${w.done} done, average urge ${w.averageUrge}/10`))
            .join("; ")}
        />
      )}
      <WeekTable shown={shown}>
        <Table
          caption="Compulsion log per week"
          minWidth="min-w-[30rem]"
        head={["Week of", "Urges", "Resisted", "Put off", "Done", "Resisted %", "Average urge"]}
        rows={t.weeks.map((w) => {
          const share = shareResisted(w);
          return [w.label, w.urges, w.resisted, w.delayed, w.done, share == null ? "–" : `${share}%`, w.averageUrge == null ? "–" : `${w.averageUrge}/10`];
        })}
      />
      </WeekTable>
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

function SessionTable({ sessions, caption, withTrigger = false }: { sessions: TreatmentSession[]; caption: string; withTrigger?: boolean }) {
  const n = (v: number | null) => (v == null ? "–" : `${v}/10`);
  return (
    <Table
      caption={caption}
      minWidth={withTrigger ? "min-w-[44rem]" : "min-w-[36rem]"}
      head={["Date", ...(withTrigger ? ["Trigger"] : []), "Before", "Peak", "After", "Feared outcome", "Happened", "Compulsion"]}
      rows={sessions.map((s) => [
        <LocalDate key={s.id} iso={s.createdAt} />,
        ...(withTrigger ? [<span key="t" className="block max-w-48 text-left break-words whitespace-normal">{s.trigger}</span>] : []),
        n(s.anxietyBefore),
        n(s.anxietyPeak),
        s.completed ? n(s.anxietyAfter) : "Not finished",
        <span key="f" className="block max-w-56 text-left break-words whitespace-normal">
          {s.expectedOutcome ? `${s.expectedOutcome}${s.expectedLikelihood == null ? "" : ` (${s.expectedLikelihood}%)`}` : "–"}
        </span>,
        s.outcomeHappened ? OUTCOME_HAPPENED_LABELS[s.outcomeHappened] : "–",
        s.didCompulsion == null ? "–" : s.didCompulsion ? "Done" : "Resisted",
      ])}
    />
  );
}

/** The ladder, each rung with its sessions of the period: anxiety before, peak and after; expectancy against outcome. */
export function LadderSection({ t, level = 3 }: { t: TreatmentSummary; level?: Level }) {
  const Sub = level === 2 ? "h3" : "h4";
  const mastered = t.ladder.filter((r) => r.mastered).length;
  return (
    <Section
      level={level}
      id="treatment-ladder"
      title="Exposure ladder"
      note={`${t.ladder.length} ${t.ladder.length === 1 ? "step" : "steps"}, ${mastered} mastered. ${t.sessionCount} ${t.sessionCount === 1 ? "session" : "sessions"} in the period, ${t.completedCount} completed. Anxiety on the app's 0-10 scale.`}
    >
      {t.ladder.length === 0 ? (
        <Empty>No ladder yet.</Empty>
      ) : (
        <ol className="grid gap-3">
          {t.ladder.map((r) => {
            const summary = expectancyText(r.sessions);
            return (
              <li key={r.id} className="grid min-w-0 gap-2 rounded-xl border border-slate-200 p-3 break-inside-avoid">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Sub className="min-w-0 font-semibold break-words text-slate-900">
                    Step {r.step}: {r.situation}
                  </Sub>
                  <p className="flex flex-wrap gap-1.5 text-xs">
                    {r.mastered && <span className="rounded-full bg-green-50 px-2 py-0.5 font-medium text-green-900 ring-1 ring-green-700/25">Mastered</span>}
                    {r.assignedAt && (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-900 ring-1 ring-brand-700/25">
                        Suggested by {r.assignedBy ?? "a former staff member"}
                      </span>
                    )}
                  </p>
                </div>
                <p className="text-sm text-slate-700">
                  Resist: {r.compulsionToResist} · Expected anxiety {r.expectedAnxiety}/10 ({anxietyLabel(Math.max(1, r.expectedAnxiety))})
                </p>
                {r.sessions.length === 0 ? (
                  <p className="text-sm text-slate-700">No sessions on this step in the period.</p>
                ) : (
                  <>
                    <SessionTable sessions={r.sessions} caption={`Sessions of step ${r.step}`} />
                    <p className="text-sm text-slate-800">
                      {summary}
                      {r.sessionCount > r.sessions.length && ` Showing the newest ${r.sessions.length} of ${r.sessionCount} sessions.`}
                    </p>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {t.declinedRungs.length > 0 && (
        <div className="grid min-w-0 gap-2">
          <Sub className="font-semibold text-slate-900">Suggestions declined</Sub>
          <ul className="grid gap-2">
            {t.declinedRungs.map((d) => (
              <li key={d.id} className="grid min-w-0 gap-0.5 rounded-xl border border-slate-200 p-3 text-sm break-inside-avoid">
                <p dir="auto" className="font-medium break-words text-slate-900">{d.situation}</p>
                <p className="break-words text-slate-700">Resist: {d.compulsionToResist}</p>
                <p className="text-slate-700">
                  Suggested by {d.suggestedBy ?? "a former staff member"} on {formatAdminDate(d.suggestedAt)}, declined on{" "}
                  <time dateTime={d.declinedAt}>{formatAdminDate(d.declinedAt)}</time>.
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {t.freeSessionCount > 0 && (
        <div className="grid min-w-0 gap-2">
          <Sub className="font-semibold text-slate-900">Sessions outside the ladder</Sub>
          <SessionTable sessions={t.freeSessions} caption="Sessions outside the ladder" withTrigger />
          {t.freeSessionCount > t.freeSessions.length && (
            <p className="text-sm text-slate-700">
              Showing the newest {t.freeSessions.length} of {t.freeSessionCount}.
            </p>
          )}
        </div>
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
      <LadderSection t={t} />
      <PracticeSection t={t} />
      <CompulsionSection t={t} />
      <CheckInSection t={t} />
    </div>
  );
}
