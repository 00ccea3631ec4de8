// One ladder step's progress (decision 034): its latest sessions' anxiety before, at the peak and
// after, as a chart readable without colour (a shape and a line style per series, a legend, and the
// numbers on the latest session), a sentence saying the same, the expectancy against what happened, and
// the data as a table. Rendered on the server, on /ladder and /progress.
import { OUTCOME_HAPPENED_LABELS } from "@/lib/domain/erp";
import type { RungProgress, RungSessionPoint } from "@/lib/domain/ladder";
import { LocalDate } from "@/components/erp/local-date";

const HEIGHT = 200;
const TOP = 20;
const BOTTOM = 160;
const LEFT_PCT = 8;
const RIGHT_PCT = 94;
const y = (v: number) => BOTTOM - (v / 10) * (BOTTOM - TOP);

type Key = "before" | "peak" | "after";
/** `shift`: a small sideways step per series (% of the width), so equal values stay apart. */
const SERIES: { key: Key; label: string; dash?: string; colour: string; shift: number }[] = [
  { key: "before", label: "Before", colour: "#0f766e", shift: -0.9 },
  { key: "peak", label: "Peak", dash: "6 4", colour: "#b45309", shift: 0 },
  { key: "after", label: "After", dash: "2 4", colour: "#334155", shift: 0.9 },
];

/** A small shape per series, so the three can be told apart without colour. */
function Marker({ kind, cx, cy, colour }: { kind: Key; cx: string | number; cy: number; colour: string }) {
  if (kind === "before") return <circle cx={cx} cy={cy} r="5" fill="white" stroke={colour} strokeWidth="2.5" />;
  if (kind === "peak") {
    return (
      <svg x={cx} y={cy} overflow="visible">
        <path d="M0 -6 L6 5 L-6 5 Z" fill={colour} />
      </svg>
    );
  }
  return (
    <svg x={cx} y={cy} overflow="visible">
      <rect x="-5" y="-5" width="10" height="10" fill={colour} />
    </svg>
  );
}

function LegendMark({ kind, colour, dash }: { kind: Key; colour: string; dash?: string }) {
  return (
    <svg aria-hidden="true" width="34" height="14" className="shrink-0">
      <line x1="1" x2="33" y1="7" y2="7" stroke={colour} strokeWidth="2" strokeDasharray={dash} />
      <Marker kind={kind} cx={17} cy={7} colour={colour} />
    </svg>
  );
}

const value = (p: RungSessionPoint, k: Key) => p[k];

export function progressSentence(sessions: RungSessionPoint[]): string {
  if (!sessions.length) return "No sessions yet.";
  const first = sessions[0]!;
  const last = sessions.at(-1)!;
  const part = (k: Key, label: string) => {
    const a = value(first, k);
    const b = value(last, k);
    if (a === null && b === null) return null;
    if (sessions.length === 1 || a === null) return `${label} ${b ?? "not given"}`;
    return `${label} ${a} in the first, ${b ?? "not given"} in the latest`;
  };
  const parts = [part("before", "before"), part("peak", "peak"), part("after", "after")].filter(Boolean);
  const count = sessions.length === 1 ? "One session" : `${sessions.length} sessions`;
  return `${count}, anxiety out of 10: ${parts.join("; ")}.`;
}

