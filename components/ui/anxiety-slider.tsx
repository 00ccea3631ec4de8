// The 1-10 anxiety range input with its named marks; the value is always shown as a number and a word.
import { useId } from "react";
import { ANXIETY_MARKS, ANXIETY_MAX, ANXIETY_MIN, anxietyLabel } from "@/lib/domain/anxiety-scale";

export function AnxietySlider({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  const id = useId();
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-base font-semibold text-slate-900">
          {label}
        </label>
        <output htmlFor={id} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          {value}/10 · {anxietyLabel(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={ANXIETY_MIN}
        max={ANXIETY_MAX}
        step={1}
        value={value}
        aria-valuetext={`${value} out of 10, ${anxietyLabel(value)}`}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-11 w-full cursor-pointer accent-brand-700"
      />
      <ol aria-hidden="true" className="grid grid-cols-5 text-xs text-slate-600">
        {ANXIETY_MARKS.map((m) => (
          <li key={m.value} className="text-center">
            <span className="block font-semibold">{m.value}</span>
            {/* On narrow screens the words collide; the value badge above names the current band. */}
            <span className="hidden sm:block">{m.label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
