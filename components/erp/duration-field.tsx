// The exercise length in seconds: typed, or stepped 5 seconds down or up (never below 1), with its
// error under it (docs/spec.md §4, §5, §9).
import { Button } from "@/components/ui/button";
import { DEFAULT_DURATION, DURATION_STEP, parseDuration, stepDuration } from "@/lib/domain/erp";

export function DurationField({ id, text, error, onChange, onBlur }: { id: string; text: string; error: string | null; onChange: (text: string) => void; onBlur: () => void }) {
  const nudge = (direction: 1 | -1) => onChange(String(stepDuration(parseDuration(text) ?? DEFAULT_DURATION, direction)));
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-base font-semibold text-slate-900">
        Exercise length (seconds)
      </label>
      <div className="flex items-center gap-2">
        <Button variant="secondary" onClick={() => nudge(-1)} aria-label={`${DURATION_STEP} seconds less`} className="w-14 text-base">
          −{DURATION_STEP}
        </Button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className={`min-h-11 w-24 rounded-lg border bg-white px-3 py-2 text-center text-base text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 ${
            error ? "border-red-700" : "border-slate-300"
          }`}
        />
        <Button variant="secondary" onClick={() => nudge(1)} aria-label={`${DURATION_STEP} seconds more`} className="w-14 text-base">
          +{DURATION_STEP}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Usually {DEFAULT_DURATION} seconds. Longer exposures give the anxiety time to change by itself.
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
