// Small pieces the admin detail tabs share: the empty-state note and one labelled field.
import type { ReactNode } from "react";

export function Empty({ children }: { children: string }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{children}</p>;
}

export function Field({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `grid content-start gap-0.5 ${className}` : "grid content-start gap-0.5"}>
      <dt className="field-label">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
