// The log's weekly chart: one bar per day, as tall as the urges logged that day, split into resisted
// (solid), put off (striped) and done (dotted outline). Readable without colour: patterns, a legend,
// the count above each bar, the average urge under each day, a text summary and the same data as a table.
import type { DaySummary } from "@/lib/domain/log-week";

const HEIGHT = 250;
const TOP = 26;
const BOTTOM = 186;
const LEFT_PCT = 7;
const RIGHT_PCT = 99;
const BRAND = "#0f766e";

function Swatch({ fill, stroke }: { fill: string; stroke?: string }) {
  return (
    <svg aria-hidden="true" width="18" height="18" className="shrink-0">
      <rect x="1" y="1" width="16" height="16" rx="2" fill={fill} stroke={stroke ?? BRAND} strokeWidth="1.5" />
    </svg>
  );
}

export function weekSummaryText(days: DaySummary[]): string {
  const total = days.reduce((n, d) => n + d.urges, 0);
  if (total === 0) return "Nothing logged this week.";
  const sum = (k: "resisted" | "delayed" | "done") => days.reduce((n, d) => n + d[k], 0);
  const urgeSum = days.reduce((n, d) => n + (d.averageUrge ?? 0) * d.urges, 0);
  const average = Math.round((urgeSum / total) * 10) / 10;
  return `This week: ${total} ${total === 1 ? "urge" : "urges"} logged; ${sum("resisted")} resisted, ${sum("delayed")} put off, ${sum("done")} done. Average urge ${average} out of 10.`;
}

export function WeekChart({ days, title }: { days: DaySummary[]; title: string }) {
  const max = Math.max(4, ...days.map((d) => d.urges));
  const unit = (BOTTOM - TOP) / max;
  const slot = (RIGHT_PCT - LEFT_PCT) / days.length;
  const summary = weekSummaryText(days);
  const ticks = [0, Math.round(max / 2), max];

  return (
    <figure className="grid min-w-0 gap-3">
      <svg role="img" aria-labelledby="week-chart-title week-chart-desc" width="100%" height={HEIGHT} className="overflow-visible">
        <title id="week-chart-title">{title}</title>
        <desc id="week-chart-desc">{summary}</desc>
        <defs>
          <pattern id="log-delayed" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill="#ccfbf1" />
            <line x1="0" y1="0" x2="0" y2="6" stroke={BRAND} strokeWidth="3" />
          </pattern>
          <pattern id="log-done" width="6" height="6" patternUnits="userSpaceOnUse">
            <rect width="6" height="6" fill="white" />
            <circle cx="3" cy="3" r="1.1" fill="#475569" />
          </pattern>
        </defs>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={`${LEFT_PCT - 1}%`} x2={`${RIGHT_PCT}%`} y1={BOTTOM - v * unit} y2={BOTTOM - v * unit} stroke="#e2e8f0" strokeDasharray={v === 0 ? undefined : "4 4"} />
            <text x={`${LEFT_PCT - 2}%`} y={BOTTOM - v * unit + 4} textAnchor="end" className="fill-slate-600 text-xs">
              {v}
            </text>
          </g>
        ))}
        <text x={`${LEFT_PCT - 2}%`} y={BOTTOM + 54} textAnchor="end" className="fill-slate-600 text-xs">
          Avg
        </text>
        {days.map((d, i) => {
          const x = LEFT_PCT + i * slot + slot * 0.2;
          const w = slot * 0.6;
          const parts = [
            { n: d.resisted, fill: BRAND, stroke: BRAND },
            { n: d.delayed, fill: "url(#log-delayed)", stroke: BRAND },
            { n: d.done, fill: "url(#log-done)", stroke: "#475569" },
          ];
          let y = BOTTOM;
          return (
            <g key={d.date}>
              {parts.map((p, j) => {
                if (p.n === 0) return null;
                const h = p.n * unit;
                y -= h;
                return <rect key={j} x={`${x}%`} width={`${w}%`} y={y} height={h} fill={p.fill} stroke={p.stroke} strokeWidth="1.5" />;
              })}
              {d.urges > 0 && (
                <text x={`${x + w / 2}%`} y={BOTTOM - d.urges * unit - 8} textAnchor="middle" className="fill-slate-900 text-xs font-semibold">
                  {d.urges}
                </text>
              )}
              <text x={`${x + w / 2}%`} y={BOTTOM + 18} textAnchor="middle" className="fill-slate-800 text-xs font-medium">
                {d.weekday}
              </text>
              <text x={`${x + w / 2}%`} y={BOTTOM + 34} textAnchor="middle" className="fill-slate-600 text-xs">
                {d.label.replace(/^\w+ /, "")}
              </text>
              <text x={`${x + w / 2}%`} y={BOTTOM + 54} textAnchor="middle" className="fill-slate-700 text-xs">
                {d.averageUrge === null ? "–" : d.averageUrge}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="grid gap-2 text-sm text-slate-700">
        <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label="Legend">
          <li className="flex items-center gap-2">
            <Swatch fill={BRAND} /> Resisted
          </li>
          <li className="flex items-center gap-2">
            <Swatch fill="url(#log-delayed)" /> Put off
          </li>
          <li className="flex items-center gap-2">
            <Swatch fill="url(#log-done)" stroke="#475569" /> Done
          </li>
        </ul>
        <p>
          Each bar is one day; the number above it is how many urges you logged. The bottom row is that day&apos;s average
          urge (0 to 10). {summary}
        </p>
      </figcaption>
      <details className="min-w-0 rounded-lg border border-slate-200 p-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">Show the week as a table</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1.5 pr-3 font-medium">Day</th>
                <th scope="col" className="py-1.5 pr-3 font-medium">Urges</th>
                <th scope="col" className="py-1.5 pr-3 font-medium">Resisted</th>
                <th scope="col" className="py-1.5 pr-3 font-medium">Put off</th>
                <th scope="col" className="py-1.5 pr-3 font-medium">Done</th>
                <th scope="col" className="py-1.5 pr-3 font-medium">Average urge</th>
                <th scope="col" className="py-1.5 font-medium">Highest</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {d.weekday}, {d.label}
                  </th>
                  <td className="py-1.5 pr-3">{d.urges}</td>
                  <td className="py-1.5 pr-3">{d.resisted}</td>
                  <td className="py-1.5 pr-3">{d.delayed}</td>
                  <td className="py-1.5 pr-3">{d.done}</td>
                  <td className="py-1.5 pr-3">{d.averageUrge === null ? "–" : `${d.averageUrge}/10`}</td>
                  <td className="py-1.5">{d.highestUrge === null ? "–" : `${d.highestUrge}/10`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
