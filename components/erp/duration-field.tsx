// The exercise length: in seconds (docs/spec.md §4, §5, §9: typed, or stepped 5 seconds down or up,
// never below 1), or in whole minutes for a session from a ladder step (decision 034: a realistic
// length, stepped by one minute), with its error under it.
import { Button } from "@/components/ui/button";
import { DEFAULT_DURATION, DURATION_STEP, parseDuration, stepDuration } from "@/lib/domain/erp";

/** Whole minutes, 1 to 60, or null. */
export function parseMinutes(text: string): number | null {
  const t = text.trim();
  return /^\d+$/.test(t) && Number(t) >= 1 && Number(t) <= 60 ? Number(t) : null;
}

export function DurationField({
  id,
  text,
  error,
  onChange,
  onBlur,
  suggestedMinutes,
}: {
  id: string;
  text: string;
  error: string | null;
  onChange: (text: string) => void;
  onBlur: () => void;
  /** A ladder step's session: the length in minutes, and the one suggested. */
  suggestedMinutes?: number;
}) {
  const minutes = suggestedMinutes !== undefined;
  const step = minutes ? 1 : DURATION_STEP;
  const unit = minutes ? "minute" : "seconds";
  const nudge = (direction: 1 | -1) =>
    onChange(
      minutes
        ? String(Math.min(60, Math.max(1, (parseMinutes(text) ?? suggestedMinutes) + direction)))
        : String(stepDuration(parseDuration(text) ?? DEFAULT_DURATION, direction)),
    );
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-base font-semibold text-slate-900">
        Exercise length ({minutes ? "minutes" : "seconds"})
      </label>
      <div className="flex items-center gap-2">
        <Button variant="secondary" onClick={() => nudge(-1)} aria-label={`${step} ${unit} less`} className="w-14 text-base">
          −{step}
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
        <Button variant="secondary" onClick={() => nudge(1)} aria-label={`${step} ${unit} more`} className="w-14 text-base">
          +{step}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {minutes
          ? `Suggested for this step: ${suggestedMinutes} minutes, long enough to find out what really happens when you stay.`
          : `Usually ${DEFAULT_DURATION} seconds. Longer exposures give the anxiety time to change by itself.`}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
