// The expected anxiety of a ladder step, 0-10 on the app's one anxiety scale (lib/domain/anxiety-scale):
// the same band words and colours as the anxiety slider, with 0 for none; always a number and a word.
import { useId } from "react";
import { BAND_PILL } from "@/components/ui/anxiety-bands";
import { EXPECTED_ANXIETY_MAX, EXPECTED_ANXIETY_MIN, expectedAnxietyBand, expectedAnxietyLabel } from "@/lib/domain/ladder";

export function ExpectedAnxietyPill({ value, className = "" }: { value: number; className?: string }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${BAND_PILL[expectedAnxietyBand(value)]} ${className}`}>
      {value}/10 · {expectedAnxietyLabel(value)}
    </span>
  );
}

export function ExpectedAnxietySlider({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-base font-semibold text-slate-900">
          {label}
        </label>
        <span aria-hidden="true">
          <ExpectedAnxietyPill value={value} />
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={EXPECTED_ANXIETY_MIN}
        max={EXPECTED_ANXIETY_MAX}
        step={1}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-valuetext={`${value} out of 10, ${expectedAnxietyLabel(value)}`}
        className="h-11 w-full cursor-pointer accent-brand-700"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-slate-600">
        <span>0 · None</span>
        <span>10 · Overwhelming</span>
      </div>
    </div>
  );
}
