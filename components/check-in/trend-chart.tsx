// The weekly check-in's trend: each check-in's total (0-20) as a point on a line, oldest to newest, its
// number printed above it (readable without colour), a text summary, and a table with every answer.
// It compares the person only with their own earlier weeks.
import { LocalDate } from "@/components/erp/local-date";
import { CHECK_IN_QUESTIONS, TOTAL_MAX } from "@/lib/domain/weekly-check-in";
import type { WeeklyCheckIn } from "@/lib/domain/weekly-check-in-schemas";

export const TREND_MAX_POINTS = 12;
const HEIGHT = 230;
const TOP = 28;
const BOTTOM = 190;
const LEFT_PCT = 8;
const RIGHT_PCT = 96;
const y = (total: number) => BOTTOM - (total / TOTAL_MAX) * (BOTTOM - TOP);

export function trendSummary(points: { total: number }[]): string {
  if (points.length === 0) return "No check-ins yet.";
  if (points.length === 1) return `One check-in so far, with a total of ${points[0]!.total} of ${TOTAL_MAX}.`;
  return `${points.length} check-ins. The total went from ${points[0]!.total} in the first to ${points.at(-1)!.total} in the latest (of ${TOTAL_MAX}).`;
}

/** `checkIns` newest first, as the service lists them. */
export function CheckInTrend({ checkIns }: { checkIns: WeeklyCheckIn[] }) {
  const points = checkIns.slice(0, TREND_MAX_POINTS).reverse();
  if (points.length === 0) return null;
  const x = (i: number) => (points.length === 1 ? (LEFT_PCT + RIGHT_PCT) / 2 : LEFT_PCT + (i * (RIGHT_PCT - LEFT_PCT)) / (points.length - 1));
  const summary = trendSummary(points);
  return (
    <figure className="grid min-w-0 gap-3">
      <svg role="img" aria-labelledby="trend-title trend-desc" width="100%" height={HEIGHT} className="overflow-visible">
        <title id="trend-title">Weekly check-in total over time</title>
        <desc id="trend-desc">{summary}</desc>
        {[0, 5, 10, 15, 20].map((v) => (
          <g key={v}>
            <line x1={`${LEFT_PCT - 1}%`} x2={`${RIGHT_PCT + 1}%`} y1={y(v)} y2={y(v)} stroke="#e2e8f0" strokeDasharray={v === 0 ? undefined : "4 4"} />
            <text x={`${LEFT_PCT - 2.5}%`} y={y(v) + 4} textAnchor="end" className="fill-slate-600 text-xs">
              {v}
            </text>
          </g>
        ))}
        {points.slice(1).map((p, i) => (
          <line key={p.id} x1={`${x(i)}%`} y1={y(points[i]!.total)} x2={`${x(i + 1)}%`} y2={y(p.total)} stroke="#0f766e" strokeWidth="2.5" />
        ))}
        {points.map((p, i) => {
          const edge = i === 0 || i === points.length - 1;
          return (
            <g key={p.id}>
              <circle cx={`${x(i)}%`} cy={y(p.total)} r="6" fill="white" stroke="#0f766e" strokeWidth="2.5" />
              <text x={`${x(i)}%`} y={y(p.total) - 12} textAnchor="middle" className="fill-slate-900 text-xs font-semibold">
                {p.total}
              </text>
              <text x={`${x(i)}%`} y={BOTTOM + 22} textAnchor="middle" className={`fill-slate-600 text-xs ${edge ? "" : "hidden sm:inline"}`}>
                <LocalDate iso={p.createdAt} format="day" />
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-slate-700">
        Each point is one weekly check-in; the number above it is its total, from 0 to {TOTAL_MAX}. A lower total means the
        week took less from you. {summary}
      </figcaption>
      <details className="min-w-0 rounded-lg border border-slate-200 p-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">Show every check-in as a table</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1.5 pr-3 font-medium">Date</th>
                {CHECK_IN_QUESTIONS.map((q) => (
                  <th key={q.dimension} scope="col" className="py-1.5 pr-3 font-medium">
                    {q.name}
                  </th>
                ))}
                <th scope="col" className="py-1.5 font-medium">Total</th>
              </tr>
            </thead>
            <tbody>
              {checkIns.map((c) => (
                <tr key={c.id} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    <LocalDate iso={c.createdAt} />
                  </th>
                  {c.answers.map((a, i) => (
                    <td key={i} className="py-1.5 pr-3">
                      {a}/4
                    </td>
                  ))}
                  <td className="py-1.5 font-semibold">
                    {c.total}/{TOTAL_MAX}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
