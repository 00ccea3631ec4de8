// A labelled input with its error message underneath, linked for screen readers; `trailing` sits beside
// the input (the password field's Show button).
import { useId, type InputHTMLAttributes } from "react";

export function TextField({
  label,
  error,
  hint,
  trailing,
  className = "",
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: React.ReactNode; trailing?: React.ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          {...props}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`min-h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 ${
            error ? "border-red-700" : "border-slate-300"
          }`}
        />
        {trailing}
      </div>
      {hint && (
        <div id={hintId} className="text-sm text-slate-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
