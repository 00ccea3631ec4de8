// A whole-card link to another screen: one tab stop, a clear name, and a large touch target.
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";

export function LinkCard({ href, title, children, cta }: { href: string; title: string; children: ReactNode; cta: string }) {
  // The title alone names the link; the description is read after it.
  const id = `card${href.replace(/\W+/g, "-")}`;
  return (
    <Link
      href={href}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="group grid content-start gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p id={`${id}-text`} className="text-slate-700">
        {children}
      </p>
      <span aria-hidden="true" className="mt-1 font-semibold text-brand-800 group-hover:underline">
        {cta} →
      </span>
    </Link>
  );
}
