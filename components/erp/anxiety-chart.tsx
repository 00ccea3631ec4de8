// Anxiety level of each completed session over time: an SVG line whose every point carries its
// number (readable without colour), a text summary, and the same data as a table.
import { formatDuration } from "@/lib/domain/erp";
import type { ErpSessionView } from "@/lib/domain/erp-schemas";
import { LocalDate } from "./local-date";

export const CHART_MAX_POINTS = 12;
const HEIGHT = 240;
const TOP = 28;
const BOTTOM = 200;
// Horizontal positions are percentages so labels keep their size at any width.
const LEFT_PCT = 9;
const RIGHT_PCT = 96;

const y = (level: number) => BOTTOM - (level / 10) * (BOTTOM - TOP);

export function AnxietyChart({ sessions }: { sessions: ErpSessionView[] }) {
  // Oldest first, the most recent completed sessions only.
  const points = sessions
    .filter((s) => s.completed && s.completedAt)
    .sort((a, b) => a.completedAt!.localeCompare(b.completedAt!))
    .slice(-CHART_MAX_POINTS);
  if (points.length === 0) return null;
  const x = (i: number) => (points.length === 1 ? (LEFT_PCT + RIGHT_PCT) / 2 : LEFT_PCT + (i * (RIGHT_PCT - LEFT_PCT)) / (points.length - 1));
  const first = points[0]!;
  const last = points.at(-1)!;
  const summary =
    points.length === 1
      ? `One completed session so far, at anxiety level ${first.anxietyLevel} out of 10.`
      : `${points.length} completed sessions. Anxiety level went from ${first.anxietyLevel} out of 10 in the first to ${last.anxietyLevel} out of 10 in the latest.`;

  return (
    <figure className="grid gap-3">
      <svg role="img" aria-labelledby="anxiety-chart-title anxiety-chart-desc" width="100%" height={HEIGHT} className="overflow-visible">
        <title id="anxiety-chart-title">Anxiety level per completed session</title>
        <desc id="anxiety-chart-desc">{summary}</desc>
        {[0, 2, 4, 6, 8, 10].map((v) => (
          <g key={v}>
            <line x1={`${LEFT_PCT - 1}%`} x2={`${RIGHT_PCT + 1}%`} y1={y(v)} y2={y(v)} stroke="#e2e8f0" strokeDasharray={v === 0 ? undefined : "4 4"} />
            <text x={`${LEFT_PCT - 2.5}%`} y={y(v) + 4} textAnchor="end" className="fill-slate-600 text-xs">
              {v}
            </text>
          </g>
        ))}
        {points.slice(1).map((p, i) => (
          <line key={p.id} x1={`${x(i)}%`} y1={y(points[i]!.anxietyLevel)} x2={`${x(i + 1)}%`} y2={y(p.anxietyLevel)} stroke="#0f766e" strokeWidth="2.5" />
        ))}
        {points.map((p, i) => {
          const edge = i === 0 || i === points.length - 1;
          return (
            <g key={p.id}>
              <circle cx={`${x(i)}%`} cy={y(p.anxietyLevel)} r="6" fill="white" stroke="#0f766e" strokeWidth="2.5" />
              <text x={`${x(i)}%`} y={y(p.anxietyLevel) - 12} textAnchor="middle" className="fill-slate-900 text-xs font-semibold">
                {p.anxietyLevel}
              </text>
              <text x={`${x(i)}%`} y={BOTTOM + 22} textAnchor="middle" className={`fill-slate-600 text-xs ${edge ? "" : "hidden sm:inline"}`}>
                <LocalDate iso={p.completedAt!} format="day" />
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-slate-600">
        Each point is one completed session; the number above it is the anxiety level you gave the trigger (1 to 10). {summary}
      </figcaption>
      <details className="rounded-lg border border-slate-200 p-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">Show the chart as a table</summary>
        <table className="mt-3 w-full text-left">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1.5 pr-3 font-medium">Completed</th>
              <th scope="col" className="py-1.5 pr-3 font-medium">Anxiety level</th>
              <th scope="col" className="py-1.5 font-medium">Length</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.id} className="border-b border-slate-100 last:border-0">
                <td className="py-1.5 pr-3">
                  <LocalDate iso={p.completedAt!} />
                </td>
                <td className="py-1.5 pr-3">{p.anxietyLevel}/10</td>
                <td className="py-1.5">{formatDuration(p.duration)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
