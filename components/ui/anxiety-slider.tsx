// The 1-10 anxiety slider of onboarding and the ERP session: the value always shown as a number and
// a word in its band's colour, and the five bands of docs/spec.md §9 drawn beneath it.
import { useId } from "react";
import { ANXIETY_BANDS, ANXIETY_MAX, ANXIETY_MIN, anxietyBand, anxietyLabel } from "@/lib/domain/anxiety-scale";
import { BAND_PILL, BAND_STRIP } from "./anxiety-bands";

export function AnxietySlider({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  const id = useId();
  const band = anxietyBand(value);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-base font-semibold text-slate-900">
          {label}
        </label>
        {/* The slider's aria-valuetext says the same to screen readers. */}
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${BAND_PILL[band]}`} aria-hidden="true">
          {value}/10 · {anxietyLabel(value)}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={ANXIETY_MIN}
        max={ANXIETY_MAX}
        step={1}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-valuetext={`${value} out of 10, ${anxietyLabel(value)}`}
        className="h-11 w-full cursor-pointer accent-brand-700"
      />
      <div aria-hidden="true" className="grid gap-2">
        <div className="grid grid-cols-5 gap-1">
          {ANXIETY_BANDS.map((b, i) => (
            <div key={b.label} className="grid gap-1 text-center text-xs text-slate-600">
              <div className={`h-2 rounded-full ${BAND_STRIP[i]} ${i === band ? "" : "opacity-40"}`} />
              <span>
                {b.from}–{b.to}
              </span>
            </div>
          ))}
        </div>
        {/* Aligned under the bands where there is room; a wrapping legend with the ranges on phones. */}
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm sm:grid sm:grid-cols-5 sm:gap-1">
          {ANXIETY_BANDS.map((b, i) => (
            <li key={b.label} className={`sm:text-center ${i === band ? "font-semibold text-slate-900" : "text-slate-600"}`}>
              <span className="sm:hidden">
                {b.from}–{b.to}{" "}
              </span>
              {b.label}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
