// E-mail status as text plus colour plus icon, so colour is never the only signal (WCAG 1.4.1).
export function StatusBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-medium text-green-800 ring-1 ring-green-700/20 ring-inset">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Verified
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-medium text-red-800 ring-1 ring-red-700/20 ring-inset">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="8" cy="8" r="5.5" />
        <path d="M8 5v3.5M8 10.5v.5" strokeLinecap="round" />
      </svg>
      Unverified
    </span>
  );
}
