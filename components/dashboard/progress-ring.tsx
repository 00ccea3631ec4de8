// A circular 0-100 meter as SVG, exposed as a progressbar with its label and value for assistive tech.
const SIZE = 120;
const STROKE = 10;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function ProgressRing({ label, value, suffix = "" }: { label: string; value: number; suffix?: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}${suffix}`}
      className="relative h-[120px] w-[120px] shrink-0"
    >
      <svg aria-hidden="true" viewBox={`0 0 ${SIZE} ${SIZE}`} className="h-full w-full -rotate-90">
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-slate-200" />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - clamped / 100)}
          className="stroke-brand-700"
        />
      </svg>
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-2xl font-bold text-slate-900">
        {clamped}
        {suffix}
      </span>
    </div>
  );
}
