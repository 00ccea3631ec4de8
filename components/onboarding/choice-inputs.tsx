// Native radio and checkbox lists styled as cards: arrow keys, Space and Tab work as browsers define.
import type { ReactNode } from "react";

interface Option<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

const CARD =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 transition-colors hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700";
const INPUT = "mt-0.5 h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-none";

function Group({ legend, hint, children, columns }: { legend: string; hint?: string; children: ReactNode; columns?: boolean }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-base font-semibold text-slate-900">
        {legend}
        {hint && <span className="mt-1 block text-sm font-normal text-slate-600">{hint}</span>}
      </legend>
      <div className={`grid gap-2.5 ${columns ? "sm:grid-cols-2" : ""}`}>{children}</div>
    </fieldset>
  );
}

function OptionText({ label, hint }: { label: string; hint?: string }) {
  return (
    <span className="grid gap-0.5">
      <span className="font-medium">{label}</span>
      {hint && <span className="text-sm text-slate-600">{hint}</span>}
    </span>
  );
}

export function RadioCards<T extends string>(props: {
  name: string;
  legend: string;
  hint?: string;
  options: readonly Option<T>[];
  value: T | null;
  onChange: (value: T) => void;
  columns?: boolean;
}) {
  return (
    <Group legend={props.legend} hint={props.hint} columns={props.columns}>
      {props.options.map((o) => (
        <label key={o.value} className={CARD}>
          <input
            type="radio"
            name={props.name}
            value={o.value}
            checked={props.value === o.value}
            onChange={() => props.onChange(o.value)}
            className={INPUT}
          />
          <OptionText label={o.label} hint={o.hint} />
        </label>
      ))}
    </Group>
  );
}

export function CheckboxCards<T extends string>(props: {
  name: string;
  legend: string;
  hint?: string;
  options: readonly Option<T>[];
  values: readonly T[];
  onToggle: (value: T) => void;
  columns?: boolean;
}) {
  return (
    <Group legend={props.legend} hint={props.hint} columns={props.columns}>
      {props.options.map((o) => (
        <label key={o.value} className={CARD}>
          <input
            type="checkbox"
            name={props.name}
            value={o.value}
            checked={props.values.includes(o.value)}
            onChange={() => props.onToggle(o.value)}
            className={`${INPUT} rounded`}
          />
          <OptionText label={o.label} hint={o.hint} />
        </label>
      ))}
    </Group>
  );
}
