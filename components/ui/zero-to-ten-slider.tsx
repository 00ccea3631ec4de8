// A 0-10 slider on the app's one anxiety scale (lib/domain/anxiety-scale) where 0 means none: the
// expected anxiety of a ladder step, the urge of a log entry. The value is always shown as a number and
// a word (`pill`, hidden from screen readers, which hear the same in aria-valuetext).
import { useId, type ReactNode } from "react";

export function ZeroToTenSlider({
  label,
  value,
  onChange,
  word,
  pill,
  zeroLabel,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  /** The value's word ("Moderate"). */
  word: (v: number) => string;
  pill: ReactNode;
  /** What 0 means here ("None", "No urge"). */
  zeroLabel: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-base font-semibold text-slate-900">
          {label}
        </label>
        <span aria-hidden="true">{pill}</span>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={10}
        step={1}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-valuetext={`${value} out of 10, ${word(value)}`}
        className="h-11 w-full cursor-pointer accent-brand-700"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-slate-600">
        <span>0 · {zeroLabel}</span>
        <span>10 · Overwhelming</span>
      </div>
    </div>
  );
}