export function RungProgressChart({ progress, title, titleId }: { progress: RungProgress; title: string; titleId: string }) {
  const points = progress.sessions;
  if (!points.length) return null;
  const x = (i: number) => (points.length === 1 ? (LEFT_PCT + RIGHT_PCT) / 2 : LEFT_PCT + (i * (RIGHT_PCT - LEFT_PCT)) / (points.length - 1));
  const summary = progressSentence(points);
  const last = points.length - 1;
  return (
    <figure className="grid min-w-0 gap-3">
      <svg role="img" aria-labelledby={`${titleId}-chart ${titleId}-desc`} width="100%" height={HEIGHT} className="overflow-visible">
        <title id={`${titleId}-chart`}>{`Anxiety before, at the peak and after each session: ${title}`}</title>
        <desc id={`${titleId}-desc`}>{summary}</desc>
        {[0, 5, 10].map((v) => (
          <g key={v}>
            <line x1={`${LEFT_PCT - 1}%`} x2={`${RIGHT_PCT + 1}%`} y1={y(v)} y2={y(v)} stroke="#e2e8f0" strokeDasharray={v === 0 ? undefined : "4 4"} />
            <text x={`${LEFT_PCT - 2.5}%`} y={y(v) + 4} textAnchor="end" className="fill-slate-600 text-xs">
              {v}
            </text>
          </g>
        ))}
        {SERIES.map((s) => (
          <g key={s.key}>
            {points.slice(1).map((p, i) => {
              const a = value(points[i]!, s.key);
              const b = value(p, s.key);
              return a === null || b === null ? null : (
                <line key={p.id} x1={`${x(i) + s.shift}%`} y1={y(a)} x2={`${x(i + 1) + s.shift}%`} y2={y(b)} stroke={s.colour} strokeWidth="2" strokeDasharray={s.dash} />
              );
            })}
            {points.map((p, i) => {
              const v = value(p, s.key);
              return v === null ? null : <Marker key={p.id} kind={s.key} cx={`${x(i) + s.shift}%`} cy={y(v)} colour={s.colour} />;
            })}
          </g>
        ))}
        {points.map((p, i) => (
          <text key={p.id} x={`${x(i)}%`} y={BOTTOM + 20} textAnchor="middle" className={`fill-slate-600 text-xs ${i === 0 || i === last ? "" : "hidden sm:inline"}`}>
            <LocalDate iso={p.completedAt} format="day" />
          </text>
        ))}
      </svg>
      <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <LegendMark kind={s.key} colour={s.colour} dash={s.dash} />
            {s.label}
            {points[last]![s.key] !== null && <span className="text-slate-600">(latest {points[last]![s.key]})</span>}
          </li>
        ))}
      </ul>
      <figcaption className="text-sm text-slate-700">
        {summary}
        {progress.expectancy && <span className="mt-1 block font-medium text-slate-900">{progress.expectancy}</span>}
      </figcaption>
      {/* min-w-0: the table scrolls inside its box; without it the open table widens the whole page on a phone. */}
      <details className="min-w-0 rounded-lg border border-slate-200 p-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">Show these sessions as a table</summary>
        {/* On a phone the table scrolls sideways: focusable so it can be scrolled by keyboard. */}
        <div className="mt-3 min-w-0 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-700" tabIndex={0} role="group" aria-label={`Sessions of the step: ${title}`}>
          <table className="w-full min-w-[28rem] text-left">
            <caption className="sr-only">{`Sessions of the step: ${title}`}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1.5 pr-3 font-medium">Date</th>
                <th scope="col" className="py-1.5 pr-3 font-medium">Before</th>
                <th scope="col" className="py-1.5 pr-3 font-medium">Peak</th>
                <th scope="col" className="py-1.5 pr-3 font-medium">After</th>
                <th scope="col" className="py-1.5 pr-3 font-medium">Expected</th>
                <th scope="col" className="py-1.5 font-medium">Happened?</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.id} className="border-b border-slate-100 last:border-0">
                  <td className="py-1.5 pr-3">
                    <LocalDate iso={p.completedAt} />
                  </td>
                  <td className="py-1.5 pr-3">{p.before}/10</td>
                  <td className="py-1.5 pr-3">{p.peak === null ? "–" : `${p.peak}/10`}</td>
                  <td className="py-1.5 pr-3">{p.after === null ? "–" : `${p.after}/10`}</td>
                  <td className="py-1.5 pr-3">{p.expectedLikelihood === null ? "–" : `${p.expectedLikelihood}%`}</td>
                  <td className="py-1.5">{p.outcomeHappened ? OUTCOME_HAPPENED_LABELS[p.outcomeHappened] : "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** The progress of every practised step, each in its own titled block. */
export function LadderProgressList({ rungs, progress, idPrefix }: { rungs: { id: string; situation: string; position: number }[]; progress: RungProgress[]; idPrefix: string }) {
  const byId = new Map(progress.map((p) => [p.rungId, p]));
  const practised = rungs.filter((r) => byId.get(r.id)?.sessions.length);
  if (!practised.length) return <p className="text-slate-700">When you practise a step of your ladder, its anxiety before, at the peak and after shows here.</p>;
  return (
    <div className="grid min-w-0 gap-6">
      {practised.map((r) => (
        <section key={r.id} aria-labelledby={`${idPrefix}-${r.id}`} className="grid min-w-0 gap-2 border-t border-slate-200 pt-4 first:border-0 first:pt-0">
          <h3 id={`${idPrefix}-${r.id}`} className="break-words font-semibold text-slate-900">
            <span className="text-brand-800">Step {r.position + 1}:</span> {r.situation}
          </h3>
          <RungProgressChart progress={byId.get(r.id)!} title={r.situation} titleId={`${idPrefix}-${r.id}-fig`} />
        </section>
      ))}
    </div>
  );
}
