// The urge, 0-10, on the app's one anxiety scale (lib/domain/anxiety-scale): the same band words and
// colours as the anxiety slider, with 0 for no urge; the value is always a number and a word.
import { useId } from "react";
import { BAND_PILL } from "@/components/ui/anxiety-bands";
import { URGE_MAX, URGE_MIN, urgeBand, urgeLabel } from "@/lib/domain/compulsion-log";

export function UrgeSlider({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-base font-semibold text-slate-900">
          {label}
        </label>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${BAND_PILL[urgeBand(value)]}`} aria-hidden="true">
          {value}/10 · {urgeLabel(value)}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={URGE_MIN}
        max={URGE_MAX}
        step={1}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-valuetext={`${value} out of 10, ${urgeLabel(value)}`}
        className="h-11 w-full cursor-pointer accent-brand-700"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-slate-600">
        <span>0 · No urge</span>
        <span>10 · Overwhelming</span>
      </div>
    </div>
  );
}
